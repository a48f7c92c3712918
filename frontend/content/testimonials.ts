/** Copy of the testimonials page (/testimonials): reviews, figures and review sites. */
import { BUSINESS } from '#shared/business';
import type { CopyBlock, ReviewPlatform, Stat, Testimonial } from './types';

/** Six customer reviews. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Maria G.',
    location: 'Montclair, NJ',
    rating: 5,
    text: 'We replaced all sixteen windows in our 1920s colonial. The crew finished in two days, protected our floors and left the house cleaner than they found it. The upstairs bedrooms are finally warm this winter.',
    service: 'Window Replacement',
    date: '2025-02-11',
  },
  {
    name: 'James and Linda P.',
    location: 'Toms River, NJ',
    rating: 5,
    text: "After a nor'easter took half our old siding, they had us in new insulated vinyl within two weeks. The salesman never pushed, the price matched the estimate and the house looks brand new.",
    service: 'Vinyl Siding',
    date: '2024-11-04',
  },
  {
    name: 'Anthony R.',
    location: 'Great Kills, Staten Island, NY',
    rating: 5,
    text: 'A storm opened a hole in our roof on a Saturday night. They had a tarp on it the same night and replaced the whole roof the following week. I cannot say enough about how they handled it.',
    service: 'Roof Replacement',
    date: '2024-09-18',
  },
  {
    name: 'Priya S.',
    location: 'Edison, NJ',
    rating: 4,
    text: 'Our new fiberglass front door and patio slider look great and the draft by the back door is gone. The door was back-ordered a week, but they kept us posted the whole time.',
    service: 'Entry & Patio Doors',
    date: '2025-03-27',
  },
  {
    name: 'Kevin M.',
    location: 'Westfield, NJ',
    rating: 5,
    text: 'We went with James Hardie siding in a slate blue and could not be happier. The installers were careful around our gardens and the trim details are perfect. Neighbors keep stopping to ask who did it.',
    service: 'Fiber Cement Siding',
    date: '2025-05-06',
  },
  {
    name: 'Diane T.',
    location: 'Nyack, NY',
    rating: 5,
    text: 'The 0% financing made it possible to do the roof and windows at the same time instead of waiting. Clear paperwork, no surprises, and the monthly payment is easy to manage.',
    service: 'Roofing & Windows',
    date: '2024-07-22',
  },
];

/** A one-sentence excerpt of the first review, for the ratings strip beside the estimate forms. */
export const SHORT_QUOTE = {
  text: 'The crew finished in two days, protected our floors and left the house cleaner than they found it.',
  author: `${TESTIMONIALS[0].name}, ${TESTIMONIALS[0].location}`,
} as const;

/** The figures at the top of the testimonials page. */
export const TESTIMONIAL_STATS: readonly Stat[] = [
  { number: BUSINESS.customers, label: 'Happy Customers' },
  { number: BUSINESS.satisfaction, label: 'Satisfaction Rate' },
  { number: BUSINESS.googleRating, label: 'Google Rating' },
  { number: BUSINESS.yearsOfExperience, label: 'Years of Experience' },
];

/** Our ratings on review sites. */
export const REVIEW_PLATFORMS: readonly ReviewPlatform[] = [
  {
    name: 'Google',
    rating: BUSINESS.googleRating,
    description: 'Rated by homeowners across New Jersey and New York',
  },
  { name: 'Facebook', rating: BUSINESS.facebookRating, description: 'Recommended by our Facebook community' },
  { name: 'Better Business Bureau', rating: BUSINESS.bbbRating, description: 'Accredited business rating' },
];

/** Where a customer can write a review: a Google search for the business. */
export const REVIEW_URL = `https://www.google.com/search?q=${encodeURIComponent(`${BUSINESS.name} reviews`)}`;

/** The satisfaction promise. */
export const SATISFACTION_PROMISE: CopyBlock = {
  title: 'Our Satisfaction Promise',
  text: `${BUSINESS.satisfaction} of our customers say they are satisfied, and we work to earn that on every job. If something is not right, we come back and make it right.`,
  points: ['Written estimates with no hidden fees', 'Clean, respectful crews', 'Warranties we stand behind'],
};
