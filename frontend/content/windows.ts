/** Copy of the windows page (/windows). The five window types live in window-types.ts. */
import { BUSINESS } from '#shared/business';
import { INSTALLATION_TIMES, WARRANTY_TERMS } from './facts';
import { GALLERY_PROJECTS } from './gallery';
import type { Benefit, GalleryProject, PageIntro, ProcessStep } from './types';

/** The windows page hero. */
export const WINDOWS_INTRO: PageIntro = {
  title: 'Replacement Windows in New Jersey and New York',
  subtitle: `Custom-fit, energy-efficient windows installed by our own crews in ${INSTALLATION_TIMES.windows}. ${BUSINESS.yearsOfExperience} years of experience and a ${WARRANTY_TERMS.windows.toLowerCase()} warranty.`,
};

/** The four benefits of new windows. */
export const WINDOWS_BENEFITS: readonly Benefit[] = [
  {
    title: 'Lower Energy Bills',
    description:
      'Insulated Low-E glass with argon gas and tight weatherstripping keep heat in during winter and out in summer.',
  },
  {
    title: 'A Quieter, More Comfortable Home',
    description: 'Double-pane glass cuts street noise and ends the cold drafts near old windows.',
  },
  {
    title: 'Low Maintenance',
    description: 'Vinyl frames never need painting or scraping, and tilt-in sashes clean from inside.',
  },
  {
    title: `${WARRANTY_TERMS.windows} Warranty`,
    description: `Windows carry a ${WARRANTY_TERMS.windows.toLowerCase()} manufacturer warranty, and our installation is covered for ${WARRANTY_TERMS.installation}.`,
  },
];

/** The four-step window replacement process. */
export const WINDOWS_PROCESS: readonly ProcessStep[] = [
  {
    title: 'Free Consultation',
    description: 'We inspect your windows, show you styles and glass options and measure every opening.',
  },
  {
    title: 'Written Estimate',
    description: 'You get a clear, itemized price with financing options and no pressure to sign.',
  },
  {
    title: 'Custom Manufacturing',
    description: 'Your windows are built to your exact measurements, usually in a few weeks.',
  },
  {
    title: 'Installation',
    description: `Our crew removes the old windows, seals and insulates each opening and installs the new ones in ${INSTALLATION_TIMES.windows}, then cleans up.`,
  },
];

/** Three window projects from the gallery. */
export const WINDOW_PROJECTS: readonly GalleryProject[] = GALLERY_PROJECTS.filter(
  (p) => p.category === 'windows',
).slice(0, 3);
