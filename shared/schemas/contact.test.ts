import { describe, expect, it } from 'vitest';
import { BookingSchema } from './booking';
import { ContactSchema } from './contact';
import { PhoneClickSchema } from './phone-click';

const validContact = {
  name: 'Maria Lopez',
  phone: '(201) 555-0100',
  email: 'maria@example.com',
  address: '12 Palisade Ave',
  city: 'Fort Lee',
  state: 'NJ',
  service: 'windows',
  homeowner: true,
};

/** The first message the schema gives for a field, as the form and the API show it. */
function messageFor(schema: typeof ContactSchema | typeof BookingSchema, body: object, field: string) {
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('ContactSchema', () => {
  it('accepts a complete request and applies defaults', () => {
    const { homeowner: _h, ...withoutHomeowner } = validContact;
    const parsed = ContactSchema.parse(withoutHomeowner);
    expect(parsed.homeowner).toBe(false);
    expect(parsed.source).toBe('website');
  });

  it.each([
    ['(555) 123-4567'],
    ['555-123-4567'],
    ['555 123 4567'],
    ['5551234567'],
    ['+1 555 123 4567'],
    ['+1-555-123-4567'],
    ['+15551234567'],
  ])('accepts the US phone %s', (phone) => {
    expect(ContactSchema.safeParse({ ...validContact, phone }).success).toBe(true);
  });

  it.each([['555-1234'], ['12345678901'], ['(555 123-4567x'], ['phone'], ['+44 20 7946 0958']])(
    'refuses the phone %s with the spec message',
    (phone) => {
      expect(messageFor(ContactSchema, { ...validContact, phone }, 'phone')).toBe(
        'Please enter a valid US phone number (e.g., (555) 123-4567)',
      );
    },
  );

  it('gives every spec message', () => {
    expect(messageFor(ContactSchema, { ...validContact, phone: '' }, 'phone')).toBe(
      'Phone number is required',
    );
    expect(messageFor(ContactSchema, { ...validContact, phone: undefined }, 'phone')).toBe(
      'Phone number is required',
    );
    expect(messageFor(ContactSchema, { ...validContact, email: '' }, 'email')).toBe('Email is required');
    expect(messageFor(ContactSchema, { ...validContact, email: 'maria@' }, 'email')).toBe(
      'Please enter a valid email address',
    );
    expect(messageFor(ContactSchema, { ...validContact, state: '' }, 'state')).toBe('Please select a state');
    expect(messageFor(ContactSchema, { ...validContact, state: 'N' }, 'state')).toBe('Please select a state');
    expect(messageFor(ContactSchema, { ...validContact, state: 'NJX' }, 'state')).toBe(
      'State must be 2 characters',
    );
    expect(messageFor(ContactSchema, { ...validContact, name: '  ' }, 'name')).toBe('Name is required');
    expect(messageFor(ContactSchema, { ...validContact, address: '' }, 'address')).toBe(
      'Address is required',
    );
    expect(messageFor(ContactSchema, { ...validContact, city: '' }, 'city')).toBe('City is required');
    expect(messageFor(ContactSchema, { ...validContact, service: '' }, 'service')).toBe(
      'Service is required',
    );
  });

  it('limits the length of free text', () => {
    expect(ContactSchema.safeParse({ ...validContact, message: 'x'.repeat(2001) }).success).toBe(false);
    expect(ContactSchema.safeParse({ ...validContact, name: 'x'.repeat(101) }).success).toBe(false);
  });

  it('drops keys it does not know (no prototype tricks reach the store)', () => {
    const parsed = ContactSchema.parse(
      JSON.parse(
        `{"__proto__": {"polluted": true}, "isAdmin": true, ${JSON.stringify(validContact).slice(1)}`,
      ),
    );
    expect(parsed).not.toHaveProperty('isAdmin');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('BookingSchema', () => {
  const validBooking = {
    scheduledDate: '2026-11-23T05:00:00.000Z',
    scheduledTime: '3:00 PM',
    name: 'Sam Patel',
    phone: '201-555-0101',
    email: 'sam@example.com',
    address: '5 Main St, Hoboken, NJ',
    zipcode: '07030',
    service: 'Vinyl Siding',
    willShowUp: true,
  };

  it('coerces the date and applies the referrer default', () => {
    const parsed = BookingSchema.parse(validBooking);
    expect(parsed.scheduledDate).toBeInstanceOf(Date);
    expect(parsed.referrer).toBe('lander-c');
  });

  it('gives every spec message', () => {
    expect(messageFor(BookingSchema, { ...validBooking, scheduledTime: '' }, 'scheduledTime')).toBe(
      'Time is required',
    );
    expect(messageFor(BookingSchema, { ...validBooking, name: '' }, 'name')).toBe('Name is required');
    expect(messageFor(BookingSchema, { ...validBooking, address: '' }, 'address')).toBe(
      'Address is required',
    );
    expect(messageFor(BookingSchema, { ...validBooking, zipcode: '0703' }, 'zipcode')).toBe(
      'Zipcode must be at least 5 digits',
    );
    expect(messageFor(BookingSchema, { ...validBooking, zipcode: '07030-12' }, 'zipcode')).toBe(
      'Please enter a valid US zipcode',
    );
    expect(messageFor(BookingSchema, { ...validBooking, zipcode: 'abcde' }, 'zipcode')).toBe(
      'Please enter a valid US zipcode',
    );
    expect(messageFor(BookingSchema, { ...validBooking, service: '' }, 'service')).toBe(
      'Service is required',
    );
    expect(messageFor(BookingSchema, { ...validBooking, phone: '' }, 'phone')).toBe(
      'Phone number is required',
    );
    expect(messageFor(BookingSchema, { ...validBooking, email: 'x' }, 'email')).toBe(
      'Please enter a valid email address',
    );
    expect(messageFor(BookingSchema, { ...validBooking, willShowUp: undefined }, 'willShowUp')).toBeDefined();
  });

  it('accepts 5+4 zipcodes', () => {
    expect(BookingSchema.safeParse({ ...validBooking, zipcode: '07030-1234' }).success).toBe(true);
  });
});

describe('PhoneClickSchema', () => {
  it('defaults isHeader to false and requires page and element', () => {
    expect(PhoneClickSchema.parse({ page: '/', element: 'hero-cta' }).isHeader).toBe(false);
    expect(PhoneClickSchema.safeParse({ page: '', element: 'x' }).success).toBe(false);
  });
});
