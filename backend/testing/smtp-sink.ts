/**
 * A real SMTP server on loopback for tests (smtp-server), keeping every accepted message parsed
 * by mailparser. Recipients at refused.example get a permanent 550; stop() and listen() again
 * on the same port play a server that is down and comes back.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import smtp from 'smtp-server';

/** Any recipient at this domain is refused with a 550. */
export const REFUSED_DOMAIN = 'refused.example';

export interface SmtpSink {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Raw source of each accepted message, in the order of `messages`. */
  raw: string[];
  /** Resolves once `count` messages have been accepted (10 s at most). */
  waitFor(count: number): Promise<ParsedMail[]>;
  listen(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const raw: string[] = [];
  const make = () =>
    new smtp.SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith(`@${REFUSED_DOMAIN}`)) {
          const err = Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 });
          return callback(err);
        }
        callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          simpleParser(text).then(
            (parsed) => {
              raw.push(text);
              messages.push(parsed);
              callback(null, 'OK: queued as test');
            },
            (err: Error) => callback(err),
          );
        });
      },
    });
  let server = make();
  const sink: SmtpSink = {
    port,
    url: '',
    messages,
    raw,
    async listen() {
      server = make();
      await new Promise<void>((resolve) => server.listen(sink.port, '127.0.0.1', resolve));
      sink.port = (server.server.address() as AddressInfo).port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async waitFor(count) {
      const until = Date.now() + 10_000;
      while (messages.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      if (messages.length < count) throw new Error(`${messages.length} of ${count} messages arrived`);
      return messages;
    },
  };
  await sink.listen();
  return sink;
}
