import { staticPart } from '../static-html';

/**
 * Our review ratings, shown beside the estimate form where the visitor decides. Static: the
 * prerendered HTML stays on the first page and the markup's code is only fetched after a
 * client-side navigation, so the strip adds nothing to the first screen's script.
 */
export const RatingsStrip = staticPart(() => import('./ratings-strip-markup'), 'RatingsStripMarkup');
