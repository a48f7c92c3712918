/** Marketing attribution's URL parameters, free of zod so the page's first script stays small. */

/** The URL parameters kept at first touch. */
export const ATTRIBUTION_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'fbclid',
] as const;
