/**
 * US address suggestions from Google Places, only when the owner configured a key at build time
 * (VITE_GOOGLE_MAPS_API_KEY). The script loads when the address field is first focused, never
 * on page load; without a key, or if it fails to load, the field simply stays plain text.
 */
import { fillFromPlace, type PlaceFill, type PlaceResult } from './place-fill';

const API_KEY = import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined;
const CALLBACK = '__lheMapsLoaded';

interface PlacesAutocomplete {
  addListener(event: 'place_changed', handler: () => void): void;
  getPlace(): PlaceResult;
}

interface PlacesWindow {
  google?: {
    maps?: {
      places?: {
        Autocomplete: new (
          input: HTMLInputElement,
          options: { componentRestrictions: { country: string }; fields: string[]; types: string[] },
        ) => PlacesAutocomplete;
      };
    };
  };
  [CALLBACK]?: () => void;
}

let loading: Promise<void> | undefined;

function loadPlacesScript(key: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const w = window as unknown as PlacesWindow;
    w[CALLBACK] = () => resolve();
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&loading=async&callback=${CALLBACK}`;
    script.async = true;
    script.onerror = () => reject(new Error('the maps script did not load'));
    document.head.appendChild(script);
  });
  return loading;
}

const attached = new WeakSet<HTMLInputElement>();

/** On the address field's focus: offer US address suggestions; a chosen one fills the form. */
export function enableAddressAutocomplete(input: HTMLInputElement, onFill: (fill: PlaceFill) => void): void {
  if (!API_KEY || attached.has(input)) return;
  attached.add(input);
  loadPlacesScript(API_KEY)
    .then(() => {
      const places = (window as unknown as PlacesWindow).google?.maps?.places;
      if (!places) throw new Error('the places library is missing');
      const autocomplete = new places.Autocomplete(input, {
        componentRestrictions: { country: 'us' },
        fields: ['address_components', 'formatted_address'],
        types: ['address'],
      });
      autocomplete.addListener('place_changed', () => onFill(fillFromPlace(autocomplete.getPlace())));
    })
    .catch((error: unknown) =>
      console.warn('Address autocomplete is unavailable; the address field stays plain text.', error),
    );
}
