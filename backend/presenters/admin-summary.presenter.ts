/** The dashboard's summary: lead counts without Spam, and the phone clicks' panels. */
import type { AdminSummary } from '#shared/schemas/admin';
import type { LeadKind } from '#shared/schemas/lead';
import type { PhoneClickStats } from '../store/repository';

export function adminSummary(
  stored: Record<LeadKind, number>,
  spam: Record<LeadKind, number>,
  clicks: PhoneClickStats,
): AdminSummary {
  const { page: landerP, ...phoneClicks } = clicks;
  // Spam is out of every count (issue: only the inbox's Spam filter shows it).
  return {
    contacts: stored.contact - spam.contact,
    bookings: stored.booking - spam.booking,
    phoneClicks: { ...phoneClicks, landerP },
  };
}
