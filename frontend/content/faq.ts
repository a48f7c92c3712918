/** Questions and answers of the sections of /faq (the home page's five are in home-faq.ts). */
import { BUSINESS } from '#shared/business';
import { FINANCING_TERMS, INSTALLATION_TIMES, WARRANTY_TERMS } from './facts';
import { FINANCING_EXAMPLES, describeFinancingExample } from './financing-examples';
import type { FaqSection } from './types';

const W = WARRANTY_TERMS;
const T = INSTALLATION_TIMES;
const LARGE_EXAMPLE = FINANCING_EXAMPLES[1];

/** The sections of the FAQ page, in anchor order. */
export const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    id: 'general',
    title: 'General Questions',
    items: [
      {
        question: 'How long have you been in business?',
        answer: `${BUSINESS.name} was founded in ${BUSINESS.foundedYear}. That is ${BUSINESS.yearsOfExperience} years and ${BUSINESS.customers} customers across New Jersey and New York.`,
      },
      {
        question: 'Are you licensed and insured?',
        answer:
          "Yes. We are a registered New Jersey Home Improvement Contractor, carry general liability and workers' compensation insurance, and will gladly send you proof of both.",
      },
      {
        question: 'How soon will I hear from you after I request an estimate?',
        answer: `Within ${BUSINESS.contactWithin}. A member of our team will call to answer your questions and set up a time for the free in-home estimate.`,
      },
      {
        question: 'Do you use subcontractors?',
        answer:
          'Our installations are done by our own trained crews, led by experienced installers who answer to us and to you.',
      },
      {
        question: 'How do I pay for my project?',
        answer: `You can pay by check, card or financing ${FINANCING_TERMS.summary}, subject to credit approval. For example, a ${describeFinancingExample(LARGE_EXAMPLE)} over ${LARGE_EXAMPLE.months} months at 0%.`,
      },
    ],
  },
  {
    id: 'windows',
    title: 'Windows',
    items: [
      {
        question: 'How do I know it is time to replace my windows?',
        answer:
          'Drafts, condensation or fog between the panes, sashes that stick or will not stay open, rotted sills and rising heating bills are all signs your windows are due.',
      },
      {
        question: 'How long does window installation take?',
        answer: `Most homes are done in ${T.windows}. Each window is replaced from the opening without disturbing your interior walls.`,
      },
      {
        question: 'Which window style is right for my home?',
        answer:
          'Double-hung windows suit most colonials and Cape Cods; casement and awning windows seal tightest; sliders are great over counters; bay and bow windows add light and space. We bring samples to your estimate.',
      },
      {
        question: 'What warranty comes with new windows?',
        answer: `Our windows carry a ${W.windows.toLowerCase()} manufacturer warranty, and our installation is warrantied for ${W.installation}.`,
      },
    ],
  },
  {
    id: 'siding',
    title: 'Siding',
    items: [
      {
        question: 'Should I choose vinyl or fiber cement siding?',
        answer:
          'Vinyl costs less and never needs painting. James Hardie fiber cement costs more, looks like painted wood, is noncombustible and stands up well to coastal weather. We will show you both side by side.',
      },
      {
        question: 'How long does a siding job take?',
        answer: `Most homes take ${T.siding}, depending on size, the amount of trim and whether the old siding comes off.`,
      },
      {
        question: 'Are your siding installers certified?',
        answer:
          "Yes. Our siding installers are certified, including through the Vinyl Siding Institute's installer program, and follow manufacturer instructions so your warranty stays valid.",
      },
      {
        question: 'What is the siding warranty?',
        answer: `Siding carries a ${W.siding} manufacturer warranty, and our installation is covered for ${W.installation}.`,
      },
    ],
  },
  {
    id: 'doors',
    title: 'Doors',
    items: [
      {
        question: 'Which door material is best?',
        answer:
          'Fiberglass is the most popular: it will not dent or rot and insulates well. Steel is strong and affordable, and wood is best for historic homes under a covered entry.',
      },
      {
        question: 'How long does door installation take?',
        answer: `Most entry and patio doors are installed in ${T.doors}, and your home is secure again by the end of the day.`,
      },
      {
        question: 'Can you make my front door more secure?',
        answer:
          'Yes. We install multi-point locks, reinforced strike plates, hardened deadbolts and safety glass, and we offer smart lock options.',
      },
      {
        question: 'What warranty comes with a new door?',
        answer: `Doors carry a ${W.doors} manufacturer warranty, and our installation is covered for ${W.installation}.`,
      },
    ],
  },
  {
    id: 'roofing',
    title: 'Roofing',
    items: [
      {
        question: 'How do I know if I need a new roof?',
        answer:
          "Curling or missing shingles, granules in the gutters, leaks, sagging and a roof over 20 years old are common signs. After a nor'easter, call us for an inspection.",
      },
      {
        question: 'How long does a roof replacement take?',
        answer: `Most roofs are replaced in ${T.roofing}. We tarp and protect your home at the end of each day.`,
      },
      {
        question: 'Do you offer emergency roofing?',
        answer: `Yes. We offer 24/7 emergency roofing. Call ${BUSINESS.phone.display} any time and we will tarp and secure your roof to stop further damage.`,
      },
      {
        question: 'What warranty comes with a new roof?',
        answer: `Roofing materials carry ${W.roofingMaterial} manufacturer warranties, and our installation is covered for ${W.roofingInstallation}.`,
      },
    ],
  },
  {
    id: 'warranties',
    title: 'Warranties',
    items: [
      {
        question: 'What is the difference between a manufacturer and an installation warranty?',
        answer: `The manufacturer warranty (${W.manufacturer}) covers defects in the product itself. Our installation warranty covers our workmanship for ${W.installation}, or ${W.roofingInstallation} on roofing.`,
      },
      {
        question: 'Can I extend my warranty?',
        answer: `Yes. Extended protection plans are available for up to ${W.extendedPlansUpTo}.`,
      },
      {
        question: 'Do I need to register my warranty?',
        answer:
          'Some manufacturer warranties must be registered after installation. We register them for you and give you copies for your records.',
      },
      {
        question: 'Are warranties transferable if I sell my home?',
        answer:
          'Many manufacturer warranties can be transferred to the next owner once, which can help when you sell. The terms vary by product, and we explain them before you sign.',
      },
    ],
  },
];
