/** Field rules used by more than one schema, with the exact messages the visitor sees. */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';

/** US phone number: optional +1, ten digits, optional parentheses, dashes and spaces. */
export const US_PHONE_PATTERN = /^(\+1[\s-]?)?(\(\d{3}\)|\d{3})[\s-]?\d{3}[\s-]?\d{4}$/;

/** A required text field with the given message when it is missing or blank. */
export function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/** An optional text field, blank treated as absent. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((v) => (v === '' ? undefined : v))
    .optional();
}

/** Phone number field. */
export const PhoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(TEXT_LIMITS.phone, 'Please enter a valid US phone number (e.g., (555) 123-4567)')
  .regex(US_PHONE_PATTERN, 'Please enter a valid US phone number (e.g., (555) 123-4567)');

/** Email field. */
export const EmailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(TEXT_LIMITS.email, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

/** A client-generated record id (uuid): a create's replay key, and the id in a record's path. */
export const ClientIdSchema = z.uuid('Invalid id');

/** A create's optional client id, which makes it safe to replay. */
export const ClientIdField = ClientIdSchema.optional();

/** When the visitor captured the record on their device (it may reach us later, from an outbox). */
export const CapturedAtField = z.iso.datetime({ offset: true, error: 'Invalid capture time' }).optional();

/** Hidden honeypot field: a person never fills it. */
export const HoneypotField = z.string().max(TEXT_LIMITS.attribution).optional();
