/** Fixed option lists shared by the forms, the schemas and the server. */

/**
 * The estimate form's service choices: stored value and visible label. The first four are the
 * spec's (stored leads use them); Roofing comes last, so their order is unchanged.
 */
export const SERVICE_OPTIONS = [
  { value: 'siding', label: 'Siding Replacement/Installation' },
  { value: 'windows', label: 'Window Replacements' },
  { value: 'doors', label: 'Door Installation' },
  { value: 'window-install', label: 'Window Installation' },
  { value: 'roofing', label: 'Roofing' },
] as const;

/** The stored value of one of SERVICE_OPTIONS. */
export type ServiceValue = (typeof SERVICE_OPTIONS)[number]['value'];

/** The service a booking is for unless the page says otherwise. */
export const BOOKING_DEFAULT_SERVICE = 'Vinyl Siding';

/** The 50 states and the District of Columbia, stored by their 2-letter code. */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

/** The state list as the forms show it: the two states the business serves first, then the rest. */
export const STATE_CHOICES: readonly (typeof US_STATES)[number][] = [
  ...US_STATES.filter((s) => s.code === 'NJ' || s.code === 'NY'),
  ...US_STATES.filter((s) => s.code !== 'NJ' && s.code !== 'NY'),
];

/** The 2-letter codes of US_STATES. */
export const US_STATE_CODES: readonly string[] = US_STATES.map((s) => s.code);

/** The 13 hourly call slots, 9:00 AM through 9:00 PM, in the business time zone. */
export const TIME_SLOTS = [
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
  '6:00 PM',
  '7:00 PM',
  '8:00 PM',
  '9:00 PM',
] as const;

/**
 * The placeholder a two-step booking (lander-d) is saved with before the visitor picks a time.
 * The server accepts this pair outside the bookable window.
 */
export const PROVISIONAL_BOOKING = { date: '2099-12-31', time: 'Not scheduled' } as const;

/** Where a booking came from. */
export const BOOKING_REFERRERS = ['lander-c', 'lander-d'] as const;

/** Default lead source labels. */
export const LEAD_SOURCES = { website: 'website', lander: 'lander', event: 'event' } as const;
