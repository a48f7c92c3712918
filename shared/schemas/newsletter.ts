/** Newsletter signup from the blog. */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';
import { EmailField, HoneypotField, labelText } from './fields';

/** POST /api/newsletter. */
export const NewsletterSchema = z.object({
  email: EmailField,
  source: labelText(TEXT_LIMITS.source).optional().default('blog'),
  website: HoneypotField,
});

/** A parsed newsletter signup. */
export type NewsletterSignup = z.output<typeof NewsletterSchema>;

/** A stored newsletter subscriber. */
export interface NewsletterRecord {
  id: string;
  email: string;
  source: string;
  createdAt: string;
}
