/** Copy of the siding page (/siding and /vinyl-siding). The catalog lives in siding-catalog.ts. */
import { INSTALLATION_TIMES, WARRANTY_TERMS } from './facts';
import { imageRef } from './images';
import type { Benefit, PageIntro, ProcessStep, SidingItem } from './types';

/** The siding page hero. */
export const SIDING_INTRO: PageIntro = {
  title: 'Vinyl and Fiber Cement Siding Installation',
  subtitle: `Certified siding installers serving New Jersey and New York. Most homes are finished in ${INSTALLATION_TIMES.siding}.`,
};

/** The two siding options: vinyl and James Hardie fiber cement. */
export const SIDING_OPTIONS: readonly SidingItem[] = [
  {
    title: 'Vinyl Siding',
    description:
      "Today's vinyl siding is thicker, more color-stable and better insulated than the siding of twenty years ago. It never needs painting, cleans with a garden hose and comes in dozens of colors and profiles, from traditional lap to cedar-look shakes.",
    image: imageRef('/images/siding/vinyl.svg', 'Colonial home finished in light gray vinyl lap siding'),
    features: [
      'Never needs painting or staining',
      'Insulated options that add R-value to your walls',
      'Dozens of colors, lap, Dutch lap, board and batten and shake profiles',
      `${WARRANTY_TERMS.siding} warranty`,
    ],
  },
  {
    title: 'James Hardie Fiber Cement Siding',
    description:
      'James Hardie fiber cement siding is made from cement, sand and cellulose fibers. It looks like painted wood, resists fire, rot, woodpeckers and insects, and its factory-baked color finish holds up to New Jersey sun and storms.',
    image: imageRef(
      '/images/siding/fiber-cement.svg',
      'Cottage with navy fiber cement lap siding and white trim',
    ),
    features: [
      'Noncombustible fiber cement board',
      'Resists rot, pests and moisture damage',
      'Factory-applied, fade-resistant color finish',
      'Authentic wood-grain look with deep shadow lines',
    ],
  },
];

/** The four benefits of new siding. */
export const SIDING_BENEFITS: readonly Benefit[] = [
  {
    title: 'Curb Appeal and Resale Value',
    description: 'New siding is one of the most visible upgrades you can make, and buyers notice it first.',
  },
  {
    title: 'Better Insulation',
    description: 'New house wrap, sealed seams and insulated siding options reduce drafts and energy loss.',
  },
  {
    title: 'Weather Protection',
    description: "Properly flashed siding keeps nor'easter rain and wind-driven snow out of your walls.",
  },
  {
    title: 'Little Maintenance',
    description: 'No scraping or painting every few years; an occasional rinse keeps it looking new.',
  },
];

/** The five-step siding process. */
export const SIDING_PROCESS: readonly ProcessStep[] = [
  {
    title: 'Free Consultation',
    description:
      'We inspect your walls and trim, measure the house and show you colors and profiles with real samples.',
  },
  {
    title: 'Design and Estimate',
    description:
      'You choose siding, trim and accents, and receive a written, itemized estimate with financing options.',
  },
  {
    title: 'Preparation',
    description:
      'We protect your landscaping, remove old siding where needed and repair any damaged sheathing.',
  },
  {
    title: 'Installation',
    description: `Certified installers put up house wrap, flashing, siding and trim, usually in ${INSTALLATION_TIMES.siding}.`,
  },
  {
    title: 'Final Inspection and Cleanup',
    description: 'We walk the job with you, sweep the yard for nails and haul every scrap away.',
  },
];
