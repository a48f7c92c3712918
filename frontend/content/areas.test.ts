import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { slugify } from '#shared/routes';
import { AREA_COPY_SLUGS, areaCopy } from './area-copy';
import { AREA_COUNTS, CONTACT_PAGE_COUNTIES, SERVICE_AREAS, allCityPaths, getArea, getCity } from './areas';
import { SIDING_CATEGORIES } from './siding-catalog';
import { SIDING_TYPE_IDS, getSidingType } from './siding-types';

const publicFile = (src: string) => fileURLToPath(new URL(`../public${src}`, import.meta.url));

describe('service areas', () => {
  it('lists the twelve areas with their exact city counts (spec §3)', () => {
    expect(SERVICE_AREAS.map((a) => [a.name, a.state, a.cities.length])).toEqual([
      ['Bergen County', 'NJ', 8],
      ['Hudson County', 'NJ', 7],
      ['Essex County', 'NJ', 7],
      ['Passaic County', 'NJ', 7],
      ['Morris County', 'NJ', 7],
      ['Union County', 'NJ', 7],
      ['Middlesex County', 'NJ', 6],
      ['Monmouth County', 'NJ', 7],
      ['Ocean County', 'NJ', 7],
      ['Mercer County', 'NJ', 7],
      ['Rockland County', 'NY', 8],
      ['Staten Island', 'NY', 6],
    ]);
    expect(AREA_COUNTS).toEqual({ areas: 12, cities: 84, njCounties: 10, nyAreas: 2 });
    expect(CONTACT_PAGE_COUNTIES).toHaveLength(10);
  });

  it('has the county page copy of every area, and no copy for an area not listed', () => {
    expect([...AREA_COPY_SLUGS].sort()).toEqual(SERVICE_AREAS.map((a) => a.slug).sort());
    for (const area of SERVICE_AREAS) {
      expect(areaCopy(area.slug).description.length).toBeGreaterThan(40);
      expect(areaCopy(area.slug).localFacts.length).toBeGreaterThanOrEqual(3);
    }
    expect(() => areaCopy('atlantis-county')).toThrow(/atlantis-county/);
  });

  it('uses unique kebab-case slugs made by slugify', () => {
    const areaSlugs = SERVICE_AREAS.map((a) => a.slug);
    expect(new Set(areaSlugs).size).toBe(areaSlugs.length);
    expect(areaSlugs).toContain('bergen-county');
    expect(areaSlugs).toContain('rockland-county');
    expect(areaSlugs).toContain('staten-island');
    for (const area of SERVICE_AREAS) {
      expect(area.slug).toBe(slugify(area.name));
      const citySlugs = area.cities.map((c) => c.slug);
      expect(new Set(citySlugs).size).toBe(citySlugs.length);
      for (const city of area.cities) expect(city.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(allCityPaths()).size).toBe(84);
  });

  it('finds an area by slug and answers undefined for unknown or missing slugs', () => {
    expect(getArea('bergen-county')?.name).toBe('Bergen County');
    expect(getArea('nowhere-county')).toBeUndefined();
    expect(getArea(undefined)).toBeUndefined();
  });

  it('finds a city by area and city slug and answers undefined otherwise', () => {
    const found = getCity('bergen-county', 'fort-lee');
    expect(found?.area.slug).toBe('bergen-county');
    expect(found?.city.name).toBe('Fort Lee');
    expect(getCity('staten-island', 'st-george')?.city.name).toBe('St. George');
    expect(getCity('bergen-county', 'hoboken')).toBeUndefined();
    expect(getCity('nowhere-county', 'fort-lee')).toBeUndefined();
    expect(getCity('bergen-county', undefined)).toBeUndefined();
  });
});

describe('siding types', () => {
  it('has the six catalog ids, in category order', () => {
    expect(SIDING_TYPE_IDS).toEqual(SIDING_CATEGORIES.map((c) => c.id));
    expect(getSidingType('constructor')).toBeUndefined();
    expect(getSidingType('wood-siding')).toBeUndefined();
  });

  it('has the exact image counts, and only vinyl has a styles chart (spec §2)', () => {
    const counts = Object.fromEntries(SIDING_TYPE_IDS.map((id) => [id, getSidingType(id)?.images.length]));
    expect(counts).toEqual({
      'vinyl-siding': 5,
      'aluminum-siding': 3,
      'fiber-cement-engineered-wood-siding': 6,
      'decorative-stone-siding': 4,
      'steel-siding': 2,
      'siding-trims-accessories': 2,
    });
    expect(SIDING_TYPE_IDS.filter((id) => getSidingType(id)?.stylesChart)).toEqual(['vinyl-siding']);
  });

  it('has six benefits, 2-4 brands with 3-5 features, and pictures that exist', () => {
    for (const id of SIDING_TYPE_IDS) {
      const type = getSidingType(id)!;
      expect(type.benefits).toHaveLength(6);
      expect(type.brands.length).toBeGreaterThanOrEqual(2);
      expect(type.brands.length).toBeLessThanOrEqual(4);
      for (const brand of type.brands) {
        expect(brand.features.length).toBeGreaterThanOrEqual(3);
        expect(brand.features.length).toBeLessThanOrEqual(5);
      }
      for (const image of [...type.images, ...(type.stylesChart ? [type.stylesChart] : [])]) {
        expect(existsSync(publicFile(image.src)), image.src).toBe(true);
      }
    }
  });
});
