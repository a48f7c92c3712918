/** Every field of an estimate request or a booked call, and the visit's attribution. */
import { Anchor } from '@mantine/core';
import type { Attribution } from '#shared/schemas/attribution';
import type { BookingRecord } from '#shared/schemas/booking';
import type { ContactRecord } from '#shared/schemas/contact';
import { BUSINESS } from '#shared/business';
import { isProvisionalSchedule } from '#shared/booking-window';
import { serviceLabel } from '#shared/service-label';
import { formatSchedule } from '../format';
import { DetailList, yesNo, type DetailItem } from './detail-list';

/** A tel: URL for a US number as typed ('(201) 555-0123' → 'tel:+12015550123'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** A service as the form offered it ('windows' → 'Window Replacements'); bookings' free text as it is. */

function PhoneValue({ phone }: { phone: string }) {
  return <Anchor href={telHref(phone)}>{phone}</Anchor>;
}

function EmailValue({ email }: { email: string }) {
  return <Anchor href={`mailto:${email}`}>{email}</Anchor>;
}

export function ContactFields({ lead }: { lead: ContactRecord }) {
  return (
    <DetailList
      items={[
        { label: 'Name', value: lead.name },
        { label: 'Phone', value: <PhoneValue phone={lead.phone} /> },
        { label: 'Email', value: <EmailValue email={lead.email} /> },
        { label: 'Address', value: lead.address },
        { label: 'City', value: lead.city },
        { label: 'State', value: lead.state },
        { label: 'Service', value: serviceLabel(lead.service) },
        { label: 'Homeowner', value: yesNo(lead.homeowner) },
        { label: lead.eventName ? 'Notes' : 'Message', value: lead.message },
        { label: 'Source', value: lead.source },
        // A lead taken at an event (/capture): where, by whom, and when to call back.
        ...(lead.eventName
          ? [
              { label: 'Event', value: lead.eventName },
              { label: 'Staff', value: lead.staffName },
              { label: 'Signed in as', value: lead.capturedBy },
              { label: 'Best time to call', value: lead.bestTimeToCall },
            ]
          : []),
      ]}
    />
  );
}

/** The call's day and slot, naming the business's zone the slot is in. */
function callTime(booking: BookingRecord): string {
  const shown = formatSchedule(booking.scheduledDate, booking.scheduledTime);
  const provisional = isProvisionalSchedule(
    new Date(booking.scheduledDate),
    booking.scheduledTime,
    BUSINESS.timeZone,
  );
  return provisional ? shown : `${shown} (${BUSINESS.timeZoneLabel})`;
}

export function BookingFields({ booking }: { booking: BookingRecord }) {
  return (
    <DetailList
      items={[
        { label: 'Call', value: callTime(booking) },
        { label: 'Name', value: booking.name },
        { label: 'Phone', value: <PhoneValue phone={booking.phone} /> },
        { label: 'Email', value: <EmailValue email={booking.email} /> },
        { label: 'Address', value: booking.address },
        { label: 'Zipcode', value: booking.zipcode },
        { label: 'Service', value: serviceLabel(booking.service) },
        { label: 'Will show up', value: yesNo(booking.willShowUp) },
        { label: 'Booked from', value: booking.referrer },
      ]}
    />
  );
}

const ATTRIBUTION_LABELS: [keyof NonNullable<Attribution>, string][] = [
  ['landingPath', 'Landing page'],
  ['utm_source', 'UTM source'],
  ['utm_medium', 'UTM medium'],
  ['utm_campaign', 'UTM campaign'],
  ['utm_term', 'UTM term'],
  ['utm_content', 'UTM content'],
  ['gclid', 'Google click id (gclid)'],
  ['gbraid', 'Google gbraid'],
  ['wbraid', 'Google wbraid'],
  ['msclkid', 'Microsoft click id'],
  ['fbclid', 'Facebook click id'],
  ['referrer', 'Referrer'],
];

/** The ad parameters, landing page and referrer the visit brought, or an empty list. */
export function attributionItems(attribution: Attribution): DetailItem[] {
  return ATTRIBUTION_LABELS.map(([key, label]) => ({ label, value: attribution?.[key] }));
}
