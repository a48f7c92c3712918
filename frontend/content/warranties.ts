/** Copy of the warranties page (/warranties). The terms themselves live in facts.ts. */
import { BUSINESS } from '#shared/business';
import { WARRANTY_TERMS as W } from './facts';
import type { FaqItem, ProcessStep, ProductWarranty, TermCard } from './types';

/** The three kinds of coverage. */
export const WARRANTY_TYPES: readonly TermCard[] = [
  {
    title: 'Manufacturer Warranty',
    description: 'Every product we install is backed by its manufacturer against defects in materials.',
    features: [
      'Defects in materials and manufacturing',
      'Peeling, blistering and excessive fading where stated',
      'Seal failure in insulated glass',
      'Replacement parts',
    ],
    duration: W.manufacturer,
  },
  {
    title: 'Installation Warranty',
    description: `Our own workmanship warranty covers how we installed your project: ${W.installation} on windows, siding and doors and ${W.roofingInstallation} on roofing.`,
    features: [
      'Leaks caused by installation',
      'Flashing, sealing and fastening',
      'Adjustments to windows and doors',
      'Labor to correct installation defects',
    ],
    duration: `${W.installation} (${W.roofingInstallation} on roofing)`,
  },
  {
    title: 'Extended Protection Plans',
    description:
      'Add longer coverage for labor and parts beyond the standard warranties, and keep it with the house if you sell.',
    features: [
      'Labor for covered product repairs',
      'Extended workmanship coverage',
      'Transferable to a new owner',
      'Priority service scheduling',
    ],
    duration: `Up to ${W.extendedPlansUpTo}`,
  },
];

/** The per-product warranty table. */
export const PRODUCT_WARRANTIES: readonly ProductWarranty[] = [
  {
    product: 'Windows',
    manufacturer: 'Leading vinyl window manufacturers',
    materialWarranty: W.windows,
    installationWarranty: W.installation,
    features: ['Frames and sashes', 'Insulated glass seal failure', 'Hardware and screens'],
  },
  {
    product: 'Siding',
    manufacturer: 'Leading vinyl and fiber cement siding manufacturers',
    materialWarranty: W.siding,
    installationWarranty: W.installation,
    features: [
      'Cracking, peeling and blistering',
      'Fading beyond stated limits',
      'Hail damage on qualifying products',
    ],
  },
  {
    product: 'Doors',
    manufacturer: 'Leading fiberglass and steel door manufacturers',
    materialWarranty: W.doors,
    installationWarranty: W.installation,
    features: ['Door slab and frame', 'Glass inserts', 'Weatherstripping and sills'],
  },
  {
    product: 'Roofing',
    manufacturer: 'Leading asphalt shingle manufacturers',
    materialWarranty: W.roofingMaterial,
    installationWarranty: W.roofingInstallation,
    features: [
      'Shingle manufacturing defects',
      'Wind resistance to the rated speed',
      'Algae resistance on qualifying shingles',
    ],
  },
];

/** How to make a warranty claim. */
export const CLAIM_PROCESS: readonly ProcessStep[] = [
  {
    title: 'Contact Us',
    description: `Call ${BUSINESS.phone.display} or use our contact form. Tell us what you noticed and when your project was installed.`,
  },
  {
    title: 'Inspection',
    description: 'A technician visits, inspects the problem and photographs it.',
  },
  {
    title: 'Claim Filing',
    description: 'If a product is at fault, we file the manufacturer claim for you and handle the paperwork.',
  },
  {
    title: 'Repair or Replacement',
    description: 'We schedule the repair or replacement and confirm with you that the problem is solved.',
  },
];

/** What to keep after your project to register and use your warranties. */
export const REGISTRATION_CHECKLIST: readonly string[] = [
  'Your signed contract and final invoice',
  'The product names, colors and model numbers on your paperwork',
  'The installation completion date',
  'Manufacturer registration confirmations, which we send you after registering',
  'Photos of the finished project',
  'Any extended protection plan documents',
];

/** Questions about warranties. */
export const WARRANTY_FAQ: readonly FaqItem[] = [
  {
    question: 'What does "limited" mean in a lifetime limited warranty?',
    answer:
      'It means the warranty covers specific defects under stated conditions, and some coverage, such as labor, can be shorter than the product coverage. We walk you through the terms before you sign.',
  },
  {
    question: 'Who do I call with a warranty problem?',
    answer:
      'Call us first. We handle both our installation warranty and manufacturer claims, so you do not have to deal with the manufacturer yourself.',
  },
  {
    question: 'Is my warranty transferable?',
    answer:
      'Many manufacturer warranties and our extended protection plans can be transferred to a new owner, which can help when you sell your home.',
  },
  {
    question: 'What could void my warranty?',
    answer:
      'Alterations or repairs by others, damage from accidents or severe weather beyond product ratings, and lack of basic care can limit coverage. Call us before anyone else works on your project.',
  },
];
