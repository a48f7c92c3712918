/** Service teaser cards (home and /lander) and the structured data of the four service pages. */
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { FINANCING_TERMS, INSTALLATION_TIMES, WARRANTY_TERMS } from './facts';
import { imageRef } from './images';
import type { ServiceCard, ServiceStructuredData } from './types';

const IMAGES = {
  windows: imageRef(
    '/images/services/windows.svg',
    'Replacement double-hung windows with white frames on a blue-gray wall',
  ),
  siding: imageRef(
    '/images/services/siding.svg',
    'Cottage with new sage vinyl siding and cedar-look shakes in the gable',
  ),
  doors: imageRef('/images/services/doors.svg', 'Red fiberglass entry door with sidelites and transom'),
  roofing: imageRef('/images/services/roofing.svg', 'Newly shingled roof with ridge cap under a clear sky'),
};

/** The four service cards on the home page: windows, siding, roofing, doors. */
export const HOME_SERVICE_CARDS: readonly ServiceCard[] = [
  {
    title: 'Windows',
    subtitle: 'Energy-efficient replacement windows',
    description: `Double-hung, casement, sliding, bay and awning windows with Low-E glass, custom sized and installed in ${INSTALLATION_TIMES.windows}.`,
    image: IMAGES.windows,
    link: PATHS.windows,
    badge: `${WARRANTY_TERMS.windows} Warranty`,
  },
  {
    title: 'Siding',
    subtitle: 'Vinyl and James Hardie fiber cement',
    description: `Low-maintenance siding put on by certified installers, with most homes finished in ${INSTALLATION_TIMES.siding}.`,
    image: IMAGES.siding,
    link: PATHS.siding,
    badge: 'Certified Installers',
  },
  {
    title: 'Roofing',
    subtitle: 'Replacement, repair and storm damage',
    description: `Architectural shingle roofs installed by a preferred contractor, usually in ${INSTALLATION_TIMES.roofing}, with 24/7 emergency service.`,
    image: IMAGES.roofing,
    link: PATHS.roofing,
    badge: '24/7 Emergency Service',
  },
  {
    title: 'Doors',
    subtitle: 'Entry and patio doors',
    description: `Secure, weather-tight fiberglass, steel and sliding patio doors, installed in ${INSTALLATION_TIMES.doors}.`,
    image: IMAGES.doors,
    link: PATHS.doors,
    badge: `Installed in ${INSTALLATION_TIMES.doors}`,
  },
];

/** The four service cards on /lander: windows, siding, doors, roofing. */
export const LANDER_SERVICE_CARDS: readonly ServiceCard[] = [
  {
    title: 'Windows',
    subtitle: 'Cut drafts and energy bills',
    description: 'Custom-fit replacement windows with insulated Low-E glass for every room of your home.',
    image: IMAGES.windows,
    link: PATHS.windows,
    badge: 'Free Estimate',
  },
  {
    title: 'Siding',
    subtitle: 'Never paint again',
    description: 'Vinyl and fiber cement siding that stands up to New Jersey and New York weather.',
    image: IMAGES.siding,
    link: PATHS.siding,
    badge: `${WARRANTY_TERMS.siding} Warranty`,
  },
  {
    title: 'Doors',
    subtitle: 'Secure, beautiful entries',
    description: 'Entry and patio doors with multi-point locks and tight weather seals.',
    image: IMAGES.doors,
    link: PATHS.doors,
    badge: `Installed in ${INSTALLATION_TIMES.doors}`,
  },
  {
    title: 'Roofing',
    subtitle: 'Protect everything under it',
    description: 'Roof replacement and repairs, with 24/7 emergency service when storms hit.',
    image: IMAGES.roofing,
    link: PATHS.roofing,
    badge: '0% Financing',
  },
];

/** Benefit bullets of the /lander hero. */
export const LANDER_BENEFITS: readonly string[] = [
  `${BUSINESS.yearsOfExperience} years of experience, ${BUSINESS.customers} happy customers`,
  `Financing ${FINANCING_TERMS.summary} (subject to credit approval)`,
  `We contact you within ${BUSINESS.contactWithin}`,
  'Free in-home estimate with no obligation',
];

/** Structured data of /windows. */
export const WINDOWS_SERVICE: ServiceStructuredData = {
  name: 'Window Replacement and Installation',
  serviceType: 'Window Replacement',
  description: `Energy-efficient double-hung, casement, sliding, bay and bow, and awning replacement windows, custom sized and installed by ${BUSINESS.name} in ${INSTALLATION_TIMES.windows} across New Jersey and New York.`,
  path: PATHS.windows,
};

/** Structured data of /siding (and /vinyl-siding). */
export const SIDING_SERVICE: ServiceStructuredData = {
  name: 'Vinyl and Fiber Cement Siding Installation',
  serviceType: 'Siding Installation',
  description: `Vinyl and James Hardie fiber cement siding installed by ${BUSINESS.name}'s certified installers, usually in ${INSTALLATION_TIMES.siding}, for homes in New Jersey and New York.`,
  path: PATHS.siding,
};

/** Structured data of /doors (and /entry-doors). */
export const DOORS_SERVICE: ServiceStructuredData = {
  name: 'Entry and Patio Door Installation',
  serviceType: 'Door Installation',
  description: `Fiberglass, steel and wood entry doors and sliding patio doors installed by ${BUSINESS.name} in ${INSTALLATION_TIMES.doors}, with multi-point locks and energy-efficient glass.`,
  path: PATHS.doors,
};

/** Structured data of /roofing. */
export const ROOFING_SERVICE: ServiceStructuredData = {
  name: 'Roof Replacement and Repair',
  serviceType: 'Roofing',
  description: `Roof replacement, repair and inspections by ${BUSINESS.name}, a preferred roofing contractor. Most roofs are finished in ${INSTALLATION_TIMES.roofing}, with 24/7 emergency roofing service.`,
  path: PATHS.roofing,
};
