/**
 * Partner and certification marks. Every logo is our own text-based badge artwork
 * (frontend/public/images/partners), never a copy of another organisation's logo.
 */
import { BUSINESS } from '#shared/business';
import { FINANCING_TERMS, WARRANTY_TERMS } from './facts';
import { imageRef } from './images';
import type { Benefit, Partner, PartnerLogo } from './types';

const badge = (file: string, alt: string): PartnerLogo =>
  imageRef(`/images/partners/${file}.svg`, alt, 'badge');

/** Every badge, by key. */
export const BADGES = {
  certifiedSidingInstaller: badge('certified-siding-installer', 'Certified Siding Installer badge'),
  preferredRoofingContractor: badge('preferred-roofing-contractor', 'Preferred Roofing Contractor badge'),
  energyStarPartner: badge('energy-star-partner', 'Energy Star Partner badge'),
  bbbAccredited: badge('bbb-accredited', 'BBB A+ Accredited Business badge'),
  vinylSidingInstituteMember: badge('vinyl-siding-institute-member', 'Vinyl Siding Institute Member badge'),
  leadSafeCertified: badge('lead-safe-certified', 'Lead-Safe Certified Firm badge'),
  licensedInsured: badge('licensed-insured', 'Licensed and Insured badge'),
  certifiedWindowInstaller: badge('certified-window-installer', 'Certified Window Installer badge'),
  fiberCementSpecialist: badge('fiber-cement-specialist', 'Fiber Cement Siding Specialist badge'),
  workmanshipWarranty: badge('workmanship-warranty', 'Workmanship Warranty badge'),
  windowManufacturer: badge('manufacturer-windows', 'Window Manufacturer Partner badge'),
  sidingManufacturer: badge('manufacturer-siding', 'Siding Manufacturer Partner badge'),
  doorManufacturer: badge('manufacturer-doors', 'Door Manufacturer Partner badge'),
  roofingManufacturer: badge('manufacturer-roofing', 'Roofing Manufacturer Partner badge'),
  financing: badge('service-financing', 'Financing Partner badge'),
  recycling: badge('service-recycling', 'Debris Recycling badge'),
  energyAudit: badge('service-energy-audit', 'Home Energy Audits badge'),
  reviews: badge('media-reviews', 'Verified Reviews badge'),
  community: badge('media-community', 'Community Partner badge'),
  homeShow: badge('media-home-show', 'Home Show Exhibitor badge'),
} as const;

/** The strip of ten marks on the home page. */
export const HOME_PARTNER_LOGOS: readonly PartnerLogo[] = [
  BADGES.certifiedSidingInstaller,
  BADGES.preferredRoofingContractor,
  BADGES.energyStarPartner,
  BADGES.bbbAccredited,
  BADGES.vinylSidingInstituteMember,
  BADGES.leadSafeCertified,
  BADGES.licensedInsured,
  BADGES.certifiedWindowInstaller,
  BADGES.fiberCementSpecialist,
  BADGES.workmanshipWarranty,
];

/** The four certification marks on the about page. */
export const ABOUT_CERTIFICATIONS: readonly PartnerLogo[] = [
  BADGES.vinylSidingInstituteMember,
  BADGES.preferredRoofingContractor,
  BADGES.leadSafeCertified,
  BADGES.bbbAccredited,
];

/** Certifying bodies and associations. */
export const CERTIFICATION_PARTNERS: readonly Partner[] = [
  {
    name: 'Vinyl Siding Institute',
    logo: BADGES.vinylSidingInstituteMember,
    description:
      'The trade association for vinyl siding, which runs a certified installer program built on industry installation standards.',
    benefits: [
      'Installers trained to industry standards',
      'Installation that keeps manufacturer warranties valid',
      'Up-to-date product knowledge',
    ],
  },
  {
    name: 'Better Business Bureau',
    logo: BADGES.bbbAccredited,
    description: `We are an accredited business with an ${BUSINESS.bbbRating} rating, committed to honest advertising and resolving every complaint.`,
    benefits: [
      `${BUSINESS.bbbRating} rating`,
      'Commitment to resolving concerns',
      'Transparent business practices',
    ],
  },
  {
    name: 'EPA Lead-Safe Certified Firm',
    logo: BADGES.leadSafeCertified,
    description:
      'Many homes built before 1978 contain lead paint. Our firm and renovators are certified in lead-safe work practices.',
    benefits: [
      'Dust containment on pre-1978 homes',
      'Safe cleanup and disposal',
      'Protection for children and pets',
    ],
  },
  {
    name: 'ENERGY STAR',
    logo: BADGES.energyStarPartner,
    description: 'We offer windows and doors that meet ENERGY STAR requirements for our climate zone.',
    benefits: [
      'Certified products available',
      'Lower heating and cooling costs',
      'Possible utility incentives',
    ],
  },
];

