/**
 * The browser tests' side of the SMTP sink (smtp-sink.server.ts): where it saves the messages it
 * accepts, and reading them back parsed by mailparser.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Any recipient at this domain is refused with '550 5.1.1 Mailbox unavailable'. */
export const REFUSED_DOMAIN = 'refused.example';

/** How the sink's acceptance answer starts ('250 Message saved as <file>'). */
export const SINK_ANSWER = 'Message saved as';

/** The sink's folder (set by playwright.config.ts, inherited by the test workers). */
export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

const addresses = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((a) => a.address?.toLowerCase() ?? ''));

/** Every message the sink accepted for an address, parsed. */
export async function mailTo(address: string): Promise<ParsedMail[]> {
  const dir = mailDir();
  const names = (await readdir(dir)).filter((n) => n.endsWith('.eml'));
  const parsed = await Promise.all(names.map(async (n) => simpleParser(await readFile(join(dir, n)))));
  return parsed.filter((mail) => addresses(mail).includes(address.toLowerCase()));
}
