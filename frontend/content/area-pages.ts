/** Copy for the county and city pages, filled in with the place's name. */
import { BUSINESS } from '#shared/business';
import { PATHS, areaPath, cityPath } from '#shared/routes';
import { FINANCING_TERMS, INSTALLATION_TIMES, WARRANTY_TERMS } from './facts';
import type { Benefit, City, ServiceArea } from './types';

/** The headline, and the page title, of a county or city page. */
export const areaHeadline = (place: string) => `Windows, Siding, Doors & Roofing in ${place}`;

/** The breadcrumb trail of a county page, or of one of its cities' pages. */
export function areaCrumbs(area: ServiceArea, city?: City): { name: string; path: string }[] {
  return [
    { name: 'Home', path: PATHS.home },
    { name: 'Service Areas', path: PATHS.areas },
    { name: area.name, path: areaPath(area.slug) },
    ...(city ? [{ name: city.name, path: cityPath(area.slug, city.slug) }] : []),
  ];
}

/** The "why choose us" points of a county page. */
export function countyWhyChoose(area: ServiceArea): Benefit[] {
  return [
    {
      title: `Local to ${area.name}`,
      description: `Our crews work in ${area.name} every week, so we know its homes, its weather and its permit offices.`,
    },
    {
      title: `${BUSINESS.yearsOfExperience} Years of Experience`,
      description: `Founded in ${BUSINESS.foundedYear}, we have completed ${BUSINESS.customers} projects across ${BUSINESS.areaServed.join(' and ')}.`,
    },
    {
      title: 'Certified Installers',
      description:
        'Our siding installers are certified, and we are a preferred contractor with a leading roofing manufacturer.',
    },
    {
      title: 'Flexible Financing',
      description: `Financing ${FINANCING_TERMS.summary}, subject to credit approval, so you can upgrade now.`,
    },
  ];
}

/** One service block on a city page. */
export interface CityServiceBlock {
  title: string;
  description: string;
  /** Site path of the service page. */
  link: string;
  features: string[];
}

/** The four service blocks of a city page. */
export function cityServiceBlocks(city: City): CityServiceBlock[] {
  return [
    {
      title: 'Window Replacement',
      description: `Energy-efficient replacement windows for ${city.name} homes, measured and installed by our own crews.`,
      link: PATHS.windows,
      features: [
        'Double-hung, casement, sliding, bay and awning styles',
        'Low-E insulated glass',
        `Installed in ${INSTALLATION_TIMES.windows}`,
        `${WARRANTY_TERMS.windows} warranty`,
      ],
    },
    {
      title: 'Siding Installation',
      description: `Vinyl and James Hardie fiber cement siding that stands up to ${city.name} winters and summers.`,
      link: PATHS.siding,
      features: [
        'Certified siding installers',
        'House wrap and flashing to manufacturer specs',
        `Most homes finished in ${INSTALLATION_TIMES.siding}`,
        `${WARRANTY_TERMS.siding} siding warranty`,
      ],
    },
    {
      title: 'Entry & Patio Doors',
      description: `Secure, weather-tight entry and patio doors for ${city.name} homeowners.`,
      link: PATHS.doors,
      features: [
        'Fiberglass, steel and wood options',
        'Multi-point locks available',
        `Installed in ${INSTALLATION_TIMES.doors}`,
        `${WARRANTY_TERMS.doors} door warranty`,
      ],
    },
    {
      title: 'Roofing',
      description: `Roof replacement and repair in ${city.name}, including 24/7 emergency service after storms.`,
      link: PATHS.roofing,
      features: [
        'Architectural asphalt shingles',
        'Ice-and-water shield at eaves and valleys',
        `Most roofs done in ${INSTALLATION_TIMES.roofing}`,
        `${WARRANTY_TERMS.roofingInstallation} installation warranty`,
      ],
    },
  ];
}

/** The four local-benefit cards of a city page. */
export function cityLocalBenefits(area: ServiceArea, city: City): Benefit[] {
  return [
    {
      title: 'Free In-Home Estimate',
      description: `We come to your ${city.name} home, measure everything and give you a written price. We contact you within ${BUSINESS.contactWithin} of your request.`,
    },
    {
      title: `Built for ${area.stateName} Weather`,
      description:
        "Products and installation methods chosen for nor'easters, freeze-thaw winters and humid summers.",
    },
    {
      title: 'Permits Handled',
      description: `We pull the permits ${city.name} requires and schedule the inspections, so you do not have to.`,
    },
    {
      title: 'Clean, Respectful Crews',
      description:
        'We protect your landscaping, haul away old materials and clean up at the end of every day.',
    },
  ];
}
