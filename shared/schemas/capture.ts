/**
 * A lead taken by a canvasser at an event (POST /api/capture/leads, the /capture page's
 * resolver): the estimate form's fields and messages, plus the best time to call, the event and
 * the staff member. The server sets the source ('event') and who was signed in.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';
import { ContactSchema } from './contact';
import { ClientIdSchema, optionalText, requiredText } from './fields';

/** The event and the staff member, kept on the device until changed. */
export const CaptureEventSchema = z.object({
  eventName: requiredText('Event name is required', TEXT_LIMITS.eventName),
  staffName: requiredText('Staff name is required', TEXT_LIMITS.name),
});

/** What the canvasser types for each person: the capture form's resolver. */
export const CaptureFieldsSchema = ContactSchema.omit({
  id: true,
  capturedAt: true,
  source: true,
  attribution: true,
  website: true,
}).extend({ bestTimeToCall: optionalText(TEXT_LIMITS.bestTimeToCall) });

/** What the capture page sends for each lead. */
export const CaptureLeadSchema = CaptureFieldsSchema.extend({
  // Always set by the page: the outbox's idempotent create and the device's own list need it.
  id: ClientIdSchema,
  capturedAt: z.iso.datetime({ offset: true, error: 'Invalid capture time' }),
}).extend(CaptureEventSchema.shape);

export type CaptureEvent = z.output<typeof CaptureEventSchema>;
export type CaptureFieldsInput = z.input<typeof CaptureFieldsSchema>;
export type CaptureFields = z.output<typeof CaptureFieldsSchema>;
export type CaptureLeadSubmission = z.output<typeof CaptureLeadSchema>;
