import { imageRef } from '../images';
import type { SidingType } from '../types';

/** Siding trims and accessories. */
export const SIDING_TRIMS_ACCESSORIES: SidingType = {
  name: 'Siding Trims & Accessories',
  description:
    'Trim is what makes a siding job look finished. Soffit and fascia protect the eaves, corner posts and window wraps seal the edges, and shutters, gable vents and mounting blocks add character.',
  images: [
    imageRef(
      '/images/siding-types/siding-trims-accessories-1.svg',
      'Eave detail with vented soffit, aluminum fascia, corner boards and window trim',
    ),
    imageRef(
      '/images/siding-types/siding-trims-accessories-2.svg',
      'Louvered navy shutters, a gable vent and a round mounting block on Dutch lap siding',
    ),
  ],
  benefits: [
    'Seals edges and openings against water',
    'Vented soffit keeps the attic dry and cool',
    'Covers old wood fascia so it never needs painting',
    'Color-matched or contrasting accents',
    'Mounting blocks for clean light and outlet installs',
    'Shutters and vents that complete the look',
  ],
  brands: [
    {
      name: 'AZEK',
      description: 'Cellular PVC trim boards that look like painted wood.',
      features: ['Will not rot or split', 'Can be routed and shaped like wood', 'Paintable'],
    },
    {
      name: 'Mid-America Siding Components',
      description: 'Shutters, gable vents, mounting blocks and decorative accents.',
      features: [
        'Louvered, raised-panel and board and batten shutters',
        'Gable vents in many shapes',
        'Mounting blocks for lights and outlets',
      ],
    },
    {
      name: 'Gentek',
      description: 'Aluminum and vinyl soffit, fascia and trim coil.',
      features: [
        'Vented and solid soffit',
        'Custom-bent fascia and window wraps',
        'Colors matched to the siding',
      ],
    },
  ],
  styles: [
    'Corner Posts',
    'Soffit & Fascia',
    'Window & Door Trim',
    'Shutters',
    'Gable Vents',
    'Mounting Blocks',
    'Frieze Board',
  ],
};
