/**
 * The homeowner's emails about a booked call: the confirmation, a move's new confirmation, a
 * cancel's notice and the reminder. Each says when (in the business zone, zone named) and, while
 * the call stands, carries the manage link. The call travels as an iCalendar event
 * (ical-generator) whose UID stays the booking's and whose SEQUENCE grows with each change, so a
 * calendar app updates or removes the event it already has instead of adding a second one.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { SendMailOptions } from 'nodemailer';
import { BUSINESS } from '#shared/business';
import { callStart } from '#shared/booking-window';
import { isCancelled, type BookingRecord } from '#shared/schemas/booking';
import { MANAGE_LINK_TEXT } from '#shared/schemas/manage-call';
import { manageLink } from '../lib/manage-token';
import type { DeliveryConfig } from './delivery-config';
import { escapeHtml, formatInZone, htmlDocument, oneLine } from './message-text';

const CALL_MS = 60 * 60_000;

/** Which of the homeowner's emails. */
export type HomeownerEmail = 'booked' | 'moved' | 'cancelled' | 'reminder';

/** The subject of each, for a call at `when`. */
export const HOMEOWNER_SUBJECTS: Record<HomeownerEmail, (when: string) => string> = {
  booked: (when) => `Your call with ${BUSINESS.name} is booked: ${when}`,
  moved: (when) => `Your call with ${BUSINESS.name} was moved to ${when}`,
  cancelled: () => `Your call with ${BUSINESS.name} was cancelled`,
  reminder: (when) => `Reminder: your call with ${BUSINESS.name} is on ${when}`,
};

/** A paragraph, or the manage link (a line of text, a link in HTML). */
type Part = string | { link: string };

/** The call as a one-event calendar file: a request to add or update it, or its cancellation. */
export function callCalendar(
  booking: BookingRecord,
  config: DeliveryConfig,
  method = ICalCalendarMethod.PUBLISH,
): string {
  const start = callStart(booking, config.timeZone);
  const calendar = ical({
    prodId: { company: BUSINESS.name, product: 'Booked call', language: 'EN' },
    method,
  });
  calendar.createEvent({
    id: `${booking.id}@${new URL(config.siteUrl).hostname}`,
    sequence: booking.sequence ?? 0,
    start,
    end: new Date(start.getTime() + CALL_MS),
    stamp: new Date(booking.call?.at ?? booking.createdAt),
    summary: `Call with ${BUSINESS.name}`,
    description: `${BUSINESS.name} calls you at ${oneLine(booking.phone, 40)}. Questions or a change: ${BUSINESS.phone.display}.`,
    organizer: { name: BUSINESS.name, email: BUSINESS.email },
    ...(isCancelled(booking) ? { status: ICalEventStatus.CANCELLED } : {}),
  });
  return calendar.toString();
}

/** The first confirmation is published as before; a change must be a request or a cancel to update it. */
const METHODS: Record<HomeownerEmail, ICalCalendarMethod | undefined> = {
  booked: ICalCalendarMethod.PUBLISH,
  moved: ICalCalendarMethod.REQUEST,
  cancelled: ICalCalendarMethod.CANCEL,
  reminder: undefined,
};

function body(
  kind: HomeownerEmail,
  booking: BookingRecord,
  when: string,
  link: string,
  timeZone: string,
): Part[] {
  const phone = oneLine(booking.phone, 40);
  const whatHappens =
    `What happens next: one of our home improvement specialists calls you at ${phone} ` +
    'at that time. The call takes about 15 minutes: we talk through your project and, if you wish, ' +
    'set up a free in-home estimate. There is nothing to prepare.';
  const manage: Part[] = [`Need another time, or can't make it?`, { link }];
  const questions = `Questions? Call us at ${BUSINESS.phone.display}.`;
  const calendarFile = 'The attached calendar file updates the call in your calendar.';
  switch (kind) {
    case 'booked':
      return [
        `Your call with ${BUSINESS.name} is booked for ${when}.`,
        whatHappens,
        ...manage,
        questions,
        'The attached calendar file adds the call to your calendar.',
      ];
    case 'moved': {
      const before = booking.call?.previous;
      const was = before ? ` (it was ${formatInZone(callStart(before, timeZone), timeZone)})` : '';
      return [
        `Your call with ${BUSINESS.name} was moved to ${when}${was}.`,
        whatHappens,
        ...manage,
        questions,
        calendarFile,
      ];
    }
    case 'cancelled':
      return [
        `Your call with ${BUSINESS.name} on ${when} was cancelled.`,
        `Want to talk after all? Call us at ${BUSINESS.phone.display} or book another time on our website.`,
        'The attached calendar file removes the call from your calendar.',
      ];
    case 'reminder':
      return [
        `This is a reminder of your call with ${BUSINESS.name} on ${when}.`,
        whatHappens,
        ...manage,
        questions,
      ];
  }
}

/** One of the homeowner's emails about `booking` (as the message describes it). */
export function homeownerEmail(
  kind: HomeownerEmail,
  booking: BookingRecord,
  config: DeliveryConfig,
): SendMailOptions {
  const when = formatInZone(callStart(booking, config.timeZone), config.timeZone);
  const name = oneLine(booking.name, 100);
  const subject = HOMEOWNER_SUBJECTS[kind](when);
  const link = manageLink(config.siteUrl, booking.id, config.manageKey);
  const parts: Part[] = [`Hi ${name},`, ...body(kind, booking, when, link, config.timeZone), BUSINESS.name];
  const method = METHODS[kind];
  return {
    from: config.mailFrom,
    to: { name, address: booking.email },
    replyTo: BUSINESS.email,
    subject,
    text:
      parts.map((p) => (typeof p === 'string' ? p : `${MANAGE_LINK_TEXT}: ${p.link}`)).join('\n\n') + '\n',
    html: htmlDocument(
      subject,
      parts.map((p) =>
        typeof p === 'string'
          ? `<p>${escapeHtml(p)}</p>`
          : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(MANAGE_LINK_TEXT)}</a></p>`,
      ),
    ),
    ...(method
      ? {
          attachments: [
            {
              filename: 'call.ics',
              content: callCalendar(booking, config, method),
              contentType: `text/calendar; charset=utf-8; method=${method}`,
            },
          ],
        }
      : {}),
  };
}
