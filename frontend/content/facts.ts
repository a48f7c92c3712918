/**
 * Figures the copy repeats on many pages (spec §1 and §9): installation times, warranty terms and
 * the financing offer. Copy quotes these constants instead of retyping the numbers.
 */

/** How long an installation usually takes, by service. */
export const INSTALLATION_TIMES = {
  windows: '1-2 days',
  siding: '3-7 days',
  doors: '1 day',
  roofing: '1-3 days',
} as const;

/** Warranty terms by coverage and product. */
export const WARRANTY_TERMS = {
  /** Our installation (workmanship) warranty on windows, siding and doors. */
  installation: '5 years',
  /** Our installation warranty on roofing. */
  roofingInstallation: '10 years',
  /** The longest extended protection plan. */
  extendedPlansUpTo: '20 years',
  /** Manufacturer warranties start at this length. */
  manufacturer: '10+ years',
  windows: 'Lifetime limited',
  siding: '50 years limited',
  doors: '10 years limited',
  roofingMaterial: '30-50 years',
} as const;

/** The financing offer. */
export const FINANCING_TERMS = {
  maxMonths: 60,
  apr: 0,
  /** The promo banner and special-offer headline, word for word. */
  headline: 'Up to 60 Months With No Interest and No Money Down',
  /** The offer in running text. */
  summary: 'up to 60 months at 0% interest with no money down',
  creditNote: 'Subject to credit approval.',
} as const;
