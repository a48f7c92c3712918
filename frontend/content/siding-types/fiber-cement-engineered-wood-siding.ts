import { imageRef } from '../images';
import type { SidingType } from '../types';

/** Fiber cement and engineered wood siding. */
export const FIBER_CEMENT_ENGINEERED_WOOD_SIDING: SidingType = {
  name: 'Fiber Cement & Engineered Wood Siding',
  description:
    'Fiber cement and engineered wood give you the deep shadow lines and texture of real wood without the upkeep. Fiber cement resists fire, rot and pests and holds paint for years; engineered wood is lighter and treated to resist moisture and termites.',
  images: [
    imageRef(
      '/images/siding-types/fiber-cement-engineered-wood-siding-1.svg',
      'Colonial with deep red fiber cement lap siding and white trim',
    ),
    imageRef(
      '/images/siding-types/fiber-cement-engineered-wood-siding-2.svg',
      'Close-up of slate blue fiber cement lap planks',
    ),
    imageRef(
      '/images/siding-types/fiber-cement-engineered-wood-siding-3.svg',
      'Close-up of brown fiber cement straight-edge shingles',
    ),
    imageRef(
      '/images/siding-types/fiber-cement-engineered-wood-siding-4.svg',
      'Close-up of white fiber cement board and batten',
    ),
    imageRef(
      '/images/siding-types/fiber-cement-engineered-wood-siding-5.svg',
      'Close-up of charcoal fiber cement panels with reveal joints',
    ),
    imageRef(
      '/images/siding-types/fiber-cement-engineered-wood-siding-6.svg',
      'Cottage with engineered wood lap siding and shingle gable',
    ),
  ],
  benefits: [
    'Fiber cement is noncombustible',
    'Resists rot, woodpeckers and termites',
    'Factory-applied finishes that resist fading',
    'Authentic wood-grain texture and deep shadow lines',
    'Stands up to coastal wind and salt air',
    'Adds resale value buyers recognize',
  ],
  brands: [
    {
      name: 'James Hardie',
      description: 'The best-known name in fiber cement siding and trim.',
      features: [
        'HardiePlank lap siding',
        'HardieShingle and HardiePanel vertical siding',
        'HardieTrim boards',
        'ColorPlus factory-baked finish',
      ],
    },
    {
      name: 'LP SmartSide',
      description: 'Engineered wood siding and trim treated to resist moisture, fungal decay and termites.',
      features: [
        'Lighter than fiber cement',
        'Long lengths with fewer seams',
        'Lap, panel and shake profiles',
        'Pre-primed or prefinished',
      ],
    },
    {
      name: 'Nichiha',
      description: 'Architectural fiber cement panels for a modern or rustic look.',
      features: ['Large-format wall panels', 'Wood, stone and brick textures', 'Hidden clip fastening'],
    },
  ],
  styles: [
    'Lap Plank',
    'Straight-Edge Shingle',
    'Staggered Shingle',
    'Board & Batten',
    'Vertical Panel',
    'Trim Boards',
  ],
};
