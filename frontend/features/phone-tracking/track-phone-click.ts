import type { PhoneClick } from '#shared/schemas/phone-click';
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

/** The data attributes a tracked phone link carries (written by PhoneLink and CallButton). */
export const TRACK_ATTRS = {
  element: 'data-phone-element',
  isHeader: 'data-phone-header',
  page: 'data-phone-page',
} as const;

/**
 * One click listener on the document records every tracked phone link. It is installed before
 * the page hydrates, so a tap on a call button that React has not reached yet (or never will,
 * if the script fails) is still counted.
 */
export function listenForPhoneClicks(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest(`a[${TRACK_ATTRS.element}]`);
    if (!link) return;
    trackPhoneClick({
      page: link.getAttribute(TRACK_ATTRS.page) ?? doc.location.pathname,
      element: link.getAttribute(TRACK_ATTRS.element) ?? '',
      isHeader: link.getAttribute(TRACK_ATTRS.isHeader) === 'true',
    });
  };
  doc.addEventListener('click', onClick, { capture: true });
  return () => doc.removeEventListener('click', onClick, { capture: true });
}
