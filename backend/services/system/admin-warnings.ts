/** The admin banner's lines: what today's write limits refused, and an untrusted proxy. */
import { ADMIN_WARNINGS } from '#shared/schemas/system';
import type { WriteBites } from '../../middlewares/write-guard';

export function adminWarnings(facts: { bites: WriteBites; forwardedUntrusted: boolean }): string[] {
  const warnings: string[] = [];
  if (facts.forwardedUntrusted) warnings.push(ADMIN_WARNINGS.untrustedProxy);
  if (facts.bites.cap.length > 0) warnings.push(ADMIN_WARNINGS.dailyCap);
  if (facts.bites.quotaClients > 0) warnings.push(ADMIN_WARNINGS.clientQuota);
  return warnings;
}
