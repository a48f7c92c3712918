import { describe, expect, it } from 'vitest';
import { DELIVERY_CHANNELS, DELIVERY_STATES, type DeliveryRecord } from '#shared/schemas/delivery';
import { ALL_STATES, CHANNELS, canRetry, deliveryStateText, notConfiguredText } from './delivery-text';

const base: DeliveryRecord = {
  id: 'lead-1.owner-email',
  leadId: 'lead-1',
  leadKind: 'contact',
  event: 'lead.created',
  channel: 'owner-email',
  to: ['owner@example.com', 'office@example.com'],
  state: 'queued',
  attempts: 0,
  createdAt: '2026-03-05T17:59:00.000Z',
};

describe('delivery state text', () => {
  it('knows every state and channel of the contract, in its order', () => {
    expect(ALL_STATES).toEqual(DELIVERY_STATES);
    expect(CHANNELS).toEqual(DELIVERY_CHANNELS);
  });

  it('reads each state as the admin pages show it, times in the business zone', () => {
    expect(deliveryStateText(base)).toBe('Queued');
    expect(deliveryStateText({ ...base, state: 'sent', sentAt: '2026-03-05T18:00:00.000Z' })).toBe(
      'Sent Mar 5, 1:00 PM to owner@example.com, office@example.com',
    );
    expect(
      deliveryStateText({
        ...base,
        state: 'retrying',
        nextAttemptAt: '2026-07-01T16:05:00.000Z',
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      }),
    ).toBe('Retrying: next attempt Jul 1, 12:05 PM; last error: connect ECONNREFUSED 127.0.0.1:25');
    expect(deliveryStateText({ ...base, state: 'failed', lastError: '550 5.1.1 Mailbox unavailable' })).toBe(
      'Failed: 550 5.1.1 Mailbox unavailable',
    );
    expect(deliveryStateText({ ...base, state: 'kept', file: 'x.eml' })).toBe('Kept, email not configured');
  });

  it('offers a retry for failed and retrying messages only', () => {
    const states = ['queued', 'sent', 'retrying', 'failed', 'kept'] as const;
    expect(states.filter((state) => canRetry({ ...base, state }))).toEqual(['retrying', 'failed']);
  });

  it('counts the kept messages in the not-configured banner', () => {
    expect(notConfiguredText(1, '/srv/data/mail')).toBe(
      'Email is not configured (SMTP_URL is not set): 1 message was kept as .eml files in /srv/data/mail and not sent.',
    );
    expect(notConfiguredText(3, 'data/store/mail')).toBe(
      'Email is not configured (SMTP_URL is not set): 3 messages were kept as .eml files in data/store/mail and not sent.',
    );
  });
});
