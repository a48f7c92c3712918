/**
 * Newsletter signups, one per address. The caller answers every accepted signup alike (new
 * address, known one or a bot's), so nobody learns who is subscribed.
 */
import { randomUUID } from 'node:crypto';
import type { NewsletterRecord, NewsletterSignup } from '#shared/schemas/newsletter';
import type { Repositories } from '../store/repository';
import { isBot } from './saved-record';

export async function subscribeToNewsletter(
  store: Repositories,
  input: NewsletterSignup,
  now: Date,
): Promise<void> {
  const { email, source, website } = input;
  const record: NewsletterRecord = { id: randomUUID(), email, source, createdAt: now.toISOString() };
  if (!isBot(website)) await store.newsletter.subscribe(record);
}
