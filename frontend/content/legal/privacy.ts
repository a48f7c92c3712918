import { BUSINESS, formatAddressLine } from '#shared/business';
import type { LegalSection } from '../types';

/** The privacy policy's "last updated" date. */
export const PRIVACY_LAST_UPDATED = 'January 1, 2025';

/** The privacy policy, section by section. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    paragraphs: [
      `${BUSINESS.legalName} ("${BUSINESS.name}", "we", "us") collects the information you give us when you request an estimate, book a call or contact us: your name, phone number, email address, property address, city, state, zip code, the service you are interested in, whether you own the home and any message you write.`,
      'When you visit our website we also collect limited technical information automatically, such as the pages you view, which phone links or buttons you click, your browser type and the website that referred you.',
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    paragraphs: ['We use the information we collect to:'],
    list: [
      'Contact you about your request and schedule your free in-home estimate or call',
      'Prepare estimates, contracts, financing applications and warranty registrations',
      'Send appointment confirmations and, if you agree, occasional offers',
      'Improve our website, advertising and customer service',
      'Meet our legal, tax and record-keeping obligations',
    ],
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    paragraphs: [
      'We do not sell your personal information. We share it only with companies that help us serve you, and only as much as they need: financing lenders when you apply for financing, product manufacturers when we register your warranty, and service providers that host our website, send messages or store our records under confidentiality obligations.',
      'We may also disclose information when the law requires it, to protect our rights or the safety of others, or as part of a sale or merger of our business.',
    ],
  },
  {
    id: 'security',
    title: 'Data Security',
    paragraphs: [
      'We protect your information with reasonable administrative, technical and physical safeguards, including encrypted connections to our website and restricted access to customer records. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and Similar Technologies',
    paragraphs: [
      'Our website uses cookies and browser storage to keep the site working, remember form entries you have not yet sent, and understand how visitors use the site. You can block or delete cookies in your browser settings; some features may not work without them.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    paragraphs: [
      'You may ask us what personal information we hold about you, ask us to correct or delete it, or tell us to stop sending marketing messages. Reply STOP to any text message or use the unsubscribe link in any email. We will respond to requests as required by applicable law.',
    ],
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Links',
    paragraphs: [
      'Our website links to other websites, such as manufacturers, review sites and industry associations. We are not responsible for their content or privacy practices, and we encourage you to read their policies.',
    ],
  },
  {
    id: 'children',
    title: "Children's Privacy",
    paragraphs: [
      'Our services are for homeowners and are not directed to children under 13. We do not knowingly collect personal information from children under 13. If you believe a child has given us information, contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy from time to time. When we do, we will change the "last updated" date at the top of this page. Significant changes will be highlighted on our website.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: [
      `Questions about this policy or your information? Call us at ${BUSINESS.phone.display}, email ${BUSINESS.email}, or write to ${BUSINESS.legalName}, ${formatAddressLine()}.`,
    ],
  },
];
