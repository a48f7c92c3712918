/**
 * Pieces every email is made of. The text part is the source of truth; the HTML part shows the
 * same lines with every value escaped, so nothing a visitor typed becomes markup or a link.
 */
import { formatterPerZone } from '#shared/zone-offset';

/** One header-safe line: CR, LF and other control characters become spaces, at most `max` characters. */
export function oneLine(text: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// One formatter per zone: a new one per message left the native heap hundreds of MB larger after a burst of leads.
const businessFormatter = formatterPerZone({
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'long',
});

/** An instant as the business reads it, zone named: "Friday, December 4, 2026 at 11:00 AM Eastern Standard Time". */
export function formatInZone(instant: Date, timeZone: string): string {
  return businessFormatter(timeZone).format(instant);
}

/** A labelled value; `href` makes it a link in the HTML part (tel:, mailto:, the admin). */
export interface Field {
  label: string;
  value: string;
  href?: string;
}

/** Fields with a value, as "Label: value" lines. */
export function textLines(fields: readonly Field[]): string {
  return fields
    .filter((f) => f.value !== '')
    .map((f) => `${f.label}: ${f.value}`)
    .join('\n');
}

/** Fields with a value, as an HTML table with every value escaped ('' when none has one). */
export function htmlTable(fields: readonly Field[]): string {
  const rows = fields
    .filter((f) => f.value !== '')
    .map((f) => {
      const value = escapeHtml(f.value).replace(/\n/g, '<br>');
      const cell = f.href ? `<a href="${escapeHtml(f.href)}">${value}</a>` : value;
      return `<tr><th align="left" valign="top">${escapeHtml(f.label)}</th><td>${cell}</td></tr>`;
    });
  return rows.length > 0 ? `<table cellpadding="4">${rows.join('')}</table>` : '';
}

/** A whole HTML body: a heading, paragraphs and tables, already escaped by their makers. */
export function htmlDocument(title: string, parts: readonly string[]): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body><h1>${escapeHtml(title)}</h1>${parts.join('')}</body></html>`
  );
}
