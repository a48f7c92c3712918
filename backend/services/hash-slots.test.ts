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
});
