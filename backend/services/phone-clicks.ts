/** Taps on phone links, stored once per client id (an outbox may send one again). */
import { randomUUID } from 'node:crypto';
import type { PhoneClick, PhoneClickRecord } from '#shared/schemas/phone-click';
import type { Repositories } from '../store/repository';
import { savedOf, type Saved } from './saved-record';

export async function recordPhoneClick(
  store: Repositories,
  input: PhoneClick,
  now: Date,
): Promise<Saved<PhoneClickRecord>> {
  const { id, ...fields } = input;
  const record: PhoneClickRecord = { id: id ?? randomUUID(), ...fields, createdAt: now.toISOString() };
  return savedOf(await store.phoneClicks.insertIfAbsent(record), record);
}
