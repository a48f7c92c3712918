/** Valid POST /api/newsletter bodies, each with its own address unless one is given. */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { NewsletterSchema } from '#shared/schemas/newsletter';

export type NewsletterInput = z.input<typeof NewsletterSchema>;

export function buildNewsletterSignup(overrides: Partial<NewsletterInput> = {}): NewsletterInput {
  return { email: `reader-${randomUUID().slice(0, 8)}@example.com`, source: 'blog', ...overrides };
}
