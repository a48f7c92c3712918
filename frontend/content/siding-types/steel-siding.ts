import { imageRef } from '../images';
import type { SidingType } from '../types';

/** Steel siding. */
export const STEEL_SIDING: SidingType = {
  name: 'Steel Siding',
  description:
    'Steel siding is the toughest option on the market. Coated, galvanized panels shrug off hail, wind and impacts, will not burn, and come in realistic woodgrain finishes, including log and cedar looks.',
  images: [
    imageRef(
      '/images/siding-types/steel-siding-1.svg',
      'Cottage with charcoal steel lap siding and a red door',
    ),
    imageRef('/images/siding-types/steel-siding-2.svg', 'Close-up of woodgrain steel log-profile siding'),
  ],
  benefits: [
    'Resists dents from hail and impacts',
    'Noncombustible',
    'Will not rot, crack or attract pests',
    'Stays straight in extreme heat and cold',
    'Durable coated finishes in deep colors',
    'Made with recycled steel and fully recyclable',
  ],
  brands: [
    {
      name: 'Quality Edge',
      description: 'Steel siding including the TruCedar woodgrain line.',
      features: [
        'Realistic cedar woodgrain finishes',
        'Lap and board and batten profiles',
        'Matching steel soffit and trim',
      ],
    },
    {
      name: 'Edco Products',
      description: 'Steel siding, soffit and trim made in the USA.',
      features: ['Horizontal and vertical steel panels', 'Woodgrain embossing', 'Coordinated accessories'],
    },
  ],
  styles: ['Horizontal Lap', 'Dutch Lap', 'Log Profile', 'Board & Batten', 'Woodgrain Finish'],
};
