/** Copy of the about page (/about). */
import { BUSINESS } from '#shared/business';
import { imageRef } from './images';
import type { Benefit, ImageRef, PageIntro, Stat } from './types';

/** The about page hero. */
export const ABOUT_INTRO: PageIntro = {
  title: `About ${BUSINESS.name}`,
  subtitle: `A family of craftsmen improving homes in ${BUSINESS.areaServed.join(' and ')} since ${BUSINESS.foundedYear}.`,
};

/** The story, one paragraph per entry. */
export const ABOUT_STORY: readonly string[] = [
  `${BUSINESS.name} started in ${BUSINESS.foundedYear} in ${BUSINESS.address.city}, ${BUSINESS.address.state}, with one truck, a ladder and a simple promise: do the job right, treat every home like our own, and stand behind the work. That promise has carried us through ${BUSINESS.yearsOfExperience} years and ${BUSINESS.customers} customers.`,
  'Over the decades we grew from a small siding crew into a full exterior company, installing replacement windows, vinyl and fiber cement siding, entry and patio doors and complete roofs. Our installers are certified, our project managers know the towns we work in, and we are a preferred contractor with a leading roofing manufacturer.',
  `Today we serve ${BUSINESS.serviceAreaSummary}. Many of our jobs come from neighbors and past customers, which is why ${BUSINESS.satisfaction} satisfaction and an ${BUSINESS.bbbRating} Better Business Bureau rating matter so much to us.`,
];

/** Picture beside the story. */
export const ABOUT_IMAGE: ImageRef = imageRef(
  '/images/about/team.svg',
  'Installation crew in hard hats beside the company van',
);

/** The three value blocks. */
export const ABOUT_VALUES: readonly Benefit[] = [
  {
    title: 'Quality Craftsmanship',
    description:
      'We install quality products the way the manufacturer intends, with no shortcuts on flashing, sealing or trim.',
  },
  {
    title: 'Honest, Upfront Pricing',
    description: 'You get a written, itemized estimate and a price that does not change once you sign.',
  },
  {
    title: 'Customer First',
    description: `We call you back within ${BUSINESS.contactWithin}, show up when we say we will and clean up every day.`,
  },
];

/** The figures on the about page. */
export const ABOUT_STATS: readonly Stat[] = [
  { number: BUSINESS.yearsOfExperience, label: 'Years of Experience' },
  { number: BUSINESS.customers, label: 'Happy Customers' },
  { number: BUSINESS.satisfaction, label: 'Customer Satisfaction' },
  { number: BUSINESS.bbbRating, label: 'BBB Rating' },
];
