/** Copy of the financing page (/financing). The offer's terms live in facts.ts. */
import { BUSINESS } from '#shared/business';
import { FINANCING_TERMS } from './facts';
import type { Benefit, CopyBlock, FaqItem, ProcessStep, TermCard } from './types';

export { describeFinancingExample, FINANCING_EXAMPLES, formatUsd } from './financing-examples';

/** The special-offer banner. */
export const FINANCING_OFFER = {
  headline: FINANCING_TERMS.headline,
  text: `Upgrade your windows, siding, doors or roof now and pay over time: ${FINANCING_TERMS.summary}.`,
  note: FINANCING_TERMS.creditNote,
} as const;

/** The three plan cards. */
export const FINANCING_PLANS: readonly TermCard[] = [
  {
    title: '0% Interest, No Money Down',
    duration: `Up to ${FINANCING_TERMS.maxMonths} months`,
    description:
      'Spread the cost of your project over up to five years with no interest and nothing due at signing.',
    features: [
      '0% APR for the full term',
      'No money down',
      'Equal monthly payments',
      'Subject to credit approval',
    ],
  },
  {
    title: 'Low Fixed-Rate Plan',
    duration: '36 to 60 months',
    description:
      'A fixed interest rate and a fixed monthly payment for larger projects or combined services.',
    features: [
      'Rate locked for the life of the loan',
      'Predictable monthly payment',
      'No prepayment penalty',
      'Subject to credit approval',
    ],
  },
  {
    title: 'Same-as-Cash',
    duration: '12 months',
    description:
      'Pay the balance in full within 12 months and pay no interest, ideal if you expect funds later in the year.',
    features: [
      'No interest if paid in full within 12 months',
      'No money down',
      'Pay early at any time',
      'Subject to credit approval',
    ],
  },
];

/** Why homeowners finance with us. */
export const FINANCING_BENEFITS: readonly Benefit[] = [
  { title: 'No Money Down', description: 'Start your project without draining your savings.' },
  {
    title: 'Quick Decisions',
    description: 'Apply during your free estimate and get a credit decision quickly, often the same day.',
  },
  { title: 'Fixed Payments', description: 'Know exactly what you will pay each month, with no surprises.' },
  { title: 'No Prepayment Penalty', description: 'Pay off your balance early at any time.' },
];

/** The lender-installer section: one company from application to installation. */
export const FINANCING_LENDER_INSTALLER: CopyBlock = {
  title: 'Your Installer and Your Financing, in One Place',
  text: `${BUSINESS.name} works with established consumer lenders so you can arrange financing with the same team that designs and installs your project. There is no separate bank visit: your project consultant walks you through the application, the terms and the monthly payment before you sign anything.`,
  points: [
    'One point of contact from estimate to final payment',
    'Terms explained in plain English before you commit',
    'Your payment schedule is set before work begins',
  ],
};

/** The four steps to financing a project. */
export const FINANCING_PROCESS: readonly ProcessStep[] = [
  {
    title: 'Free Estimate',
    description: 'We measure your home and give you a written price for your project.',
  },
  {
    title: 'Apply',
    description: 'Fill out a short credit application with your consultant, in person or by phone.',
  },
  {
    title: 'Choose Your Plan',
    description: 'Pick the plan and monthly payment that fits your budget and sign your agreement.',
  },
  {
    title: 'Enjoy Your Project',
    description: 'We install your project, and your payments begin on the schedule you agreed to.',
  },
];

/** Questions about financing. */
export const FINANCING_FAQ: readonly FaqItem[] = [
  {
    question: 'Who qualifies for 0% financing?',
    answer:
      'Financing is subject to credit approval by our lending partners. Many homeowners qualify, and your consultant can tell you which plans are available to you.',
  },
  {
    question: 'Do I need to put any money down?',
    answer: 'No. Our 0% and same-as-cash plans require no money down.',
  },
  {
    question: 'Will applying affect my credit score?',
    answer:
      'The lender will review your credit as part of the application. Ask your consultant which type of credit check applies before you apply.',
  },
  {
    question: 'Can I pay off my balance early?',
    answer: 'Yes. There is no prepayment penalty on any of our plans.',
  },
  {
    question: 'Can I finance more than one project?',
    answer:
      'Yes. You can combine windows, siding, doors and roofing into one project and one monthly payment.',
  },
];
