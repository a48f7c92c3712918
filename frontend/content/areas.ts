/**
 * The counties and cities we serve (spec §3 "Service area"). County and city pages, the areas
 * list, the contact page and the prerendered route list are all built from SERVICE_AREAS.
 */
import { cityPath, slugify } from '#shared/routes';
import type { City, ServiceArea, ServiceStateCode } from './types';

const STATE_NAMES = { NJ: 'New Jersey', NY: 'New York' } as const;

function area(name: string, state: ServiceStateCode, cityNames: string[]): ServiceArea {
  const cities: City[] = cityNames.map((cityName) => ({ name: cityName, slug: slugify(cityName) }));
  return { name, slug: slugify(name), state, stateName: STATE_NAMES[state], cities };
}

/** Every county (and Staten Island) we serve, New Jersey first. */
export const SERVICE_AREAS: readonly ServiceArea[] = [
  area('Bergen County', 'NJ', [
    'Hackensack',
    'Fort Lee',
    'Paramus',
    'Teaneck',
    'Englewood',
    'Ridgewood',
    'Fair Lawn',
    'Garfield',
  ]),
  area('Hudson County', 'NJ', [
    'Jersey City',
    'Hoboken',
    'Bayonne',
    'Union City',
    'West New York',
    'North Bergen',
    'Secaucus',
  ]),
  area('Essex County', 'NJ', [
    'Newark',
    'Montclair',
    'West Orange',
    'Livingston',
    'Bloomfield',
    'Maplewood',
    'Nutley',
  ]),
  area('Passaic County', 'NJ', [
    'Paterson',
    'Clifton',
    'Wayne',
    'Passaic',
    'Little Falls',
    'Totowa',
    'West Milford',
  ]),
  area('Morris County', 'NJ', [
    'Morristown',
    'Parsippany-Troy Hills',
    'Madison',
    'Denville',
    'Randolph',
    'Morris Plains',
    'Rockaway',
  ]),
  area('Union County', 'NJ', [
    'Elizabeth',
    'Union',
    'Westfield',
    'Linden',
    'Summit',
    'Cranford',
    'Plainfield',
  ]),
  area('Middlesex County', 'NJ', [
    'New Brunswick',
    'Edison',
    'Woodbridge',
    'Piscataway',
    'Old Bridge',
    'East Brunswick',
  ]),
  area('Monmouth County', 'NJ', [
    'Freehold',
    'Red Bank',
    'Middletown',
    'Long Branch',
    'Asbury Park',
    'Howell',
    'Manalapan',
  ]),
  area('Ocean County', 'NJ', [
    'Toms River',
    'Brick',
    'Lakewood',
    'Point Pleasant',
    'Jackson',
    'Manchester',
    'Barnegat',
  ]),
  area('Mercer County', 'NJ', [
    'Trenton',
    'Princeton',
    'Hamilton',
    'Ewing',
    'Lawrence',
    'Robbinsville',
    'West Windsor',
  ]),
  area('Rockland County', 'NY', [
    'Nyack',
    'Suffern',
    'Spring Valley',
    'Haverstraw',
    'Stony Point',
    'Clarkstown',
    'Orangetown',
    'Ramapo',
  ]),
  area('Staten Island', 'NY', [
    'St. George',
    'Tottenville',
    'Great Kills',
    'New Dorp',
    'Port Richmond',
    'Stapleton',
  ]),
];

/** The county with this slug, or undefined. */
export function getArea(areaSlug: string | undefined): ServiceArea | undefined {
  if (!areaSlug) return undefined;
  return SERVICE_AREAS.find((a) => a.slug === areaSlug);
}

/** The county and city for these slugs, or undefined if either is unknown or missing. */
export function getCity(
  areaSlug: string | undefined,
  citySlug: string | undefined,
): { area: ServiceArea; city: City } | undefined {
  const found = getArea(areaSlug);
  const city = citySlug ? found?.cities.find((c) => c.slug === citySlug) : undefined;
  return found && city ? { area: found, city } : undefined;
}

/** The service areas of one state. */
export function areasInState(state: ServiceStateCode): ServiceArea[] {
  return SERVICE_AREAS.filter((a) => a.state === state);
}

/** How many areas and cities we list (the page's "10+ counties" and "100+ cities" are marketing figures). */
export const AREA_COUNTS = {
  areas: SERVICE_AREAS.length,
  cities: SERVICE_AREAS.reduce((sum, a) => sum + a.cities.length, 0),
  njCounties: areasInState('NJ').length,
  nyAreas: areasInState('NY').length,
} as const;

/** The headline figures printed on the service areas page (spec §2, exact). */
export const AREA_CLAIMS = { counties: '10+ counties', cities: '100+ cities' } as const;

/** The ten New Jersey counties listed on the contact page. */
export const CONTACT_PAGE_COUNTIES: readonly string[] = areasInState('NJ').map((a) => a.name);

/** The path of every city page. */
export function allCityPaths(): string[] {
  return SERVICE_AREAS.flatMap((a) => a.cities.map((c) => cityPath(a.slug, c.slug)));
}
