/**
 * The homeowner's confirmation of a booked call: when (in the business zone, zone named), what
 * happens, how to reach us, and the call as an iCalendar event (ical-generator) whose start is
 * the slot's instant in UTC, one hour long, with a UID that stays the booking's.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { SendMailOptions } from 'nodemailer';
import { BUSINESS } from '#shared/business';
import type { BookingRecord } from '#shared/schemas/booking';
import type { DeliveryConfig } from './delivery-config';
import { callStart } from '#shared/booking-window';
import { escapeHtml, formatInZone, htmlDocument, oneLine } from './message-text';

const CALL_MS = 60 * 60_000;

/** The call as a one-event calendar file. */
export function callCalendar(booking: BookingRecord, config: DeliveryConfig): string {
  const start = callStart(booking, config.timeZone);
  const calendar = ical({
    prodId: { company: BUSINESS.name, product: 'Booked call', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${booking.id}@${new URL(config.siteUrl).hostname}`,
    start,
    end: new Date(start.getTime() + CALL_MS),
    stamp: new Date(booking.createdAt),
    summary: `Call with ${BUSINESS.name}`,
    description: `${BUSINESS.name} calls you at ${oneLine(booking.phone, 40)}. Questions or a change: ${BUSINESS.phone.display}.`,
    organizer: { name: BUSINESS.name, email: BUSINESS.email },
  });
  return calendar.toString();
}

export function bookingConfirmation(booking: BookingRecord, config: DeliveryConfig): SendMailOptions {
  const when = formatInZone(callStart(booking, config.timeZone), config.timeZone);
  const name = oneLine(booking.name, 100);
  const subject = `Your call with ${BUSINESS.name} is booked: ${when}`;
  const paragraphs = [
    `Hi ${name},`,
    `Your call with ${BUSINESS.name} is booked for ${when}.`,
    `What happens next: one of our home improvement specialists calls you at ${oneLine(booking.phone, 40)} ` +
      'at that time. The call takes about 15 minutes: we talk through your project and, if you wish, ' +
      'set up a free in-home estimate. There is nothing to prepare.',
    `Need to change the time or have a question? Call us at ${BUSINESS.phone.display}.`,
    'The attached calendar file adds the call to your calendar.',
    BUSINESS.name,
  ];
  return {
    from: config.mailFrom,
    to: { name, address: booking.email },
    replyTo: BUSINESS.email,
    subject,
    text: paragraphs.join('\n\n') + '\n',
    html: htmlDocument(
      subject,
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ),
    attachments: [
      {
        filename: 'call.ics',
        content: callCalendar(booking, config),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
