import { imageRef } from '../images';
import type { SidingType } from '../types';

/** Aluminum siding. */
export const ALUMINUM_SIDING: SidingType = {
  name: 'Aluminum Siding',
  description:
    'Aluminum siding is light, fireproof and unaffected by cold snaps that can make other materials brittle. Its baked-on enamel finish resists fading, and it is a practical choice for matching or repairing homes that already have aluminum.',
  images: [
    imageRef('/images/siding-types/aluminum-siding-1.svg', 'Ranch-style home with white aluminum lap siding'),
    imageRef(
      '/images/siding-types/aluminum-siding-2.svg',
      'Close-up of light gray aluminum lap siding with a soft sheen',
    ),
    imageRef(
      '/images/siding-types/aluminum-siding-3.svg',
      'Close-up of beige V-groove vertical aluminum panels',
    ),
  ],
  benefits: [
    'Noncombustible and fire-resistant',
    'Will not crack in freezing temperatures',
    'Will not rot and is not attractive to insects',
    'Baked-on enamel finish that can be repainted',
    'Lightweight and easy on older framing',
    'Recyclable at the end of its life',
  ],
  brands: [
    {
      name: 'Gentek',
      description: 'Aluminum siding, soffit and trim coil in a wide range of colors.',
      features: [
        'Woodgrain and smooth finishes',
        'Matching aluminum soffit and fascia',
        'Trim coil for custom window wraps',
      ],
    },
    {
      name: 'Rollex',
      description: 'Metal siding and soffit products built for durability.',
      features: ['Aluminum soffit and fascia systems', 'Durable painted finishes', 'Coordinated metal trim'],
    },
  ],
  styles: ['Horizontal Lap', 'Vertical V-Groove', 'Woodgrain Texture', 'Smooth Finish'],
};
