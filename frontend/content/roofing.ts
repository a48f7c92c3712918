/** Copy of the roofing page (/roofing). */
import { BUSINESS } from '#shared/business';
import { INSTALLATION_TIMES, WARRANTY_TERMS } from './facts';
import { imageRef } from './images';
import type { Benefit, CopyBlock, FeatureItem, ImageRef, PageIntro, ProcessStep } from './types';

/** The roofing page hero. */
export const ROOFING_INTRO: PageIntro = {
  title: 'Roof Replacement and Repair',
  subtitle: `A preferred roofing contractor with ${BUSINESS.yearsOfExperience} years of experience. Most roofs are finished in ${INSTALLATION_TIMES.roofing}.`,
};

/** The three roofing services. */
export const ROOFING_SERVICES: readonly FeatureItem[] = [
  {
    title: 'Roof Replacement',
    description: `A complete tear-off down to the deck, new underlayment and a new shingle roof, usually finished in ${INSTALLATION_TIMES.roofing}.`,
    image: imageRef(
      '/images/roofing/replacement.svg',
      'Roof replacement in progress with new architectural shingles over old ones',
    ),
    features: [
      'Full tear-off and deck inspection',
      'Ice-and-water shield at eaves, valleys and penetrations',
      'New drip edge, flashing and ridge ventilation',
      `${WARRANTY_TERMS.roofingInstallation} installation warranty`,
    ],
  },
  {
    title: 'Roof Repair',
    description:
      'Missing shingles, leaks around chimneys and vents, and worn flashing fixed before they damage your home.',
    image: imageRef(
      '/images/roofing/repair.svg',
      'Ladder against a roof with a section of damaged shingles marked for repair',
    ),
    features: [
      'Shingle replacement matched as closely as possible',
      'Chimney, skylight and vent flashing repair',
      'Leak tracing from attic to roof',
      'Pipe boot and ridge cap replacement',
    ],
  },
  {
    title: 'Roof Inspections',
    description:
      'A thorough check after storms, before you buy or sell, or when your roof is nearing the end of its life.',
    image: imageRef(
      '/images/roofing/inspection.svg',
      'Magnifying glass over roof shingles next to an inspection checklist',
    ),
    features: [
      'Shingles, flashing, vents and gutters checked',
      'Attic ventilation and moisture check',
      'Photo report of what we find',
      'Honest advice on repair versus replacement',
    ],
  },
];

/** The four roofing materials. */
export const ROOFING_MATERIALS: readonly Benefit[] = [
  {
    title: 'Architectural Asphalt Shingles',
    description: `Dimensional shingles with a rich, layered look and high wind ratings; material warranties of ${WARRANTY_TERMS.roofingMaterial}.`,
  },
  {
    title: '3-Tab Asphalt Shingles',
    description: 'A flat, economical shingle for garages, sheds and budget-conscious repairs.',
  },
  {
    title: 'Metal Roofing',
    description: 'Standing-seam steel that sheds snow, lasts for decades and reflects summer heat.',
  },
  {
    title: 'Flat Roof Membranes',
    description: 'EPDM and TPO membranes for low-slope porches, additions and rowhouse roofs.',
  },
];

/** The six-step roofing process. */
export const ROOFING_PROCESS: readonly ProcessStep[] = [
  {
    title: 'Free Roof Inspection',
    description: 'We inspect the roof and attic, photograph problem areas and measure every slope.',
  },
  {
    title: 'Written Estimate',
    description: 'You get a detailed estimate with material choices, colors and financing options.',
  },
  {
    title: 'Permits and Scheduling',
    description: 'We pull the building permit, order materials and set a date that suits you.',
  },
  {
    title: 'Tear-Off and Deck Repair',
    description: 'We protect your landscaping, strip the old roof and replace any soft or rotted decking.',
  },
  {
    title: 'Installation',
    description: `Underlayment, flashing, shingles and ventilation go on, usually in ${INSTALLATION_TIMES.roofing}.`,
  },
  {
    title: 'Cleanup and Final Inspection',
    description: 'We magnet-sweep the yard for nails, haul debris away and walk the finished roof with you.',
  },
];

/** The emergency roofing section. */
export const ROOFING_EMERGENCY: CopyBlock & { image: ImageRef } = {
  title: '24/7 Emergency Roofing',
  text: `Storm damage does not wait for business hours. When a nor'easter, high winds or a fallen tree opens up your roof, call ${BUSINESS.phone.display} any time, day or night. Our 24/7 emergency roofing crew will tarp and secure your roof to stop further water damage, then help you plan the permanent repair.`,
  points: [
    'Emergency tarping and board-up',
    'Storm damage documentation with photos for your insurance claim',
    'Fast permanent repairs or replacement',
  ],
  image: imageRef(
    '/images/roofing/emergency.svg',
    'Storm over a roof covered with an emergency tarp, with a 24/7 badge',
  ),
};
