/** The homeowner's view of their booked call through the manage link (GET/PATCH /api/manage-call). */

/** What the manage link shows: no contact details beyond the first name. */
export interface ManagedCall {
  /** first name only (text before the first space) */
  name: string;
  service: string;
  /** ISO timestamp, as stored */
  scheduledDate: string;
  /** slot label, e.g. '10:00 AM' */
  scheduledTime: string;
  /** business IANA zone, e.g. 'America/New_York' */
  timeZone: string;
  /** e.g. 'Eastern Time' */
  timeZoneName: string;
  state: 'booked' | 'rescheduled';
}
