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

function PhoneValue({ phone }: { phone: string }) {
  return <Anchor href={telHref(phone)}>{phone}</Anchor>;
}

function EmailValue({ email }: { email: string }) {
  return <Anchor href={`mailto:${email}`}>{email}</Anchor>;
}

export function EstimateRequestDetails({ request }: { request: ContactRecord }) {
  return (
    <DetailList
      items={[
        { label: 'Name', value: request.name },
        { label: 'Phone', value: <PhoneValue phone={request.phone} /> },
        { label: 'Email', value: <EmailValue email={request.email} /> },
        { label: 'Address', value: request.address },
        { label: 'City', value: request.city },
        { label: 'State', value: request.state },
        { label: 'Service', value: serviceLabel(request.service) },
        { label: 'Homeowner', value: yesNo(request.homeowner) },
        { label: request.eventName ? 'Notes' : 'Message', value: request.message },
        { label: 'Source', value: request.source },
        // An estimate request taken at an event (/capture): where, by whom, and when to call back.
        ...(request.eventName
          ? [
              { label: 'Event', value: request.eventName },
              { label: 'Staff', value: request.staffName },
              { label: 'Signed in as', value: request.capturedBy },
              { label: 'Best time to call', value: request.bestTimeToCall },
            ]
          : []),
      ]}
    />
  );
}

/** The call's day and slot, naming the business's zone the slot is in. */
export function callTime(bookedCall: BookingRecord): string {
  const shown = formatSchedule(bookedCall.scheduledDate, bookedCall.scheduledTime);
  const provisional = isProvisionalSchedule(
    new Date(bookedCall.scheduledDate),
    bookedCall.scheduledTime,
    BUSINESS.timeZone,
  );
  return provisional ? shown : `${shown} (${BUSINESS.timeZoneLabel})`;
}

export function BookedCallDetails({ bookedCall }: { bookedCall: BookingRecord }) {
  return (
    <DetailList
      items={[
        { label: 'Call', value: callTime(bookedCall) },
        { label: 'Name', value: bookedCall.name },
        { label: 'Phone', value: <PhoneValue phone={bookedCall.phone} /> },
        { label: 'Email', value: <EmailValue email={bookedCall.email} /> },
        { label: 'Address', value: bookedCall.address },
        { label: 'Zipcode', value: bookedCall.zipcode },
        { label: 'Service', value: serviceLabel(bookedCall.service) },
        { label: 'Will show up', value: yesNo(bookedCall.willShowUp) },
        { label: 'Booked from', value: bookedCall.referrer },
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
