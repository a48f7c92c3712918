/**
 * The owner's email about a new lead: every field, the attribution, when it was received (and
 * captured, when a device kept it offline first), and a link to the lead in the admin. Reply-To
 * is the lead, so answering reaches the homeowner.
 */
import type { SendMailOptions } from 'nodemailer';
import { adminLeadPath } from '#shared/routes';
import type { Attribution } from '#shared/schemas/attribution';
import type { DeliveryConfig } from './delivery-config';
import { callStart } from '#shared/booking-window';
import { serviceLabel } from '#shared/service-label';
import { telHref } from '#shared/tel-href';
import type { Lead } from './lead-event';
import { formatInZone, htmlDocument, htmlTable, oneLine, textLines, type Field } from './message-text';

/** A capture time this far from the arrival means the lead waited on the device. */
const OFFLINE_GAP_MS = 60_000;

/** Attribution fields in the order the owner reads them, with their labels. */
const ATTRIBUTION_LABELS: [keyof NonNullable<Attribution>, string][] = [
  ['landingPath', 'Landing page'],
  ['referrer', 'Referrer'],
  ['utm_source', 'UTM source'],
  ['utm_medium', 'UTM medium'],
  ['utm_campaign', 'UTM campaign'],
  ['utm_term', 'UTM term'],
  ['utm_content', 'UTM content'],
  ['gclid', 'gclid'],
  ['gbraid', 'gbraid'],
  ['wbraid', 'wbraid'],
  ['msclkid', 'msclkid'],
  ['fbclid', 'fbclid'],
];

function attributionFields(a: Attribution): Field[] {
  return a ? ATTRIBUTION_LABELS.map(([key, label]) => ({ label, value: oneLine(a[key] ?? '', 1000) })) : [];
}

function timeFields(record: { createdAt: string; capturedAt?: string }, timeZone: string): Field[] {
  const received = new Date(record.createdAt);
  const captured = record.capturedAt ? new Date(record.capturedAt) : undefined;
  const waited = captured && Math.abs(received.getTime() - captured.getTime()) > OFFLINE_GAP_MS;
  return [
    { label: 'Received', value: formatInZone(received, timeZone) },
    ...(waited ? [{ label: 'Captured on the device', value: formatInZone(captured, timeZone) }] : []),
  ];
}

function leadFields(lead: Lead, timeZone: string): { subject: string; fields: Field[] } {
  const r = lead.record;
  const contactFields: Field[] = [
    { label: 'Name', value: r.name },
    { label: 'Phone', value: r.phone, href: telHref(r.phone) },
    { label: 'Email', value: r.email, href: `mailto:${r.email}` },
  ];
  if (lead.kind === 'contact') {
    const c = lead.record;
    return {
      subject: `New estimate request: ${c.name}, ${c.city}`,
      fields: [
        ...contactFields,
        { label: 'Address', value: c.address },
        { label: 'City', value: c.city },
        { label: 'State', value: c.state },
        { label: 'Service', value: serviceLabel(c.service) },
        { label: 'Homeowner', value: c.homeowner ? 'Yes' : 'No' },
        { label: 'Message', value: c.message ?? '' },
        { label: 'Source', value: c.source },
      ],
    };
  }
  const b = lead.record;
  const when = formatInZone(callStart(b, timeZone), timeZone);
  return {
    subject: `New call booked: ${b.name}, ${when}`,
    fields: [
      { label: 'Call', value: when },
      ...contactFields,
      { label: 'Address', value: b.address },
      { label: 'Zipcode', value: b.zipcode },
      { label: 'Service', value: serviceLabel(b.service) },
      { label: 'Will show up', value: b.willShowUp ? 'Yes' : 'No' },
      { label: 'Source', value: b.referrer },
    ],
  };
}

export function ownerNotification(
  lead: Lead,
  config: DeliveryConfig,
  to: readonly string[],
): SendMailOptions {
  const { subject, fields: raw } = leadFields(lead, config.timeZone);
  // Every field is one line but the message, whatever the visitor typed into it.
  const fields = raw.map((f) => (f.label === 'Message' ? f : { ...f, value: oneLine(f.value, 1000) }));
  const adminUrl = new URL(adminLeadPath(lead.record.id), config.siteUrl).href;
  const tail: Field[] = [
    ...timeFields(lead.record, config.timeZone),
    { label: 'Open in the admin', value: adminUrl, href: adminUrl },
  ];
  const attribution = attributionFields(lead.record.attribution);
  const title = oneLine(subject);
  return {
    from: config.mailFrom,
    to: [...to],
    replyTo: { name: oneLine(lead.record.name, 100), address: lead.record.email },
    subject: title,
    text: [textLines(fields), textLines(attribution), textLines(tail)].filter(Boolean).join('\n\n') + '\n',
    html: htmlDocument(title, [htmlTable(fields), htmlTable(attribution), htmlTable(tail)]),
  };
}
