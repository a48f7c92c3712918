import type { PhoneClick } from '../../../shared/schemas/phone-click';
import { apiRequest } from '../../lib/api-request';
import { currentAttribution } from '../../lib/attribution';

/** Record a tap on a phone link. Fire and forget: the call must happen whatever the network does. */
export function trackPhoneClick(click: Pick<PhoneClick, 'page' | 'element' | 'isHeader'>): void {
  apiRequest('POST', '/api/phone-clicks', { ...click, attribution: currentAttribution() }).catch(
    (error: unknown) => {
      console.error('Failed to track phone click', error);
    },
  );
}
