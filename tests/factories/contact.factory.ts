/** Valid POST /api/contact bodies; override any field. */
import type { ContactInput } from '#shared/schemas/contact';

export function buildContact(overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    name: 'Jane Homeowner',
    phone: '(201) 555-0199',
    email: 'jane.homeowner@example.com',
    address: '12 Palisade Avenue',
    city: 'Fort Lee',
    state: 'NJ',
    service: 'siding',
    homeowner: true,
    message: 'Looking for a quote on new siding.',
    source: 'website',
    ...overrides,
  };
}
