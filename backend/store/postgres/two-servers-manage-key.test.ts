/**
 * The manage links' key on PostgreSQL without MANAGE_LINK_SECRET: kept in the database, so a
 * link mailed by one server is the link every other server of the database derives. A key a
 * server had made in its DATA_DIR before keys moved there becomes the database's key.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_TOKEN_HEADER } from '#shared/api-headers';
import { BUSINESS } from '#shared/business';
import { callStart } from '#shared/booking-window';
import type { BookingRecord } from '#shared/schemas/booking';
import { MANAGE_LINK_TEXT } from '#shared/schemas/manage-call';
import { bookableDate, buildBooking } from '../../../tests/factories/booking.factory';
import { MANAGE_KEY_FILE } from '../../lib/manage-token';
import { startPgCluster, type PgCluster } from '../../testing/pg-cluster';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { TEST_ADMIN, makeTempDir, startTestApp, testClock, type TestApp } from '../../testing/test-app';
import { openPgStore } from './pg-store';

const SITE = 'https://www.liberty.test';
const REMINDER_SUBJECT = `Reminder: your call with ${BUSINESS.name}`;

let cluster: PgCluster;
let sink: SmtpSink;
const running: TestApp[] = [];

beforeAll(async () => {
  cluster = await startPgCluster();
  sink = await startSmtpSink();
}, 120_000);

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
  await sink?.stop();
  await cluster?.stop();
});

const tokenOf = (mail: ParsedMail) =>
  new RegExp(`${MANAGE_LINK_TEXT}: ${SITE}/manage-call#([A-Za-z0-9_-]+)`).exec(mail.text!)![1];

describe('the manage-link key on PostgreSQL without MANAGE_LINK_SECRET', () => {
  it('is one for every server of the database: a link mailed by one opens, and is derived alike, on the other', async () => {
    const databaseUrl = await cluster.createDatabase();
    const clock = testClock(new Date());
    const start = async () => {
      const server = await startTestApp({
        databaseUrl,
        dataDir: await makeTempDir(),
        adminUsername: TEST_ADMIN.username,
        adminPassword: TEST_ADMIN.password,
        now: clock.now,
        siteUrl: SITE,
        delivery: { smtpUrl: sink.url, notifyEmails: ['owner@liberty.test'], reminderBeforeMinutes: 60 },
      });
      running.push(server);
      return server;
    };
    const [a, b] = [await start(), await start()];
    const json = buildBooking({ scheduledDate: bookableDate({ dayIndex: 2 }), scheduledTime: '3:00 PM' });
    const res = await a.request('/api/booked-calls', { method: 'POST', json });
    expect(res.status).toBe(201);
    const booked = (await res.json()) as BookingRecord;
    await a.delivery.idle();
    // Server a is gone: its booking's reminder is built by b, with b's key.
    await a.stop();
    running.splice(running.indexOf(a), 1);
    clock.set(new Date(callStart(booked, BUSINESS.timeZone).getTime() - 30 * 60_000));
    b.delivery.wake();
    await b.delivery.idle();

    const forHomeowner = sink.messages.filter((m) => m.text?.includes(MANAGE_LINK_TEXT));
    const confirmation = forHomeowner.find((m) => !m.subject!.startsWith(REMINDER_SUBJECT))!;
    const reminder = forHomeowner.find((m) => m.subject!.startsWith(REMINDER_SUBJECT))!;
    expect(tokenOf(reminder)).toBe(tokenOf(confirmation));
    const opened = await b.request('/api/manage-call', {
      headers: { [MANAGE_TOKEN_HEADER]: tokenOf(reminder) },
    });
    expect(opened.status).toBe(200);
    // Nothing was kept in either server's own folder.
    expect(existsSync(join(a.dataDir, MANAGE_KEY_FILE))).toBe(false);
    expect(existsSync(join(b.dataDir, MANAGE_KEY_FILE))).toBe(false);
  });

  it('is the key a server already had in DATA_DIR, when the database has none yet', async () => {
    const databaseUrl = await cluster.createDatabase();
    const [old, other] = [await makeTempDir(), await makeTempDir()];
    await writeFile(join(old, MANAGE_KEY_FILE), 'key-made-before-it-moved-to-the-database\n');
    const open = (dataDir: string) => openPgStore({ databaseUrl, dataDir, timeZone: BUSINESS.timeZone });
    const first = await open(old);
    const second = await open(other);
    try {
      // The old server starts first; the other, started later, reads the key it stored.
      const keys = [await first.manageLinkKey(), await second.manageLinkKey(), await first.manageLinkKey()];
      expect(keys).toEqual(Array(3).fill('key-made-before-it-moved-to-the-database'));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
