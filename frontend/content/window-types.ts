/** The five window type pages (/window-installation/:type) and their shared process. */
import { imageRef } from './images';
import { INSTALLATION_TIMES, WARRANTY_TERMS } from './facts';
import type { ProcessStep, WindowType } from './types';

/** The window types, in menu order; the first is the default page. */
export const WINDOW_TYPES: readonly WindowType[] = [
  {
    slug: 'double-hung-windows',
    title: 'Double-Hung Windows',
    subtitle: 'The classic New Jersey window, rebuilt for energy savings',
    description:
      'Double-hung windows have two sashes that both slide up and down, so you can open the top for airflow while the bottom stays closed. Both sashes tilt in for cleaning from inside, which makes them the most popular choice for colonials, Cape Cods and two-story homes.',
    image: imageRef(
      '/images/window-types/double-hung-windows.svg',
      'Double-hung window with a colonial grid and two sliding sashes',
    ),
    features: [
      'Upper and lower sashes that both open',
      'Tilt-in sashes for cleaning from inside',
      'Low-E insulated double-pane glass with argon gas',
      'Optional colonial and prairie grids between the glass',
      'Fusion-welded vinyl frames that never need painting',
      'Custom sized to fit your existing openings',
    ],
    benefits: [
      {
        title: 'Better Ventilation',
        desc: 'Open the top sash to let warm air out and the bottom to let cool air in.',
      },
      {
        title: 'Easy Cleaning',
        desc: 'Tilt both sashes in and clean the outside glass from inside your home, even on the second floor.',
      },
      {
        title: 'Lower Energy Bills',
        desc: 'Insulated glass and tight weatherstripping keep heat in during winter and out in summer.',
      },
      {
        title: 'Fits Any Style',
        desc: 'The traditional look suits colonials, Victorians and ranches alike, with a choice of grids and colors.',
      },
    ],
  },
  {
    slug: 'bay-and-bow-window-replacements',
    title: 'Bay & Bow Windows',
    subtitle: 'More light, more space and a view worth sitting in',
    description:
      'Bay windows combine a large center window with two angled side windows, while bow windows use four or more windows in a gentle curve. Both project out from the wall, adding light, a wider view and a seat or shelf inside the room.',
    image: imageRef(
      '/images/window-types/bay-and-bow-window-replacements.svg',
      'Three-panel bay window projecting from a sided wall',
    ),
    features: [
      'Three-panel bay or four- to five-panel bow designs',
      'Fixed center picture window with operable side windows',
      'Insulated seat board and head board',
      'Support cables or brackets sized to the window weight',
      'Optional copper or shingled roof cap',
      'Interior finish in stain-grade wood or white',
    ],
    benefits: [
      { title: 'More Natural Light', desc: 'Glass on three sides brings in light from morning to evening.' },
      {
        title: 'Extra Living Space',
        desc: 'The projection adds a window seat, reading nook or plant shelf without an addition.',
      },
      { title: 'Panoramic Views', desc: 'Angled windows widen your view of the yard and the street.' },
      {
        title: 'Curb Appeal',
        desc: 'A bay or bow window becomes the focal point of the front of your home.',
      },
    ],
  },
  {
    slug: 'sliding-window-replacements',
    title: 'Sliding Windows',
    subtitle: 'Wide views and easy operation with a simple glide',
    description:
      'Sliding windows open horizontally, with one or two sashes gliding along a track. With no cranks or counterweights they are easy to use and hold up well, which makes them a good fit for ranches, basements and wide openings over kitchen counters.',
    image: imageRef(
      '/images/window-types/sliding-window-replacements.svg',
      'Horizontal sliding window with one fixed and one gliding sash',
    ),
    features: [
      'Two- or three-lite designs with sashes that glide sideways',
      'Rollers on a stainless steel track for smooth operation',
      'Lift-out sashes for cleaning',
      'Low-E insulated glass',
      'Interlocking meeting rails that block drafts',
      'Slim frames for more glass area',
    ],
    benefits: [
      {
        title: 'Easy to Operate',
        desc: 'A light push opens the window; ideal over counters and for anyone who finds cranks hard to turn.',
      },
      { title: 'Wide, Open Views', desc: 'Horizontal glass frames the yard like a picture.' },
      { title: 'Few Moving Parts', desc: 'A simple track and rollers mean little that can wear out.' },
      {
        title: 'Great Value',
        desc: 'Sliding windows cost less than many other styles for the same opening.',
      },
    ],
  },
  {
    slug: 'casement-window-replacements',
    title: 'Casement Windows',
    subtitle: 'The tightest seal and full, unobstructed airflow',
    description:
      'Casement windows are hinged on one side and crank outward like a door. When closed, the sash presses against the frame, giving one of the tightest seals of any window. Because the whole sash opens, they catch passing breezes and let in the most fresh air.',
    image: imageRef(
      '/images/window-types/casement-window-replacements.svg',
      'Pair of casement windows with one sash cranked open',
    ),
    features: [
      'Side-hinged sash that opens fully outward',
      'Fold-away crank handle',
      'Multi-point locks that pull the sash tight to the frame',
      'Compression weatherstripping on all four sides',
      'Low-E insulated glass with argon gas',
      'Washable from inside through the open sash',
    ],
    benefits: [
      {
        title: 'Tightest Seal',
        desc: 'Compression seals block drafts and wind-driven rain better than sliding styles.',
      },
      { title: 'Maximum Ventilation', desc: 'The fully opening sash scoops breezes into the room.' },
      { title: 'Unbroken Views', desc: 'No meeting rail across the middle of the glass.' },
      { title: 'Easy to Reach', desc: 'A crank is easy to turn above sinks, counters and tubs.' },
    ],
  },
  {
    slug: 'awning-windows',
    title: 'Awning Windows',
    subtitle: 'Fresh air even when it is raining',
    description:
      'Awning windows are hinged at the top and open outward from the bottom, so the glass acts like a small roof over the opening. You can leave them open during a light rain. They work well above doors, in bathrooms and basements, and paired with picture windows.',
    image: imageRef(
      '/images/window-types/awning-windows.svg',
      'Wide awning window hinged at the top and opened outward',
    ),
    features: [
      'Top-hinged sash that opens outward',
      'Crank operator with a secure lock',
      'Sheds rain away from the opening',
      'Compression weatherstripping',
      'Pairs with picture and casement windows',
      'Privacy and obscure glass options',
    ],
    benefits: [
      { title: 'Ventilation in the Rain', desc: 'The angled sash keeps light rain out while air comes in.' },
      {
        title: 'Privacy and Security',
        desc: 'Can sit high on a wall, and the narrow opening is hard to get through.',
      },
      { title: 'Energy Efficient', desc: 'Like casements, awning windows seal tightly when closed.' },
      {
        title: 'Flexible Placement',
        desc: 'Fits above doors, under picture windows and in basements and bathrooms.',
      },
    ],
  },
];

