/**
 * The owner's email about a booked call that was moved or cancelled: who, the new time (or the
 * time that is now free), the earlier time, who changed it and why, and the lead in the admin.
 */
import type { SendMailOptions } from 'nodemailer';
import { callStart } from '#shared/booking-window';
import { isCancelled, type BookingRecord } from '#shared/schemas/booking';
import { adminLeadPath } from '#shared/routes';
import { telHref } from '#shared/tel-href';
import type { DeliveryConfig } from './delivery-config';
import { htmlDocument, htmlTable, oneLine, textLines, formatInZone, type Field } from './message-text';

/** The subject's start for each change; the rest names the person and the time. */
export const OWNER_CHANGE_SUBJECTS = {
  rescheduled: 'Call rescheduled',
  cancelled: 'Call cancelled',
} as const;

export function ownerCallChange(
  booking: BookingRecord,
  config: DeliveryConfig,
  to: readonly string[],
): SendMailOptions {
  const { timeZone } = config;
  const when = formatInZone(callStart(booking, timeZone), timeZone);
  const cancelled = isCancelled(booking);
  const name = oneLine(booking.name, 100);
  const subject = oneLine(
    cancelled
      ? `${OWNER_CHANGE_SUBJECTS.cancelled}: ${name}, ${when}`
      : `${OWNER_CHANGE_SUBJECTS.rescheduled}: ${name}, now ${when}`,
  );
  const before = booking.call?.previous;
  const adminUrl = new URL(adminLeadPath(booking.id), config.siteUrl).href;
  const fields: Field[] = [
    { label: cancelled ? 'Cancelled call' : 'New time', value: when },
    { label: 'Earlier time', value: before ? formatInZone(callStart(before, timeZone), timeZone) : '' },
    { label: 'Changed by', value: oneLine(booking.call?.by ?? '', 100) },
    { label: 'Reason', value: oneLine(booking.call?.reason ?? '', 500) },
    { label: 'Name', value: name },
    { label: 'Phone', value: oneLine(booking.phone, 40), href: telHref(booking.phone) },
    { label: 'Email', value: oneLine(booking.email, 254), href: `mailto:${booking.email}` },
    { label: 'Open in the admin', value: adminUrl, href: adminUrl },
  ];
  return {
    from: config.mailFrom,
    to: [...to],
    replyTo: { name, address: booking.email },
    subject,
    text: textLines(fields) + '\n',
    html: htmlDocument(subject, [htmlTable(fields)]),
  };
}
