/** The home page's FAQ accordion (the sections of /faq are in faq.ts). */
import { BUSINESS } from '#shared/business';
import { CONTACT_PAGE_COUNTIES } from './areas';
import { FINANCING_TERMS, INSTALLATION_TIMES, WARRANTY_TERMS } from './facts';
import { FINANCING_EXAMPLES, describeFinancingExample } from './financing-examples';
import { listInEnglish } from './list-in-english';
import type { FaqItem } from './types';

const W = WARRANTY_TERMS;
const T = INSTALLATION_TIMES;
const SMALL_EXAMPLE = FINANCING_EXAMPLES[0];
const NJ_COUNTIES = listInEnglish(CONTACT_PAGE_COUNTIES.map((n) => n.replace(/ County$/, '')));

/** The five questions on the home page. */
export const HOME_FAQ: readonly FaqItem[] = [
  {
    question: 'How long does installation take?',
    answer: `Most window jobs take ${T.windows}, doors ${T.doors}, roofs ${T.roofing} and siding ${T.siding}, depending on the size of the home and the weather. We give you a schedule before work starts.`,
  },
  {
    question: 'Do you offer financing?',
    answer: `Yes. We offer financing ${FINANCING_TERMS.summary}, subject to credit approval. For example, a ${describeFinancingExample(SMALL_EXAMPLE)} for ${SMALL_EXAMPLE.months} months.`,
  },
  {
    question: 'What warranties come with my project?',
    answer: `Products carry manufacturer warranties of ${W.manufacturer}: ${W.windows.toLowerCase()} on windows, ${W.siding} on siding, ${W.doors} on doors and ${W.roofingMaterial} on roofing materials. Our installation is covered for ${W.installation} (${W.roofingInstallation} on roofing), and extended plans run up to ${W.extendedPlansUpTo}.`,
  },
  {
    question: 'Is the estimate really free?',
    answer: `Yes. We visit your home, measure, answer your questions and leave a written estimate at no cost and with no obligation. We contact you within ${BUSINESS.contactWithin} of your request to set a time.`,
  },
  {
    question: 'What areas do you serve?',
    answer: `We serve ${BUSINESS.serviceAreaSummary}, including ${NJ_COUNTIES} counties.`,
  },
];