/** The page shown at /window-installation with no type. */
export const DEFAULT_WINDOW_TYPE = 'double-hung-windows';

/** The window type with this slug (the default when none is given), or undefined if unknown. */
export function getWindowType(slug: string | undefined): WindowType | undefined {
  return WINDOW_TYPES.find((t) => t.slug === (slug ?? DEFAULT_WINDOW_TYPE));
}

/** The other window types, at most four, for the "related" links. */
export function relatedWindowTypes(slug: string): WindowType[] {
  return WINDOW_TYPES.filter((t) => t.slug !== slug).slice(0, 4);
}

/** The four-step process on every window type page. */
export const WINDOW_TYPE_PROCESS: readonly ProcessStep[] = [
  {
    title: 'Free In-Home Consultation',
    description:
      'We look at your windows, talk through styles and colors, and take exact measurements of every opening.',
  },
  {
    title: 'Custom Manufacturing',
    description:
      'Your windows are built to those measurements, so they fit the opening without oversized gaps or filler.',
  },
  {
    title: 'Professional Installation',
    description: `Our own installers remove the old windows, insulate and seal each opening and install the new ones, usually in ${INSTALLATION_TIMES.windows}.`,
  },
  {
    title: 'Final Walkthrough',
    description: `We check every window with you, clean up completely and register your ${WARRANTY_TERMS.windows.toLowerCase()} warranty.`,
  },
];
