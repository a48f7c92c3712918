/** Copy of the home page's hero (/), the part of the page that hydrates. */
import { BUSINESS } from '#shared/business';
import { FINANCING_TERMS } from './facts';
import { imageRef } from './images';

/** The hero. */
export const HOME_HERO = {
  title: 'New Windows, Siding, Doors and Roofs for New Jersey and New York Homes',
  subtitle: `${BUSINESS.yearsOfExperience} years of experience and ${BUSINESS.customers} happy customers. Get a free in-home estimate and financing ${FINANCING_TERMS.summary}, subject to credit approval.`,
  ctaLabel: 'Free Estimate',
  bullets: [
    'Certified siding installers',
    'Preferred roofing contractor',
    `${BUSINESS.bbbRating} BBB rating`,
    `We contact you within ${BUSINESS.contactWithin}`,
  ],
  image: imageRef(
    '/images/hero-house.svg',
    'Two-story New Jersey colonial with new siding and windows',
    'hero',
  ),
} as const;
