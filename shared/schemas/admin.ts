/** What the owner's dashboard reads beyond the plain lists. */
import type { PhoneClickRecord } from './phone-click';

/** GET /api/admin/summary: counts and the most recent phone clicks (spec §2 dashboard panels). */
export interface AdminSummary {
  contacts: number;
  bookings: number;
  phoneClicks: {
    total: number;
    header: number;
    /** The 10 most recent clicks. */
    recent: PhoneClickRecord[];
    /** Clicks whose page is /lander-p, and the 5 most recent of them. */
    landerP: { total: number; recent: PhoneClickRecord[] };
  };
}

/** Recent items the summary returns (spec §9). */
export const ADMIN_RECENT = { phoneClicks: 10, landerPClicks: 5 } as const;
