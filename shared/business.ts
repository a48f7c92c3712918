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

/** One line of opening hours as a visitor reads it. */
export interface HoursLine {
  days: string;
  hours: string;
}

/** Opening hours as printed on the contact page. */
export const HOURS_ON_PAGE: readonly HoursLine[] = [
  { days: 'Mon-Fri', hours: '8:00 AM-6:00 PM' },
  { days: 'Sat', hours: '9:00 AM-4:00 PM' },
  { days: 'Sun', hours: 'Closed' },
];

/**
 * Opening hours as declared in structured data. They differ from the page on purpose:
 * the specification records both readings and neither is to be "fixed" silently.
 */
export const HOURS_STRUCTURED = ['Mo-Fr 08:00-17:00', 'Sa 09:00-15:00'] as const;

/** The street address on one line. */
export function formatAddressLine(): string {
  const a = BUSINESS.address;
  return `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
}

/** The href of every phone link. */
export const TEL_HREF = `tel:${BUSINESS.phone.e164}`;
