import { imageRef } from '../images';
import type { SidingType } from '../types';

/** Decorative stone (manufactured stone veneer). */
export const DECORATIVE_STONE_SIDING: SidingType = {
  name: 'Decorative Stone Siding',
  description:
    'Manufactured stone veneer adds the warmth of natural stone at a fraction of the weight and cost. Use it as a wainscot along the foundation, around the front entry, on columns or on a chimney, paired with vinyl or fiber cement above.',
  images: [
    imageRef(
      '/images/siding-types/decorative-stone-siding-1.svg',
      'Colonial with a stone veneer wainscot below gray lap siding',
    ),
    imageRef(
      '/images/siding-types/decorative-stone-siding-2.svg',
      'Close-up of gray ledgestone veneer panels',
    ),
    imageRef('/images/siding-types/decorative-stone-siding-3.svg', 'Close-up of warm fieldstone veneer'),
    imageRef(
      '/images/siding-types/decorative-stone-siding-4.svg',
      'Close-up of stacked stone veneer in mixed earth tones',
    ),
  ],
  benefits: [
    'The look of natural stone at a lower cost',
    'Lighter than full stone, so no new footings are needed',
    'Durable surface that never needs painting',
    'Great accent for entries, columns and chimneys',
    'Pairs with vinyl and fiber cement siding',
    'Boosts curb appeal and perceived value',
  ],
  brands: [
    {
      name: 'Eldorado Stone',
      description: 'Architectural stone veneer cast from real stone.',
      features: [
        'Ledgestone, fieldstone and cut stone profiles',
        'Natural color variation',
        'Matching sills and caps',
      ],
    },
    {
      name: 'Cultured Stone',
      description: 'One of the original manufactured stone veneer lines.',
      features: [
        'Wide range of textures and colors',
        'Corner pieces for a full-stone look',
        'Suited to wainscots and chimneys',
      ],
    },
    {
      name: 'NovikStone',
      description: 'Polymer stone-look panels that install like siding.',
      features: ['Lightweight interlocking panels', 'No mortar required', 'Molded from real stone'],
    },
  ],
  styles: ['Ledgestone', 'Fieldstone', 'Stacked Stone', 'River Rock', 'Cut Stone', 'Brick Veneer'],
};
