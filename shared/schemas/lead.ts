/**
 * A lead is what a visitor leaves for the owner: an estimate request (the `contact` kind, stored
 * in `contacts`, from the estimate forms and the canvassers' capture) or a booked call (the
 * `booking` kind, stored in `bookings`). docs/guide.md's glossary names the rest.
 */
import type { BookingRecord } from './booking';
import type { ContactRecord } from './contact';
import type { DeliveryRecord } from './delivery';
import type { LeadActivity } from './lead-status';

/** Which kind of lead, and so which collection it is stored in. */
export type LeadKind = 'contact' | 'booking';

/** GET /api/admin/leads/:id: one lead of either kind with its messages and how it is worked. */
export type LeadDetail = (
  { kind: 'contact'; record: ContactRecord } | { kind: 'booking'; record: BookingRecord }
) & { deliveries: DeliveryRecord[]; activity: LeadActivity };
