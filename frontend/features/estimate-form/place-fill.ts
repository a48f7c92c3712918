/**
 * What choosing an address suggestion fills in (spec §4, §7): the formatted address, the city
 * from the 'locality' component and the state from the first-level area's short name.
 */

/** The parts of a Google Places result this form reads. */
export interface PlaceResult {
  formatted_address?: string;
  address_components?: { long_name: string; short_name: string; types: string[] }[];
}

/** The form fields a chosen place fills; a part the place lacks is left out. */
export interface PlaceFill {
  address?: string;
  city?: string;
  state?: string;
}

/** Read the form's values from a place result. */
export function fillFromPlace(place: PlaceResult): PlaceFill {
  const find = (type: string) => place.address_components?.find((c) => c.types.includes(type));
  const city = find('locality') ?? find('sublocality') ?? find('postal_town');
  const fill: PlaceFill = {};
  if (place.formatted_address) fill.address = place.formatted_address;
  if (city) fill.city = city.long_name;
  const state = find('administrative_area_level_1')?.short_name;
  if (state && state.length === 2) fill.state = state.toUpperCase();
  return fill;
}
