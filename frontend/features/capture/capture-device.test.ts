import { describe, expect, it } from 'vitest';
import { earlierCapture, type CapturedLead } from './capture-device';

const lead = (overrides: Partial<CapturedLead>): CapturedLead => ({
  recordId: 'r1',
  name: 'Ann One',
  phone: '(201) 555-0101',
  email: 'ann@example.com',
  eventName: 'Spring Home Show',
  capturedAt: '2026-06-06T14:42:00Z',
  ...overrides,
});

describe('earlierCapture', () => {
  const log = [lead({})];

  it('finds the same phone in another format, or the same email in other case, at the same event', () => {
    const next = { eventName: 'Spring Home Show', email: 'other@example.com' };
    expect(earlierCapture(log, { ...next, phone: '+1 201-555-0101' })?.recordId).toBe('r1');
    expect(earlierCapture(log, { ...next, phone: '201 555 0199', email: 'ANN@example.com ' })?.recordId).toBe(
      'r1',
    );
  });

  it('ignores the same person at another event, and different people', () => {
    expect(
      earlierCapture(log, { eventName: 'Street Fair', phone: '2015550101', email: 'ann@example.com' }),
    ).toBe(undefined);
    expect(
      earlierCapture(log, { eventName: 'Spring Home Show', phone: '2015550199', email: 'bo@example.com' }),
    ).toBe(undefined);
  });
});
