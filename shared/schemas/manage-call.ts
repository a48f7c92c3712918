/**
 * The homeowner's manage link (/manage-call#<secret>): what GET, PATCH and DELETE
 * /api/manage-call answer. The page and the server share these.
 */

/** A booked call as its manage link shows it: nothing but what the homeowner already knows. */
export interface ManagedCall {
  /** First name only (the text before the first space). */
  name: string;
  service: string;
  /** ISO timestamp, as stored. */
  scheduledDate: string;
  /** Slot label, e.g. '10:00 AM'. */
  scheduledTime: string;
  /** The business's IANA zone, e.g. 'America/New_York'. */
  timeZone: string;
  /** The zone as people say it, e.g. 'Eastern Time'. */
  timeZoneName: string;
  state: 'booked' | 'rescheduled';
}

/** The one answer to every link that does not work (wrong, expired, spent, cancelled). */
export const MANAGE_LINK_INVALID = 'This link is not valid any more';

/** The manage link's text in every email that carries it. */
export const MANAGE_LINK_TEXT = 'Reschedule or cancel your call';
