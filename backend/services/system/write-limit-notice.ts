/**
 * The owner's email on the first refusal of a UTC day by the daily cap or a client's quota. It
 * names the limit, never a lead or a client address (those are in the server log).
 */
import { BUSINESS } from '#shared/business';
import { ADMIN_WARNINGS } from '#shared/schemas/system';
import type { WriteBites } from '../../middlewares/write-guard';

export function writeLimitNotice(bites: WriteBites, now: Date): { subject: string; text: string } {
  const day = now.toISOString().slice(0, 10);
  const what = bites.cap.length > 0 ? ADMIN_WARNINGS.dailyCap : ADMIN_WARNINGS.clientQuota;
  return {
    subject: `${BUSINESS.name} site: a daily limit refused form posts on ${day}`,
    text:
      `${what}\n\n` +
      'The server log says which limit and when. If real customers were refused, raise ' +
      'DAILY_WRITE_QUOTA_PER_CLIENT or DAILY_WRITE_CAP. This email is sent at most once a day.\n',
  };
}
