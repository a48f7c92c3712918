/** A tap on a phone link or call button, recorded for the owner's dashboard. */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';
import { AttributionSchema } from './attribution';
import { ClientIdField, requiredText } from './fields';

/** POST /api/phone-clicks. */
export const PhoneClickSchema = z.object({
  id: ClientIdField,
  page: requiredText('Page is required', TEXT_LIMITS.page),
  element: requiredText('Element is required', TEXT_LIMITS.element),
  isHeader: z.boolean({ error: 'isHeader must be true or false' }).default(false),
  attribution: AttributionSchema,
});

/** A parsed phone click. */
export type PhoneClick = z.output<typeof PhoneClickSchema>;

/** A stored phone click. */
export interface PhoneClickRecord extends Omit<PhoneClick, 'id'> {
  id: string;
  createdAt: string;
}
