/** Copy of the doors page (/doors and /entry-doors). */
import { INSTALLATION_TIMES, WARRANTY_TERMS } from './facts';
import { imageRef } from './images';
import type { Benefit, CopyBlock, DoorItem, PageIntro } from './types';

/** The doors page hero. */
export const DOORS_INTRO: PageIntro = {
  title: 'Entry and Patio Doors',
  subtitle: `Secure, energy-efficient doors installed in ${INSTALLATION_TIMES.doors}, with a ${WARRANTY_TERMS.doors.toLowerCase()} warranty.`,
};

/** Entry doors and patio doors. */
export const DOOR_OPTIONS: readonly DoorItem[] = [
  {
    title: 'Entry Doors',
    description:
      'Your front door is the first thing guests see and your first line of defense. Choose fiberglass, steel or wood with decorative glass, sidelites and transoms in the style that suits your home.',
    image: imageRef(
      '/images/doors/entry.svg',
      'Fiberglass entry door with decorative glass, sidelites and transom',
    ),
    features: [
      'Fiberglass, steel and wood slabs',
      'Decorative glass, sidelites and transoms',
      'Multi-point locks and reinforced strike plates',
      'Insulated cores with full weatherstripping',
    ],
  },
  {
    title: 'Patio Doors',
    description:
      'Sliding and hinged patio doors bring in light and open your kitchen or family room to the deck. New doors glide easily, lock securely and stop the drafts that old aluminum sliders let in.',
    image: imageRef('/images/doors/patio.svg', 'Two-panel sliding patio door opening onto a wood deck'),
    features: [
      'Sliding and hinged French styles',
      'Low-E insulated tempered glass',
      'Smooth tandem rollers on a stainless track',
      'Keyed locks and optional blinds between the glass',
    ],
  },
];

/** The four door materials. */
export const DOOR_MATERIALS: readonly Benefit[] = [
  {
    title: 'Fiberglass',
    description: 'Will not dent, rust or rot, insulates well and can be stained to look like real wood.',
  },
  {
    title: 'Steel',
    description: 'Strong and affordable, with an insulated foam core and a paintable finish.',
  },
  {
    title: 'Wood',
    description: 'Classic beauty and weight for traditional and historic homes, best under a covered entry.',
  },
  {
    title: 'Vinyl',
    description: 'A low-maintenance, energy-efficient choice for sliding patio doors.',
  },
];

/** The security section. */
export const DOOR_SECURITY: CopyBlock = {
  title: 'Security You Can Feel',
  text: 'A new door is only as strong as its frame and hardware. We install every door with hardware that keeps your family safe.',
  points: [
    'Multi-point locking systems that secure the door at the top, middle and bottom',
    'Reinforced strike plates fastened with long screws into the framing',
    'Deadbolts with hardened steel bolts',
    'Tempered or laminated safety glass',
    'Smart lock and keypad options',
  ],
};

/** The energy-efficiency section. */
export const DOOR_ENERGY: CopyBlock = {
  title: 'Energy Efficiency',
  text: 'Old doors leak as much air as an open window. New insulated doors and tight seals keep your home comfortable all year.',
  points: [
    'Polyurethane foam cores that insulate far better than solid wood',
    'Compression weatherstripping and adjustable sills',
    'Low-E insulated glass in lites and patio doors',
    'ENERGY STAR certified models available',
    'Expanding foam insulation around the frame at installation',
  ],
};
