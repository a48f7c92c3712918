/**
 * The browser tests' mail server (started by playwright.config.ts before the app): a real SMTP
 * server (smtp-server) on loopback that saves every accepted message as an .eml file in
 * E2E_MAIL_DIR, where the tests read and parse them. Recipients at refused.example get a
 * permanent 550, as a mailbox that does not exist would.
 */
import { randomUUID } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { REFUSED_DOMAIN, SINK_ANSWER } from './mail-sink';

const port = Number(process.env.SMTP_SINK_PORT);
const folder = process.env.E2E_MAIL_DIR;
if (!port || !folder) throw new Error('SMTP_SINK_PORT and E2E_MAIL_DIR are required');

const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  // The refusal's text carries its own enhanced code; nothing is added to the answers.
  hideENHANCEDSTATUSCODES: true,
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      // Written under a temporary name first: a test never reads half a message.
      const name = `${Date.now()}-${randomUUID()}.eml`;
      const temp = join(folder, `.${name}.tmp`);
      writeFile(temp, Buffer.concat(chunks))
        .then(() => rename(temp, join(folder, name)))
        .then(
          () => callback(null, `${SINK_ANSWER} ${name}`),
          (err: Error) => callback(err),
        );
    });
  },
});

server.listen(port, '127.0.0.1', () => console.log(`SMTP sink on 127.0.0.1:${port}, saving to ${folder}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
