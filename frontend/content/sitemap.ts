/** Content of the site map page (/sitemap): link groups, outside resources and popular searches. */
import { PATHS, windowTypePath } from '#shared/routes';
import type { ExternalResource, PageLink, SitemapGroup } from './types';
import { WINDOW_TYPES } from './window-types';

/** The link groups: main pages, window services, siding, doors, roofing. */
export const SITEMAP_GROUPS: readonly SitemapGroup[] = [
  {
    title: 'Main Pages',
    icon: 'home',
    links: [
      {
        name: 'Home',
        path: PATHS.home,
        description: 'Windows, siding, doors and roofing for New Jersey and New York',
      },
      { name: 'About Us', path: PATHS.about, description: 'Our story, values and certifications' },
      { name: 'Contact', path: PATHS.contact, description: 'Phone, address, hours and a free estimate form' },
      { name: 'Service Areas', path: PATHS.areas, description: 'The counties and cities we serve' },
      { name: 'Testimonials', path: PATHS.testimonials, description: 'Reviews from our customers' },
      { name: 'Partners', path: PATHS.partners, description: 'Certifications and manufacturer partners' },
      {
        name: 'Warranties',
        path: PATHS.warranties,
        description: 'Manufacturer, installation and extended coverage',
      },
      { name: 'Financing', path: PATHS.financing, description: 'Payment plans and worked examples' },
      { name: 'Gallery', path: PATHS.gallery, description: 'Before and after photos of our projects' },
      { name: 'FAQ', path: PATHS.faq, description: 'Answers to common questions' },
      { name: 'Blog', path: PATHS.blog, description: 'Home improvement tips and advice' },
    ],
  },
  {
    title: 'Window Services',
    icon: 'window',
    links: [
      { name: 'Windows', path: PATHS.windows, description: 'Replacement windows for every room' },
      ...WINDOW_TYPES.map((t) => ({ name: t.title, path: windowTypePath(t.slug), description: t.subtitle })),
    ],
  },
  {
    title: 'Siding',
    icon: 'siding',
    links: [
      { name: 'Siding', path: PATHS.siding, description: 'Vinyl and James Hardie fiber cement siding' },
      {
        name: 'Vinyl Siding',
        path: PATHS.vinylSiding,
        description: 'Low-maintenance vinyl siding installation',
      },
    ],
  },
  {
    title: 'Doors',
    icon: 'door',
    links: [
      { name: 'Doors', path: PATHS.doors, description: 'Entry and patio doors' },
      { name: 'Entry Doors', path: PATHS.entryDoors, description: 'Secure, energy-efficient front doors' },
    ],
  },
  {
    title: 'Roofing',
    icon: 'roof',
    links: [
      {
        name: 'Roofing',
        path: PATHS.roofing,
        description: 'Roof replacement, repair and 24/7 emergency service',
      },
    ],
  },
];

/** Industry and consumer resources (open in a new tab). */
export const EXTERNAL_RESOURCES: readonly ExternalResource[] = [
  {
    name: 'Better Business Bureau',
    url: 'https://www.bbb.org/',
    description: 'Check business ratings and reviews before you hire a contractor.',
  },
  {
    name: 'ENERGY STAR',
    url: 'https://www.energystar.gov/',
    description: 'Learn how energy-efficient windows and doors lower your bills.',
  },
  {
    name: 'Vinyl Siding Institute',
    url: 'https://www.vinylsiding.org/',
    description: 'Vinyl siding standards and the certified installer program.',
  },
  {
    name: 'GAF Roofing',
    url: 'https://www.gaf.com/',
    description: 'Roofing products, warranties and homeowner guides from a major shingle manufacturer.',
  },
];

/** Popular searches and where they lead. */
export const POPULAR_SEARCHES: readonly PageLink[] = [
  { label: 'window replacement cost', path: PATHS.windows },
  { label: 'vinyl siding installation', path: PATHS.vinylSiding },
  { label: 'entry door styles', path: PATHS.entryDoors },
  { label: 'roof replacement timeline', path: PATHS.roofing },
  { label: 'financing options', path: PATHS.financing },
  { label: 'service areas', path: PATHS.areas },
];
