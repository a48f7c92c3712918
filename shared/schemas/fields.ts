/** Field rules used by more than one schema, with the exact messages the visitor sees. */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';

/** US phone number: optional +1, ten digits, optional parentheses, dashes and spaces. */
export const US_PHONE_PATTERN = /^(\+1[\s-]?)?(\(\d{3}\)|\d{3})[\s-]?\d{3}[\s-]?\d{4}$/;

/** The one message for a control character or a broken character in any text field. */
export const UNSUPPORTED_CHARACTER = 'Remove the unsupported character from this field';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Whether the text holds a C0 or C1 control character (DEL included) or half of a UTF-16
 * surrogate pair without its other half (no character at all; PostgreSQL's jsonb refuses it).
 * Free text keeps tab, LF and CR (a pasted CRLF).
 */
function hasUnsupported(text: string, keepLineBreaks: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f) {
      if (!(keepLineBreaks && (code === TAB || code === LF || code === CR))) return true;
    } else if (code >= 0x7f && code <= 0x9f) {
      return true;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/** Text for a one-line field: no control character, no lone surrogate. */
export const isPlainText = (text: string) => !hasUnsupported(text, false);

/** Text for a message or a note: as isPlainText, but tabs and line breaks are kept. */
export const isFreeText = (text: string) => !hasUnsupported(text, true);

/** A required text field with the given message when it is missing or blank. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(isPlainText, UNSUPPORTED_CHARACTER);
}

/** An optional text field, blank treated as absent. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(isPlainText, UNSUPPORTED_CHARACTER)
    .transform((v) => (v === '' ? undefined : v))
    .optional();
}

/** An optional message typed in a textarea (tabs and line breaks kept), blank treated as absent. */
export function optionalFreeText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(isFreeText, UNSUPPORTED_CHARACTER)
    .transform((v) => (v === '' ? undefined : v))
    .optional();
}

/** A short optional label that is not typed by the visitor (a source, a referrer). */
export function labelText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(isPlainText, UNSUPPORTED_CHARACTER);
}

/** Phone number field. */
export const PhoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(TEXT_LIMITS.phone, 'Please enter a valid US phone number (e.g., (555) 123-4567)')
  .refine(isPlainText, UNSUPPORTED_CHARACTER)
  .regex(US_PHONE_PATTERN, 'Please enter a valid US phone number (e.g., (555) 123-4567)');

/** Email field. */
export const EmailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(TEXT_LIMITS.email, 'Please enter a valid email address')
  .refine(isPlainText, UNSUPPORTED_CHARACTER)
  .pipe(z.email('Please enter a valid email address'));

/** A client-generated record id (uuid): a create's replay key, and the id in a record's path. */
export const ClientIdSchema = z.uuid('Invalid id');

/** A create's optional client id, which makes it safe to replay. */
export const ClientIdField = ClientIdSchema.optional();

/** When the visitor captured the record on their device (it may reach us later, from an outbox). */
export const CapturedAtField = z.iso.datetime({ offset: true, error: 'Invalid capture time' }).optional();

/** Hidden honeypot field: a person never fills it. */
export const HoneypotField = z.string().max(TEXT_LIMITS.attribution).optional();
