/** JSON-LD records built from the business facts. */
import { BUSINESS, HOURS_STRUCTURED, LICENSES } from '#shared/business';
import { absoluteUrl } from './site-url';

/** The business record every page carries. */
export function businessJsonLd(): object {
  const a = BUSINESS.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': absoluteUrl('/#business'),
    name: BUSINESS.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/logo.svg'),
    image: absoluteUrl('/images/hero-house.svg'),
    telephone: BUSINESS.phone.e164,
    email: BUSINESS.email,
    foundingDate: String(BUSINESS.foundedYear),
    priceRange: BUSINESS.priceRange,
    numberOfEmployees: { '@type': 'QuantitativeValue', value: BUSINESS.employees },
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.state,
      postalCode: a.zip,
      addressCountry: a.country,
    },
    geo: { '@type': 'GeoCoordinates', ...BUSINESS.geo },
    openingHours: [...HOURS_STRUCTURED],
    areaServed: BUSINESS.areaServed.map((name) => ({ '@type': 'State', name })),
    hasCredential: LICENSES.map((l) => ({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: l.label.replace(/ No\.$/, ''),
      identifier: l.number,
      recognizedBy: { '@type': 'GovernmentOrganization', name: l.issuer },
    })),
  };
}

/** A service record for one of the four service pages. */
export function serviceJsonLd(service: {
  name: string;
  serviceType: string;
  description: string;
  path: string;
}): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: {
      '@id': absoluteUrl('/#business'),
      '@type': 'HomeAndConstructionBusiness',
      name: BUSINESS.name,
    },
    areaServed: BUSINESS.areaServed.map((name) => ({ '@type': 'State', name })),
  };
}

/** A breadcrumb trail: each item a visible name and a site path. */
export function breadcrumbJsonLd(items: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** An FAQPage record. */
export function faqJsonLd(items: { question: string; answer: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}
