import { describe, expect, it } from 'vitest';
import { buildBooking } from '../../tests/factories/booking.factory';
import { buildContact } from '../../tests/factories/contact.factory';
import { BookingSchema } from './booking';
import { CaptureLeadSchema } from './capture';
import { ContactSchema, EVENT_SOURCE_REFUSED } from './contact';
import { UNSUPPORTED_CHARACTER } from './fields';
import { CancelCallSchema, NoteSchema } from './lead-status';
import { NewsletterSchema } from './newsletter';
import { UserCreateSchema } from './users';

/** Each field's first message, as the form and the API show it. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const REFUSED = [
  ['NUL', 'Ann\u0000Lee'],
  ['a C0 control', 'Ann\u001bLee'],
  ['DEL', 'Ann\u007fLee'],
  ['a C1 control', 'Ann\u0085Lee'],
  ['a lone high surrogate', 'Ann\ud800Lee'],
  ['a lone low surrogate', 'Ann\udc00Lee'],
  ['a high surrogate at the end', 'Ann Lee\ud83d'],
] as const;

describe('text fields', () => {
  it.each(REFUSED)('refuse %s in a one-line field with one message', (_, text) => {
    for (const field of ['name', 'address', 'city', 'service', 'phone', 'email', 'source'] as const) {
      const result = ContactSchema.safeParse(buildContact({ [field]: text }));
      expect(errorsOf(result)[field], field).toBe(UNSUPPORTED_CHARACTER);
    }
  });

  it.each(REFUSED)('refuse %s in a message or a note', (_, text) => {
    expect(errorsOf(ContactSchema.safeParse(buildContact({ message: text }))).message).toBe(
      UNSUPPORTED_CHARACTER,
    );
    expect(errorsOf(NoteSchema.safeParse({ text })).text).toBe(UNSUPPORTED_CHARACTER);
    expect(errorsOf(CancelCallSchema.safeParse({ reason: text, version: 0 })).reason).toBe(
      UNSUPPORTED_CHARACTER,
    );
  });

  it('refuse a tab or a line break inside a one-line field', () => {
    for (const text of ['Ann\tLee', 'Ann\nLee', 'Ann\rLee']) {
      expect(errorsOf(ContactSchema.safeParse(buildContact({ name: text }))).name).toBe(
        UNSUPPORTED_CHARACTER,
      );
    }
  });

  it('keep tabs, line breaks (LF and CRLF) and real characters in a message and a note', () => {
    const text = 'Two windows:\r\n\t- kitchen 🪟\n\t- bath, señor’s café';
    expect(ContactSchema.parse(buildContact({ message: text })).message).toBe(text);
    expect(NoteSchema.parse({ text }).text).toBe(text);
    expect(CancelCallSchema.parse({ reason: text, version: 1 }).reason).toBe(text);
  });

  it('accept characters outside the basic plane, written as surrogate pairs', () => {
    expect(ContactSchema.parse(buildContact({ name: 'Zoë 🏠 Ōta' })).name).toBe('Zoë 🏠 Ōta');
  });

  it('hold in every public and account schema', () => {
    const nul = 'x\u0000';
    expect(errorsOf(BookingSchema.safeParse(buildBooking({ name: nul }))).name).toBe(UNSUPPORTED_CHARACTER);
    expect(errorsOf(BookingSchema.safeParse(buildBooking({ referrer: nul }))).referrer).toBe(
      UNSUPPORTED_CHARACTER,
    );
    expect(errorsOf(NewsletterSchema.safeParse({ email: 'a@example.com', source: nul })).source).toBe(
      UNSUPPORTED_CHARACTER,
    );
    expect(
      errorsOf(UserCreateSchema.safeParse({ username: nul, password: 'long-enough-pass', role: 'admin' }))
        .username,
    ).toBe(UNSUPPORTED_CHARACTER);
    const capture = CaptureLeadSchema.safeParse({
      ...buildContact(),
      id: crypto.randomUUID(),
      capturedAt: new Date().toISOString(),
      eventName: 'Home Show\ud800',
      staffName: 'Sam',
    });
    expect(errorsOf(capture).eventName).toBe(UNSUPPORTED_CHARACTER);
    const attribution = ContactSchema.safeParse(buildContact({ attribution: { utm_source: nul } }));
    expect(errorsOf(attribution)['attribution.utm_source']).toBe(UNSUPPORTED_CHARACTER);
  });
});

describe('attribution', () => {
  it('is stored trimmed', () => {
    const parsed = ContactSchema.parse(
      buildContact({ attribution: { utm_source: '  google\t', utm_campaign: '\n=spring ' } }),
    );
    expect(parsed.attribution).toEqual({ utm_source: 'google', utm_campaign: '=spring' });
  });
});

describe('source', () => {
  it.each(['event', 'Event', ' EVENT '])('refuses %j on the public form', (source) => {
    expect(errorsOf(ContactSchema.safeParse(buildContact({ source }))).source).toBe(EVENT_SOURCE_REFUSED);
  });

  it('keeps the form sources', () => {
    expect(ContactSchema.parse(buildContact({ source: 'lander' })).source).toBe('lander');
    expect(ContactSchema.parse(buildContact({ source: 'events-page' })).source).toBe('events-page');
  });
});
