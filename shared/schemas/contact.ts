/** A free-estimate request: the form's resolver and POST /api/contact both use this schema. */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';
import { LEAD_SOURCES, US_STATE_CODES } from '../options';
import { AttributionSchema } from './attribution';
import {
  CapturedAtField,
  ClientIdField,
  EmailField,
  HoneypotField,
  PhoneField,
  labelText,
  optionalFreeText,
  requiredText,
} from './fields';

/** The public form cannot claim what only the capture route sets. */
export const EVENT_SOURCE_REFUSED = 'Only a lead taken at an event has this source';

/** The estimate form's body. */
export const ContactSchema = z.object({
  id: ClientIdField,
  name: requiredText('Name is required', TEXT_LIMITS.name),
  phone: PhoneField,
  email: EmailField,
  address: requiredText('Address is required', TEXT_LIMITS.address),
  city: requiredText('City is required', TEXT_LIMITS.city),
  state: z
    .string({ error: 'Please select a state' })
    .trim()
    .min(2, 'Please select a state')
    .max(2, 'State must be 2 characters')
    .transform((s) => s.toUpperCase())
    .refine((s) => US_STATE_CODES.includes(s), 'Please select a state'),
  service: requiredText('Service is required', TEXT_LIMITS.service),
  homeowner: z.boolean({ error: 'Homeowner must be true or false' }).default(false),
  message: optionalFreeText(TEXT_LIMITS.message),
  // 'event' marks a lead a signed-in canvasser took (POST /api/capture/leads sets it).
  source: labelText(TEXT_LIMITS.source)
    .refine((s) => s.toLowerCase() !== LEAD_SOURCES.event, EVENT_SOURCE_REFUSED)
    .optional()
    .default(LEAD_SOURCES.website),
  capturedAt: CapturedAtField,
  attribution: AttributionSchema,
  website: HoneypotField,
});

/** What the form holds before parsing. */
export type ContactInput = z.input<typeof ContactSchema>;
/** A parsed, valid estimate request. */
export type ContactSubmission = z.output<typeof ContactSchema>;

/** What a lead taken at an event (shared/schemas/capture.ts) adds to a stored estimate request. */
export interface EventLeadFields {
  eventName?: string;
  staffName?: string;
  bestTimeToCall?: string;
  /** The account that was signed in when the lead arrived. */
  capturedBy?: string;
}

/** A stored estimate request; `createdAt` is when the server received it. */
export interface ContactRecord extends Omit<ContactSubmission, 'id' | 'website'>, EventLeadFields {
  id: string;
  createdAt: string;
}
