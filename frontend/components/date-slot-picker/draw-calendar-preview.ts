/**
 * Draws the booking calendar's bookable month into its holder before the booking island runs
 * (calendar-preview.tsx, decision 018): plain DOM, from the month of Mantine's calendar the
 * prerender left in the holder's template, with the days, states and names Mantine gives them.
 * tests/e2e/calendar-preview.spec.ts compares the drawing with the calendar React draws after it.
 */
import '../../lib/business-zone-table';
import { addDays, bookableDayKeys } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { CALENDAR_HOLDER } from './calendar-holder';
import { ISLAND_ATTRIBUTES } from '../../islands/island-names';
import { dayMonthYear, monthYear } from '../../lib/long-date';

/** A day's states as Mantine writes them, all cleared before a day is drawn. */
const DAY_STATES = [
  'disabled',
  'data-disabled',
  'data-hidden',
  'data-outside',
  'data-today',
  'data-selected',
];

/** The visitor's own today ('YYYY-MM-DD'): Mantine marks it with data-today. */
function localDayKey(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Monday = 0 … Sunday = 6, as the calendar's weeks start on Monday. */
function weekdayFromMonday(dayKey: string): number {
  return (new Date(`${dayKey}T00:00:00Z`).getUTCDay() + 6) % 7;
}

function setEnabled(control: Element, enabled: boolean): void {
  if (enabled) {
    control.removeAttribute('disabled');
    control.removeAttribute('data-disabled');
  } else {
    control.setAttribute('disabled', '');
    control.setAttribute('data-disabled', 'true');
  }
  control.setAttribute('tabindex', enabled ? '0' : '-1');
}

interface Month {
  /** 'YYYY-MM' */
  key: string;
  first: string;
  days: readonly string[];
  today: string;
}

function drawDay(prototype: HTMLButtonElement, dayKey: string, month: Month, focusable: boolean) {
  const day = prototype.cloneNode(false) as HTMLButtonElement;
  for (const state of DAY_STATES) day.removeAttribute(state);
  const inMonth = dayKey.startsWith(month.key);
  const bookable = month.days.includes(dayKey);
  day.style.display = inMonth ? '' : 'none';
  if (!inMonth) day.setAttribute('data-hidden', 'true');
  if (!bookable) setEnabled(day, false);
  else if (!inMonth) day.setAttribute('data-outside', 'true');
  if (dayKey === month.today) day.setAttribute('data-today', 'true');
  day.setAttribute('tabindex', focusable ? '0' : '-1');
  day.setAttribute('aria-label', dayMonthYear(dayKey));
  day.textContent = String(Number(dayKey.slice(8)));
  return day;
}

/** The month's weeks, Monday to Sunday, outside days included (Mantine hides them). */
function drawWeeks(tbody: HTMLTableSectionElement, month: Month): void {
  const row = tbody.rows[0];
  const cell = row?.cells[0];
  const day = cell?.querySelector('button');
  if (!row || !cell || !day) return;
  tbody.replaceChildren();
  // As Mantine picks the one day in the tab order: today if it can be chosen, else the first that can.
  const inMonth = month.days.filter((d) => d.startsWith(month.key));
  const focusable = inMonth.includes(month.today) ? month.today : inMonth[0];
  let dayKey = addDays(month.first, -weekdayFromMonday(month.first));
  while (dayKey.startsWith(month.key) || dayKey < month.first) {
    const week = row.cloneNode(false) as HTMLTableRowElement;
    for (let i = 0; i < 7; i += 1, dayKey = addDays(dayKey, 1)) {
      const td = cell.cloneNode(false) as HTMLTableCellElement;
      td.append(drawDay(day, dayKey, month, dayKey === focusable));
      week.append(td);
    }
    tbody.append(week);
  }
}

/** Draws the calendar into one holder, from its template, for the bookable days as of `now`. */
export function drawCalendarPreview(holder: HTMLElement, now = new Date()): void {
  const template = holder.querySelector('template');
  const calendar = template?.content.firstElementChild?.cloneNode(true);
  if (!(calendar instanceof HTMLElement)) return;
  const days = bookableDayKeys(now, BUSINESS.timeZone, Number(holder.getAttribute(CALENDAR_HOLDER)));
  const month: Month = {
    key: days[0].slice(0, 7),
    first: `${days[0].slice(0, 7)}-01`,
    days,
    today: localDayKey(now),
  };
  const level = calendar.querySelector('.mantine-DatePicker-calendarHeaderLevel');
  if (level) level.textContent = monthYear(month.first);
  const previous = calendar.querySelector('[data-direction="previous"]');
  const next = calendar.querySelector('[data-direction="next"]');
  // The calendar opens on the first bookable day's month: nothing before it can be booked.
  if (previous) setEnabled(previous, false);
  if (next) setEnabled(next, days[days.length - 1].slice(0, 7) > month.key);
  const tbody = calendar.querySelector('tbody');
  if (tbody) drawWeeks(tbody, month);
  calendar.setAttribute(ISLAND_ATTRIBUTES.standIn, '');
  holder.append(calendar);
}

/** Every booking calendar on the page. */
export function drawCalendarPreviews(doc: Document = document): void {
  for (const holder of doc.querySelectorAll<HTMLElement>(`[${CALENDAR_HOLDER}]`)) {
    if (!holder.querySelector(`[${ISLAND_ATTRIBUTES.standIn}]`)) drawCalendarPreview(holder);
  }
}
