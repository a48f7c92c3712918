import { imageRef } from '../images';
import type { SidingType } from '../types';

/** Vinyl siding: the only type with a styles chart. */
export const VINYL_SIDING: SidingType = {
  name: 'Vinyl Siding',
  description:
    'Vinyl is the most popular siding in New Jersey for good reason: it never needs painting, resists moisture and comes in more colors and profiles than any other material. Premium and insulated panels are thicker and more rigid, so walls look straight and hold up to wind.',
  images: [
    imageRef(
      '/images/siding-types/vinyl-siding-1.svg',
      'Colonial with pale blue vinyl lap siding, white trim and navy shutters',
    ),
    imageRef('/images/siding-types/vinyl-siding-2.svg', 'Close-up of sage green Dutch lap vinyl siding'),
    imageRef(
      '/images/siding-types/vinyl-siding-3.svg',
      'Close-up of white board and batten vertical vinyl siding',
    ),
    imageRef(
      '/images/siding-types/vinyl-siding-4.svg',
      'Close-up of tan cedar-impression vinyl shake siding',
    ),
    imageRef(
      '/images/siding-types/vinyl-siding-5.svg',
      'Close-up of cream scalloped vinyl siding for a gable accent',
    ),
  ],
  stylesChart: imageRef(
    '/images/siding-types/vinyl-siding-styles-chart.svg',
    'Chart of six vinyl siding profiles: traditional lap, Dutch lap, board and batten, cedar shake, scallop and vertical panel',
    'chart',
  ),
  benefits: [
    'Never needs scraping, painting or staining',
    'Resists moisture, rot and insects',
    'Insulated panels add R-value and reduce drafts',
    'Wide range of colors, including dark fade-resistant shades',
    'Cleans with a garden hose',
    'The most affordable way to transform your exterior',
  ],
  brands: [
    {
      name: 'CertainTeed',
      description: 'A long-established maker of vinyl siding with premium and insulated lines.',
      features: [
        'Monogram premium lap siding',
        'Cedar Impressions shake and shingle panels',
        'Wide range of colors and trims',
        'Matching soffit and accessories',
      ],
    },
    {
      name: 'Mastic Home Exteriors',
      description: 'Vinyl siding known for rigid panels and realistic woodgrain textures.',
      features: [
        'Carvedwood 44 thick premium panels',
        'Insulated siding options',
        'Deep, fade-resistant colors',
      ],
    },
    {
      name: 'Alside',
      description: 'Vinyl siding and matching trim, from value lines to insulated premium panels.',
      features: [
        'Prodigy insulated siding',
        'Charter Oak premium lap',
        'Coordinated trim, soffit and shutters',
      ],
    },
  ],
  styles: [
    'Traditional Lap',
    'Dutch Lap',
    'Board & Batten',
    'Cedar Shake',
    'Scallop',
    'Vertical Panel',
    'Beaded',
  ],
};
