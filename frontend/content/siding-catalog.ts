/** The siding catalog list (/catalog/siding): six category cards. Details live in siding-types/. */
import { imageRef } from './images';
import type { SidingCategory } from './types';

/** The six siding categories, in catalog order. Each id is a /catalog/siding/:type key. */
export const SIDING_CATEGORIES: readonly SidingCategory[] = [
  {
    id: 'vinyl-siding',
    name: 'Vinyl Siding',
    description:
      'Low-maintenance, color-rich siding in lap, Dutch lap, board and batten, shake and scallop profiles.',
    image: imageRef(
      '/images/siding-types/vinyl-siding-1.svg',
      'Colonial with pale blue vinyl lap siding, white trim and navy shutters',
    ),
  },
  {
    id: 'aluminum-siding',
    name: 'Aluminum Siding',
    description:
      'Lightweight, fire-resistant metal siding with a baked-on finish that will not rot or crack in the cold.',
    image: imageRef(
      '/images/siding-types/aluminum-siding-1.svg',
      'Ranch-style home with white aluminum lap siding',
    ),
  },
  {
    id: 'fiber-cement-engineered-wood-siding',
    name: 'Fiber Cement & Engineered Wood Siding',
    description: 'The look of painted wood with the strength to resist fire, rot, pests and coastal storms.',
    image: imageRef(
      '/images/siding-types/fiber-cement-engineered-wood-siding-1.svg',
      'Colonial with deep red fiber cement lap siding and white trim',
    ),
  },
  {
    id: 'decorative-stone-siding',
    name: 'Decorative Stone Siding',
    description: 'Manufactured stone veneer for wainscots, entries, columns and chimneys.',
    image: imageRef(
      '/images/siding-types/decorative-stone-siding-1.svg',
      'Colonial with a stone veneer wainscot below gray lap siding',
    ),
  },
  {
    id: 'steel-siding',
    name: 'Steel Siding',
    description:
      'Tough, dent-resistant steel in lap, log and woodgrain finishes that stands up to hail and wind.',
    image: imageRef(
      '/images/siding-types/steel-siding-1.svg',
      'Cottage with charcoal steel lap siding and a red door',
    ),
  },
  {
    id: 'siding-trims-accessories',
    name: 'Siding Trims & Accessories',
    description: 'Soffit, fascia, corner posts, window trim, shutters and gable vents that finish the job.',
    image: imageRef(
      '/images/siding-types/siding-trims-accessories-1.svg',
      'Eave detail with vented soffit, aluminum fascia, corner boards and window trim',
    ),
  },
];

/** The catalog's "Need Help Choosing" block. */
export const SIDING_CATALOG_HELP = {
  title: 'Need Help Choosing?',
  text: 'Not sure which siding fits your home and budget? Our siding experts will bring samples to your home and walk you through the options at no cost.',
} as const;

/** The closing block of every siding type page (spec §2, exact wording). */
export const SIDING_TYPE_CTA = {
  title: 'Ready to Get Started?',
  text: 'Schedule a free consultation with our siding experts to discuss your project',
  buttonLabel: 'Get Free Quote',
} as const;
