import { describe, expect, it } from 'vitest';
import { isBookableDay } from '#shared/booking-window';
import { benchDay, createBenchClock } from './bench-clock';

const NY = 'America/New_York';
const BASE = '2026-11-24';

describe('bench clock', () => {
  it("puts a booking's own day inside the booking window, however far behind the others it arrives", () => {
    const clock = createBenchClock(BASE, NY);
    clock.run('200', () => {});
    let late: Date | undefined;
    clock.run('3', () => (late = clock.now()));
    expect(isBookableDay(benchDay(BASE, 3), late!, NY)).toBe(true);
    let current: Date | undefined;
    clock.run('200', () => (current = clock.now()));
    expect(isBookableDay(benchDay(BASE, 200), current!, NY)).toBe(true);
  });

  it('keeps the day across awaits, and reads near the highest day outside a booking', async () => {
    const clock = createBenchClock(BASE, NY);
    const seen: Date[] = [];
    await new Promise<void>((resolve) =>
      clock.run('50', async () => {
        await new Promise((r) => setTimeout(r, 1));
        seen.push(clock.now());
        resolve();
      }),
    );
    expect(isBookableDay(benchDay(BASE, 50), seen[0], NY)).toBe(true);
    expect(isBookableDay(benchDay(BASE, 50), clock.now(), NY)).toBe(true);
  });
});
