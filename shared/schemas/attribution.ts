/** First-touch marketing attribution, stamped once per visit and sent with every lead. */
import { z } from 'zod';
import { ATTRIBUTION_PARAMS } from '../attribution-params';
import { TEXT_LIMITS } from '../limits';
import { labelText } from './fields';

export { ATTRIBUTION_PARAMS };

// Trimmed as stored: a value pasted with spaces counts as the same campaign, and exports match.
const text = labelText(TEXT_LIMITS.attribution).optional();

/** Where the visit came from: ad parameters, first landing path and referrer. */
export const AttributionSchema = z
  .object({
    utm_source: text,
    utm_medium: text,
    utm_campaign: text,
    utm_term: text,
    utm_content: text,
    gclid: text,
    gbraid: text,
    wbraid: text,
    msclkid: text,
    fbclid: text,
    landingPath: text,
    referrer: text,
  })
  .optional();

/** Stored attribution. */
export type Attribution = z.infer<typeof AttributionSchema>;
