/**
 * How email leaves the server. With SMTP_URL, nodemailer's SMTP transport; without it, the same
 * message is written as a standard .eml file to DATA_DIR/mail (one per message, owner-only), so
 * a new install loses nothing and shows exactly what would have been sent.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailTransportInfo } from '#shared/schemas/delivery';
import { isLoopbackHost } from '../lib/loopback';
import { FILE_MODE, FOLDER_MODE } from '../store/owner-only';
import { smtpFailure } from './retry-policy';

export type MailOutcome = { state: 'sent'; response: string } | { state: 'kept'; file: string };

export interface Mailer {
  readonly info: MailTransportInfo;
  /** Send (or keep) one message; throws a DeliveryFailure. `name` names its .eml file. */
  send(message: SendMailOptions, name: string): Promise<MailOutcome>;
  close(): void;
}

// An unreachable or stalled server must not hold the worker for minutes (nodemailer's defaults).
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The SMTP transport's options from SMTP_URL. smtp:// to another machine must upgrade with
 * STARTTLS (requireTLS), so a network attacker cannot strip it and read the password and the
 * leads; only a relay on this machine may speak in clear.
 */
export function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    // A pooled connection: a burst of leads costs one SMTP handshake, not one per message.
    pool: true,
    maxConnections: 1,
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    requireTLS: !secure && !isLoopbackHost(url.hostname),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    ...TIMEOUTS,
  } as const;
}

function smtpMailer(smtpUrl: string): Mailer {
  const options = smtpTransportOptions(smtpUrl);
  const transport = nodemailer.createTransport(options);
  const { host, port, secure } = options;
  return {
    info: { kind: 'smtp', host, port, secure },
    async send(message) {
      try {
        const info = await transport.sendMail(message);
        return { state: 'sent', response: String(info.response ?? '') };
      } catch (err) {
        throw smtpFailure(err);
      }
    },
    close: () => transport.close(),
  };
}

function fileMailer(folder: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    info: { kind: 'files', folder },
    async send(message, name) {
      const { message: eml } = await transport.sendMail(message);
      await mkdir(folder, { recursive: true, mode: FOLDER_MODE });
      const file = `${name.replace(/[^\w.-]/g, '_')}.eml`;
      const temp = join(folder, `.${file}.tmp`);
      await writeFile(temp, eml as Buffer, { mode: FILE_MODE });
      await rename(temp, join(folder, file));
      return { state: 'kept', file };
    },
    close: () => transport.close(),
  };
}

export function createMailer(smtpUrl: string | undefined, mailDir: string): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl) : fileMailer(mailDir);
}
