/** Copy of the two thank-you pages. */
import { BUSINESS } from '#shared/business';
import type { ProcessStep } from './types';

/** The thank-you page after a contact request. */
export const THANK_YOU = {
  title: 'Thank You! Your Request Has Been Submitted',
  text: `A member of our team will contact you within ${BUSINESS.contactWithin} to schedule your free in-home estimate.`,
} as const;

/** What a thank-you page, or a form that cannot reach it, says of a request kept on this device. */
export const SAVED_ON_DEVICE = {
  title: 'Saved on this device',
  text: (what: string) =>
    `You are offline or the connection failed, so your ${what} is saved on this device and will be sent automatically when the connection returns. Keep this page or app open or come back later; you can see it under “saved requests” at the bottom of the screen.`,
} as const;

/** The three "what happens next" steps. */
export const THANK_YOU_STEPS: readonly ProcessStep[] = [
  {
    title: 'We Call You',
    description: `A project consultant calls you within ${BUSINESS.contactWithin} to learn about your project and answer your first questions.`,
  },
  {
    title: 'Free In-Home Estimate',
    description: 'We visit at a time that suits you, measure, show you samples and leave a written estimate.',
  },
  {
    title: 'Your Project Begins',
    description:
      'Once you approve, we order your materials, schedule installation and keep you updated every step of the way.',
  },
];

/** The thank-you page after booking a call (title exact, spec §2). */
export const BOOKED_CALL_THANK_YOU = {
  title: 'Call Booked Successfully!',
  text: 'You will receive a confirmation email with the date and time of your call shortly.',
  anotherCallLabel: 'Book Another Call',
} as const;
