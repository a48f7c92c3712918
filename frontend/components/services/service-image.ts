import { HOME_SERVICE_CARDS } from '../../content/services';
import type { ImageRef } from '../../content/types';

/** The picture of the service card that links to `path` (reused as that service page's hero). */
export function serviceImage(path: string): ImageRef {
  const card = HOME_SERVICE_CARDS.find((c) => c.link === path);
  if (!card) throw new Error(`No service card links to ${path}`);
  return card.image;
}