/** Manufacturers whose products we install (names in text; badges are our own). */
export const MANUFACTURER_PARTNERS: readonly Partner[] = [
  {
    name: 'Window Manufacturers',
    logo: BADGES.windowManufacturer,
    description:
      'Vinyl and composite replacement windows custom-built to each opening, with Low-E insulated glass.',
    benefits: [
      `${WARRANTY_TERMS.windows} warranties on qualifying windows`,
      'Custom sizes and colors',
      'Energy-efficient glass packages',
    ],
  },
  {
    name: 'Siding Manufacturers',
    logo: BADGES.sidingManufacturer,
    description: 'Vinyl siding from makers such as CertainTeed and Mastic, and James Hardie fiber cement.',
    benefits: ['Certified installation', 'Wide range of colors and profiles', 'Long manufacturer warranties'],
  },
  {
    name: 'Door Manufacturers',
    logo: BADGES.doorManufacturer,
    description: 'Fiberglass and steel entry doors and vinyl patio doors with multi-point locking hardware.',
    benefits: ['Energy-efficient insulated cores', 'Decorative glass options', 'Security hardware'],
  },
  {
    name: 'Roofing Manufacturers',
    logo: BADGES.roofingManufacturer,
    description:
      'We are a preferred contractor with a leading roofing manufacturer and install complete roof systems.',
    benefits: [
      'Matched shingles, underlayment and ventilation',
      'Enhanced warranty eligibility',
      'Ongoing installer training',
    ],
  },
];

/** Service partners that support our projects. */
export const SERVICE_PARTNERS: readonly Partner[] = [
  {
    name: 'Consumer Financing Lenders',
    logo: BADGES.financing,
    description: `Established lenders who offer our customers financing ${FINANCING_TERMS.summary}, subject to credit approval.`,
    benefits: ['Fast credit decisions', 'No money down plans', 'No prepayment penalty'],
  },
  {
    name: 'Recycling and Disposal',
    logo: BADGES.recycling,
    description: 'Licensed haulers who recycle old metal, glass and roofing wherever possible.',
    benefits: ['Clean job sites', 'Less waste in landfills', 'Proper disposal of old materials'],
  },
  {
    name: 'Home Energy Auditors',
    logo: BADGES.energyAudit,
    description: 'Independent auditors who can measure air leakage before and after your project.',
    benefits: ['Blower-door testing', 'Insulation recommendations', 'Help finding utility incentives'],
  },
];

/** Where homeowners hear about and review us. */
export const MEDIA_PARTNERS: readonly Partner[] = [
  {
    name: 'Online Reviews',
    logo: BADGES.reviews,
    description: 'Verified reviews from our customers on Google, Facebook and the Better Business Bureau.',
    benefits: [
      'Real feedback from real homeowners',
      'Every review read and answered',
      'Ratings you can check yourself',
    ],
  },
  {
    name: 'Local Community Groups',
    logo: BADGES.community,
    description:
      'We support local sports teams, civic associations and charity events in the towns we serve.',
    benefits: ['Local sponsorships', 'Neighborhood events', 'Giving back where we work'],
  },
  {
    name: 'Home Shows',
    logo: BADGES.homeShow,
    description:
      'Find us at home and garden shows across New Jersey and New York with product samples and show specials.',
    benefits: ['See products in person', 'Talk to our project consultants', 'Show-only offers'],
  },
];

/** What our partnerships mean for homeowners. */
export const PARTNER_BENEFITS: readonly Benefit[] = [
  {
    title: 'Quality Products',
    description: 'We install products from established manufacturers with long track records.',
  },
  {
    title: 'Certified Installation',
    description: 'Trained, certified installers follow manufacturer instructions on every job.',
  },
  {
    title: 'Stronger Warranties',
    description:
      'Certified installation keeps manufacturer warranties valid and can qualify you for enhanced coverage.',
  },
  { title: 'Better Pricing', description: 'Long-standing supplier relationships help us keep prices fair.' },
];
