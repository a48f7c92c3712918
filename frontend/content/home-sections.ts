/**
 * Copy of the home page's static sections (/): experience, VSI, window styles, projects, call to
 * action. Cards and projects are reused from their own modules.
 */
import { BUSINESS } from '#shared/business';
import { windowTypePath } from '#shared/routes';
import { GALLERY_PROJECTS } from './gallery';
import { BADGES } from './partners';
import type { CopyBlock, GalleryProject, ImageRef, Stat } from './types';
import { WINDOW_TYPES } from './window-types';

/** The experience section. */
export const HOME_EXPERIENCE: CopyBlock = {
  title: `${BUSINESS.yearsOfExperience} Years of Experience`,
  text: `Since ${BUSINESS.foundedYear}, ${BUSINESS.name} has helped homeowners across ${BUSINESS.areaServed.join(' and ')} make their homes more beautiful, comfortable and efficient. Our certified installers treat every home like their own.`,
};

/** The figures of the experience section. */
export const HOME_STATS: readonly Stat[] = [
  { number: BUSINESS.yearsOfExperience, label: 'Years of Experience' },
  { number: BUSINESS.customers, label: 'Happy Customers' },
  { number: BUSINESS.satisfaction, label: 'Satisfaction Rate' },
  { number: BUSINESS.bbbRating, label: 'BBB Rating' },
];

/** The Vinyl Siding Institute section. */
export const HOME_VSI: CopyBlock & { image: ImageRef } = {
  title: 'Vinyl Siding Institute Certified Installers',
  text: "Our siding installers are certified through the Vinyl Siding Institute's installer program. That means they are trained in industry installation standards, so your siding looks right, performs in every season and keeps its manufacturer warranty.",
  points: [
    'Trained in proper nailing, lapping and expansion gaps',
    'House wrap and flashing done right around every opening',
    'Installation that protects your manufacturer warranty',
  ],
  image: BADGES.vinylSidingInstituteMember,
};

/** A window type teaser on the home page. */
export interface HomeWindowTypeCard {
  title: string;
  description: string;
  image: ImageRef;
  link: string;
}

/** The four window-type cards. */
export const HOME_WINDOW_TYPE_CARDS: readonly HomeWindowTypeCard[] = WINDOW_TYPES.slice(0, 4).map((t) => ({
  title: t.title,
  description: t.subtitle,
  image: t.image,
  link: windowTypePath(t.slug),
}));

/** The three project pictures: the first three gallery projects (windows, siding, roofing). */
export const HOME_PROJECTS: readonly GalleryProject[] = GALLERY_PROJECTS.slice(0, 3);

/** The call-to-action band. */
export const HOME_CTA = {
  title: 'Ready to Transform Your Home?',
  text: `Call today for a free, no-obligation in-home estimate. We contact every request within ${BUSINESS.contactWithin}.`,
  phoneLabel: `Call ${BUSINESS.phone.display}`,
  buttonLabel: 'Get Free Estimate',
} as const;
