/**
 * The booking calendar on a page that boots as islands, before its island runs (decision 018).
 * The calendar depends on the visitor's today, so it cannot be prerendered. The prerender writes a
 * holder with a month of Mantine's calendar in a `<template>`. The page's script draws the
 * bookable month from that template (draw-calendar-preview.ts), and React keeps that drawing
 * while it hydrates: the holder's HTML is not React's to check. Once the clock runs, the picker's
 * own DatePicker takes the holder's place.
 */
import { DatePicker, type DatePickerProps } from '@mantine/dates';
import { CALENDAR_HOLDER } from './calendar-holder';
import { dayMonthYear } from '../../lib/long-date';
import classes from './calendar-preview.module.css';

/** The calendar's look and labels, the same for the real calendar and the template it is drawn from. */
export const CALENDAR_LOOK: DatePickerProps = {
  maxLevel: 'month',
  hideOutsideDates: true,
  // Calls happen every day: no weekend colouring (it reads like an error in red).
  weekendDays: [],
  getDayAriaLabel: dayMonthYear,
  nextLabel: 'Next month',
  previousLabel: 'Previous month',
  size: 'md',
};

/** Any month: the drawing takes only its markup (header, weekdays, one row, one day) from it. */
const TEMPLATE_MONTH = '2026-01-01';

/** Inner HTML React neither checks nor replaces while hydrating (nor after: it never changes). */
const KEEP_THE_DRAWING = { __html: '' } as const;

export function CalendarPreview({ windowDays }: { windowDays: number }) {
  const attributes = { [CALENDAR_HOLDER]: windowDays };
  if (import.meta.env.SSR) {
    return (
      <div {...attributes} className={classes.holder}>
        <template>
          <DatePicker {...CALENDAR_LOOK} defaultDate={TEMPLATE_MONTH} />
        </template>
      </div>
    );
  }
  return <div {...attributes} className={classes.holder} dangerouslySetInnerHTML={KEEP_THE_DRAWING} />;
}
