import { BUSINESS, formatAddressLine } from '#shared/business';
import { WARRANTY_TERMS } from '../facts';
import type { LegalSection } from '../types';

/** The terms of service's "last updated" date. */
export const TERMS_LAST_UPDATED = 'January 1, 2025';

/** The terms of service, section by section. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to Terms',
    paragraphs: [
      `These terms govern your use of our website and the services of ${BUSINESS.legalName} ("${BUSINESS.name}", "we", "us"). By using the website or requesting our services you agree to them. Each project is also governed by its own written contract; if the contract and these terms differ, the contract controls.`,
    ],
  },
  {
    id: 'services',
    title: 'Our Services',
    paragraphs: [
      'We sell and install replacement windows, siding, entry and patio doors and roofing, and perform related repairs, for residential customers in New Jersey and New York. Product availability, colors and lead times depend on the manufacturer.',
    ],
  },
  {
    id: 'estimates',
    title: 'Estimates',
    paragraphs: [
      'Estimates are free and are not binding offers. They are based on the conditions visible at the time of the visit and are valid for 30 days unless stated otherwise. Hidden conditions found during the work, such as rotted sheathing or decking, may require a written change order before we continue.',
    ],
  },
  {
    id: 'payment',
    title: 'Payment Terms',
    paragraphs: [
      "The payment schedule, including any deposit, is set out in your contract. Financing is offered through third-party lenders and is subject to credit approval and the lender's own terms. Balances are due on completion unless your contract or financing agreement says otherwise.",
    ],
  },
  {
    id: 'warranties',
    title: 'Warranties',
    paragraphs: [
      `Products are covered by their manufacturers' written warranties. Our installation workmanship is warrantied for ${WARRANTY_TERMS.installation} (${WARRANTY_TERMS.roofingInstallation} on roofing) from completion, as described in your contract and on our Warranties page. Warranties do not cover damage from misuse, alterations or repairs by others, or events beyond product ratings.`,
    ],
  },
  {
    id: 'customer-responsibilities',
    title: 'Customer Responsibilities',
    paragraphs: ['To help your project go smoothly, you agree to:'],
    list: [
      'Give our crews safe access to the work areas and to electricity and water',
      'Move vehicles, furniture, wall hangings and fragile items away from the work areas',
      'Tell us about known hidden conditions, such as leaks, pests or previous damage',
      'Obtain any approvals required by your homeowners or condominium association',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'To the fullest extent permitted by law, our liability for any claim related to our services is limited to the amount you paid for the work in question. We are not liable for indirect or consequential damages. Nothing in these terms limits any right you have that cannot be waived under New Jersey or New York law.',
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    paragraphs: [
      'You may cancel a home improvement contract without penalty within three business days of signing, as provided by law, by written notice to us. After that period, cancellation may be subject to the costs of custom-ordered materials and work already performed, as stated in your contract.',
    ],
  },
  {
    id: 'force-majeure',
    title: 'Force Majeure',
    paragraphs: [
      'We are not responsible for delays caused by events beyond our reasonable control, including severe weather, natural disasters, supply shortages, manufacturer delays, labor disputes or government orders. We will keep you informed and resume work as soon as we safely can.',
    ],
  },
  {
    id: 'disputes',
    title: 'Dispute Resolution',
    paragraphs: [
      'If you have a concern, please call us first; most issues are resolved quickly. Disputes that cannot be resolved informally will be governed by the laws of the state where the work was performed and heard in the courts of that state.',
    ],
  },
  {
    id: 'licensing',
    title: 'Licensing and Insurance',
    paragraphs: [
      `${BUSINESS.legalName} is registered as a Home Improvement Contractor with the New Jersey Division of Consumer Affairs and carries general liability and workers' compensation insurance. Our registration number and certificates of insurance are available on request.`,
    ],
  },
  {
    id: 'website',
    title: 'Website Use',
    paragraphs: [
      'The content of this website, including text and illustrations, belongs to us and may not be copied for commercial use without permission. Prices, promotions and product information on the website may change without notice and are not offers until confirmed in writing. You agree not to misuse the website or submit false information.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    paragraphs: [
      'We may update these terms from time to time. The "last updated" date at the top of this page shows when they last changed. Terms in effect when you sign a contract continue to apply to that contract.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: [
      `Questions about these terms? Call ${BUSINESS.phone.display}, email ${BUSINESS.email}, or write to ${BUSINESS.legalName}, ${formatAddressLine()}.`,
    ],
  },
];
