import { describe, expect, it } from 'vitest';
import { HashSlots } from './hash-slots';

describe('HashSlots', () => {
  it('hands out two slots, refuses a third, and takes each back once', () => {
    const slots = new HashSlots();
    const first = slots.take()!;
    const second = slots.take()!;
    expect(slots.take()).toBeUndefined();
    first();
    first();
    expect(slots.take()).toBeDefined();
    expect(slots.take()).toBeUndefined();
    second();
    expect(slots.take()).toBeDefined();
  });

  it('keeps one slot for a known device: a flood of other sign-ins cannot take it', () => {
    const slots = new HashSlots();
    const flood = [slots.take()!, slots.take()!];
    expect(slots.take()).toBeUndefined();
    const owner = slots.take({ knownDevice: true })!;
    expect(owner).toBeDefined();
    expect(slots.take({ knownDevice: true })).toBeUndefined();
    owner();
    expect(slots.take()).toBeUndefined();
    flood[0]();
    // A shared slot is taken first, so the reserved one stays free.
    expect(slots.take({ knownDevice: true })).toBeDefined();
    expect(slots.take({ knownDevice: true })).toBeDefined();
  });
});
