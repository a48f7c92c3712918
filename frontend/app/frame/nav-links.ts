/** The header's and footer's links (spec §2 'Page frame'), built from the typed paths. */
import { PATHS } from '#shared/routes';

/** A link with its visible label. */
export interface NavLink {
  label: string;
  path: string;
}

/** Header navigation, in order. */
export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Home', path: PATHS.home },
  { label: 'Windows', path: PATHS.windows },
  { label: 'Siding', path: PATHS.siding },
  { label: 'Doors', path: PATHS.doors },
  { label: 'Roofing', path: PATHS.roofing },
  { label: 'Catalog', path: PATHS.catalog },
  { label: 'About', path: PATHS.about },
  { label: 'Contact', path: PATHS.contact },
];

/** Footer link groups (Contact Info is rendered from the business facts). */
export const FOOTER_GROUPS: readonly { title: string; links: readonly NavLink[] }[] = [
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
    links: [
      { label: 'Windows', path: PATHS.windows },
      { label: 'Siding', path: PATHS.siding },
      { label: 'Doors', path: PATHS.doors },
      { label: 'Roofing', path: PATHS.roofing },
    ],
  },
];
