import { describe, expect, it } from 'vitest';
import { fillFromPlace, type PlaceResult } from './place-fill';

/** A place result as the Places library returns it for a chosen suggestion (recorded shape). */
const HOBOKEN: PlaceResult = {
  formatted_address: '41 Grand St, Hoboken, NJ 07030, USA',
  address_components: [
    { long_name: '41', short_name: '41', types: ['street_number'] },
    { long_name: 'Grand Street', short_name: 'Grand St', types: ['route'] },
    { long_name: 'Hoboken', short_name: 'Hoboken', types: ['locality', 'political'] },
    {
      long_name: 'Hudson County',
      short_name: 'Hudson County',
      types: ['administrative_area_level_2', 'political'],
    },
    { long_name: 'New Jersey', short_name: 'NJ', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    { long_name: '07030', short_name: '07030', types: ['postal_code'] },
  ],
};

describe('fillFromPlace', () => {
  it('fills the formatted address, the locality and the state code', () => {
    expect(fillFromPlace(HOBOKEN)).toEqual({
      address: '41 Grand St, Hoboken, NJ 07030, USA',
      city: 'Hoboken',
      state: 'NJ',
    });
  });

  it('uses a sublocality when there is no locality (e.g. Staten Island addresses)', () => {
    const place: PlaceResult = {
      formatted_address: '10 Hylan Blvd, Staten Island, NY 10305, USA',
      address_components: [
        {
          long_name: 'Staten Island',
          short_name: 'Staten Island',
          types: ['sublocality_level_1', 'sublocality'],
        },
        { long_name: 'New York', short_name: 'NY', types: ['administrative_area_level_1', 'political'] },
      ],
    };
    expect(fillFromPlace(place)).toEqual({
      address: '10 Hylan Blvd, Staten Island, NY 10305, USA',
      city: 'Staten Island',
      state: 'NY',
    });
  });

  it('leaves out what the place does not have', () => {
    expect(fillFromPlace({ formatted_address: 'Somewhere' })).toEqual({ address: 'Somewhere' });
    expect(fillFromPlace({})).toEqual({});
  });
});
