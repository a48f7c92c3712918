/**
 * Every business fact the site shows or declares, in one place. Pages, structured data,
 * the server's start log and the tests read these; nothing else spells them out.
 */

/** The business's public identity and contact details. */
export const BUSINESS = {
  name: 'Liberty Home Exteriors',
  legalName: 'Liberty Home Exteriors LLC',
  phone: {
    /** As printed on the page. */
    display: '(201) 555-0147',
    /** E.164, for tel: links and structured data. */
    e164: '+12015550147',
  },
  email: 'info@libertyhomeexteriors.com',
  address: {
    street: '150 Montgomery Street, Suite 400',
    city: 'Jersey City',
    state: 'NJ',
    zip: '07302',
    country: 'US',
  },
  geo: { latitude: 40.7178, longitude: -74.0431 },
  foundedYear: 1978,
  /** Shown as "46+ years"; kept as text because the claim is a marketing figure, not a computation. */
  yearsOfExperience: '46+',
  copyrightYear: 2025,
  customers: '10,000+',
  satisfaction: '98%',
  bbbRating: 'A+',
  googleRating: '4.9/5',
  facebookRating: '5.0/5',
  priceRange: '$$-$$$',
  employees: '10-50',
  contactWithin: '24 hours',
  serviceAreaSummary: 'Northern and Central New Jersey, Rockland County and Staten Island, NY',
  areaServed: ['New Jersey', 'New York'],
  timeZone: 'America/New_York',
  timeZoneLabel: 'Eastern Time',
} as const;

/**
 * Contractor licences the law asks for on advertising: New Jersey's home improvement contractor
 * registration and New York City's home improvement contractor licence. The defaults are
 * placeholders; the real numbers come from the environment when the site is built (vite.config.ts
 * replaces these two `process.env` reads) and when the server starts.
 */
export const LICENSES = [
  {
    key: 'nj',
    label: 'NJ Home Improvement Contractor Reg. No.',
    number: process.env.NJ_HIC_REGISTRATION || '13VH00000000',
    issuer: 'New Jersey Division of Consumer Affairs',
  },
  {
    key: 'nyc',
    label: 'NYC Home Improvement Contractor Lic. No.',
    number: process.env.NYC_HIC_LICENSE || '0000000-DCA',
    issuer: 'NYC Department of Consumer and Worker Protection',
  },
] as const;

/** "Label number" for each licence, as printed. */
export const LICENSE_LINES: readonly string[] = LICENSES.map((l) => `${l.label} ${l.number}`);

/** Opening hours of one group of days; `opens`/`closes` are 24-hour "HH:MM", absent when closed. */
export interface OpeningHours {
  /** As a visitor reads the days ("Mon-Fri"). */
  days: string;
  /** The same days as schema.org's openingHours writes them ("Mo-Fr"). */
  schemaDays: string;
  opens?: string;
  closes?: string;
}

/** The one source of the opening hours: the contact page and the structured data both read it. */
export const OPENING_HOURS: readonly OpeningHours[] = [
  { days: 'Mon-Fri', schemaDays: 'Mo-Fr', opens: '08:00', closes: '18:00' },
  { days: 'Sat', schemaDays: 'Sa', opens: '09:00', closes: '16:00' },
  { days: 'Sun', schemaDays: 'Su' },
];

/** "18:00" as a visitor reads it: "6:00 PM". */
function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** One line of opening hours as a visitor reads it. */
export interface HoursLine {
  days: string;
  hours: string;
}

/** Opening hours as printed on the contact page ("8:00 AM-6:00 PM", "Closed"). */
export const HOURS_ON_PAGE: readonly HoursLine[] = OPENING_HOURS.map((o) => ({
  days: o.days,
  hours: o.opens && o.closes ? `${clockTime(o.opens)}-${clockTime(o.closes)}` : 'Closed',
}));

/** Opening hours as declared in structured data ("Mo-Fr 08:00-18:00"); closed days are left out. */
export const HOURS_STRUCTURED: readonly string[] = OPENING_HOURS.filter((o) => o.opens && o.closes).map(
  (o) => `${o.schemaDays} ${o.opens}-${o.closes}`,
);

/** The street address on one line. */
export function formatAddressLine(): string {
  const a = BUSINESS.address;
  return `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
}

/** The href of every phone link. */
export const TEL_HREF = `tel:${BUSINESS.phone.e164}`;
