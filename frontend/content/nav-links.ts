/** The header's and footer's links (spec §2 'Page frame'), built from the typed paths. */
import { PATHS } from '#shared/routes';
import type { PageLink } from './types';

/** The four services, in the order every menu lists them (header, footer, blog topics, 404 page). */
export const SERVICE_LINKS: readonly PageLink[] = [
  { label: 'Windows', path: PATHS.windows },
  { label: 'Siding', path: PATHS.siding },
  { label: 'Doors', path: PATHS.doors },
  { label: 'Roofing', path: PATHS.roofing },
];

/** Header navigation, in order. */
export const HEADER_LINKS: readonly PageLink[] = [
  { label: 'Home', path: PATHS.home },
  ...SERVICE_LINKS,
  { label: 'Catalog', path: PATHS.catalog },
  { label: 'About', path: PATHS.about },
  { label: 'Contact', path: PATHS.contact },
];

/** Footer link groups (Contact Info is rendered from the business facts). */
export const FOOTER_GROUPS: readonly { title: string; links: readonly PageLink[] }[] = [
  {
    title: 'Quick Links',
    links: [
      { label: 'About Us', path: PATHS.about },
      { label: 'Partners', path: PATHS.partners },
      { label: 'Warranties', path: PATHS.warranties },
      { label: 'Financing', path: PATHS.financing },
    ],
  },
  {
    title: 'More Info',
    links: [
      { label: 'Testimonials', path: PATHS.testimonials },
      { label: 'Site Map', path: PATHS.sitemap },
      { label: 'Service Areas', path: PATHS.areas },
      { label: 'Blog', path: PATHS.blog },
    ],
  },
  {
    title: 'Services',
    links: SERVICE_LINKS,
  },
];
