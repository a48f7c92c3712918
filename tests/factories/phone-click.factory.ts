/** Valid POST /api/phone-clicks bodies. */
import type { z } from 'zod';
import type { PhoneClickSchema } from '#shared/schemas/phone-click';

export type PhoneClickInput = z.input<typeof PhoneClickSchema>;

export function buildPhoneClick(overrides: Partial<PhoneClickInput> = {}): PhoneClickInput {
  return { page: '/windows', element: 'header-phone', isHeader: true, ...overrides };
}
