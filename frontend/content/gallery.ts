/** The project gallery (/gallery): nine finished projects, filters, process and figures. */
import { BUSINESS } from '#shared/business';
import { IMAGE_SIZES } from './images';
import type { GalleryCategory, GalleryFilter, GalleryProject, ProcessStep, Stat } from './types';

function project(
  id: string,
  category: GalleryCategory,
  title: string,
  location: string,
  description: string,
  alt: string,
): GalleryProject {
  return {
    id,
    src: `/images/gallery/${id}.svg`,
    alt,
    ...IMAGE_SIZES.scene,
    category,
    title,
    description,
    location,
  };
}

/** The nine projects, in display order. */
export const GALLERY_PROJECTS: readonly GalleryProject[] = [
  project(
    'ridgewood-double-hung-windows',
    'windows',
    'Double-Hung Window Replacement',
    'Ridgewood, NJ',
    'Fourteen drafty 1940s wood windows replaced with white vinyl double-hung windows with colonial grids and Low-E glass.',
    'Before and after of a Ridgewood colonial with new double-hung windows',
  ),
  project(
    'toms-river-vinyl-siding',
    'siding',
    'Vinyl Siding and Scalloped Gable',
    'Toms River, NJ',
    'Storm-worn siding replaced with blue insulated vinyl lap siding and cream scalloped accents in the gable.',
    'Before and after of a Toms River cottage with new blue vinyl siding',
  ),
  project(
    'brick-roof-replacement',
    'roofing',
    "Roof Replacement After a Nor'easter",
    'Brick, NJ',
    "A full tear-off after a winter nor'easter lifted shingles, with new underlayment, ice-and-water shield and architectural shingles.",
    'Before and after of a roof replacement with new charcoal architectural shingles',
  ),
  project(
    'hoboken-entry-door',
    'doors',
    'Rowhouse Entry Door',
    'Hoboken, NJ',
    'A custom-sized fiberglass entry door with sidelites and transom, finished in deep green to suit the historic block.',
    'Before and after of a green fiberglass entry door with sidelites on a Hoboken rowhouse',
  ),
  project(
    'montclair-bay-window',
    'windows',
    'Bay Window Installation',
    'Montclair, NJ',
    'A rotted 1960s bay replaced with a three-panel bay window, insulated seat board and a new roof cap.',
    'Before and after of a three-panel bay window on a Montclair home',
  ),
  project(
    'westfield-fiber-cement-siding',
    'siding',
    'James Hardie Fiber Cement Siding',
    'Westfield, NJ',
    'Slate blue fiber cement lap siding with crisp white trim and shutters on a center-hall colonial.',
    'Before and after of a Westfield colonial with slate blue fiber cement siding',
  ),
  project(
    'princeton-patio-door',
    'doors',
    'Sliding Patio Door',
    'Princeton, NJ',
    'An old aluminum slider replaced with an energy-efficient two-panel vinyl patio door opening onto the deck.',
    'Before and after of a two-panel sliding patio door onto a wood deck',
  ),
  project(
    'great-kills-casement-windows',
    'windows',
    'Casement Windows by the Shore',
    'Great Kills, Staten Island, NY',
    'Casement windows with compression seals and stainless hardware to stand up to salt air on the South Shore.',
    'Before and after of casement windows on a Staten Island home',
  ),
  project(
    'nyack-architectural-shingles',
    'roofing',
    'Architectural Shingle Roof',
    'Nyack, NY',
    'A weathered brown roof replaced with architectural shingles, new ridge vent and step flashing at the chimney.',
    'Before and after of a Nyack colonial with a new architectural shingle roof',
  ),
];

/** The filter buttons, starting with "all". */
export const GALLERY_CATEGORIES: readonly GalleryFilter[] = [
  { value: 'all', label: 'All Projects' },
  { value: 'windows', label: 'Windows' },
  { value: 'siding', label: 'Siding' },
  { value: 'doors', label: 'Doors' },
  { value: 'roofing', label: 'Roofing' },
];

/** The projects shown for a filter value. */
export function galleryProjectsFor(filter: GalleryFilter['value']): GalleryProject[] {
  return GALLERY_PROJECTS.filter((p) => filter === 'all' || p.category === filter);
}

/** How a gallery project comes together. */
export const GALLERY_PROCESS: readonly ProcessStep[] = [
  {
    title: 'Consultation',
    description: 'We visit your home, listen to what you want to change and take exact measurements.',
  },
  {
    title: 'Design',
    description:
      'You choose styles and colors with samples in hand, and we give you a written, itemized estimate.',
  },
  {
    title: 'Installation',
    description: 'Our own trained crews do the work, protect your property and clean up every day.',
  },
  {
    title: 'Final Inspection',
    description: 'We walk the finished job with you and register your warranties.',
  },
];

/** The figures under the gallery. */
export const GALLERY_STATS: readonly Stat[] = [
  { number: BUSINESS.customers, label: 'Projects Completed' },
  { number: BUSINESS.yearsOfExperience, label: 'Years in Business' },
  { number: BUSINESS.satisfaction, label: 'Customer Satisfaction' },
  { number: BUSINESS.bbbRating, label: 'BBB Rating' },
];
