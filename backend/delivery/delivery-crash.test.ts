/**
 * The real server (a child process) is killed with SIGKILL right after a lead's 201, before its
 * email could go out (the SMTP server is down); after a restart with the server up, the email
 * arrives exactly once.
 */
import { describe, expect, it } from 'vitest';
import { buildContact } from '../../tests/factories/contact.factory';
import { killHard, startServerProcess } from '../testing/server-process';
import { startSmtpSink } from '../testing/smtp-sink';
import { makeTempDir, seedTestAdmin } from '../testing/test-app';

describe('a crash after the 201 and before delivery (SIGKILL)', () => {
  it('delivers the message once after the restart', async () => {
    const dataDir = await makeTempDir('lhe-delivery-crash-');
    await seedTestAdmin(dataDir);
    const sink = await startSmtpSink();
    await sink.stop(); // its port now refuses connections
    const env = { SMTP_URL: sink.url, NOTIFY_EMAIL: 'owner@liberty.test' };

    const first = await startServerProcess({ dataDir, env });
    const res = await fetch(`${first.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildContact({ name: 'Crash Survivor' })),
    });
    expect(res.status).toBe(201);
    await killHard(first);

    await sink.listen();
    const second = await startServerProcess({ dataDir, env });
    try {
      const [mail] = await sink.waitFor(1);
      expect(mail.subject).toContain('Crash Survivor');
      await new Promise((r) => setTimeout(r, 1000));
      expect(sink.messages).toHaveLength(1);
    } finally {
      await killHard(second);
      await sink.stop();
    }
  }, 60_000);
});
