/**
 * The real server (a child process) is killed with SIGKILL right after a booking's 201, while its
 * reminder is scheduled for a few seconds later; after a restart the reminder is not sent early
 * and arrives, exactly once, at its time.
 */
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '#shared/business';
import { callStart } from '#shared/booking-window';
import { buildBooking, bookableDate } from '../../tests/factories/booking.factory';
import { killHard, startServerProcess } from '../testing/server-process';
import { startSmtpSink } from '../testing/smtp-sink';
import { makeTempDir, seedTestAdmin } from '../testing/test-app';

const MINUTE = 60_000;
const REMINDER_SUBJECT = `Reminder: your call with ${BUSINESS.name}`;

describe('a crash between scheduling a reminder and sending it (SIGKILL)', () => {
  it('sends the reminder once, at its time, after the restart', async () => {
    const dataDir = await makeTempDir('lhe-reminder-crash-');
    await seedTestAdmin(dataDir);
    const booking = buildBooking({ scheduledDate: bookableDate({ dayIndex: 2 }), name: 'Crash Reminder' });
    const start = callStart(
      { scheduledDate: booking.scheduledDate as string, scheduledTime: '3:00 PM' },
      BUSINESS.timeZone,
    );
    // Whole minutes before the call that put the reminder 25 to 85 seconds from now.
    const minutes = Math.floor((start.getTime() - Date.now() - 25_000) / MINUTE);
    const due = start.getTime() - minutes * MINUTE;
    const sink = await startSmtpSink();
    await sink.stop(); // down while the first server runs: nothing leaves it
    const env = {
      SMTP_URL: sink.url,
      NOTIFY_EMAIL: 'owner@liberty.test',
      REMINDER_BEFORE_MINUTES: String(minutes),
    };

    const first = await startServerProcess({ dataDir, env });
    const res = await fetch(`${first.baseUrl}/api/booked-calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(booking),
    });
    expect(res.status).toBe(201);
    await killHard(first);

    await sink.listen();
    const second = await startServerProcess({ dataDir, env });
    try {
      // The owner's email and the confirmation go at the start; the reminder waits for its time.
      await sink.waitFor(2);
      expect(Date.now()).toBeLessThan(due);
      expect(sink.messages.filter((m) => m.subject?.startsWith(REMINDER_SUBJECT))).toHaveLength(0);
      await expect
        .poll(() => sink.messages.filter((m) => m.subject?.startsWith(REMINDER_SUBJECT)).length, {
          timeout: due - Date.now() + 15_000,
          interval: 250,
        })
        .toBe(1);
      expect(Date.now()).toBeGreaterThanOrEqual(due);
      await new Promise((r) => setTimeout(r, 1500));
      expect(sink.messages).toHaveLength(3);
    } finally {
      await killHard(second);
      await sink.stop();
    }
  }, 150_000);
});
