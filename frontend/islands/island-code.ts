/**
 * Where each island's code is, for the browser: one chunk per island, fetched when it wakes. The
 * same components the pages render through `island(...)`; island-code.test.ts holds the two lists
 * together.
 */
import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

type Loader = () => Promise<ComponentType<object>>;

export const ISLAND_CODE: Record<IslandName, Loader> = {
  'estimate-form': () =>
    import('../features/estimate-form/estimate-form').then(
      (m) => m.EstimateFormBody as ComponentType<object>,
    ),
  'menu-button': () =>
    import('../app/frame/menu-button').then((m) => m.MenuButtonBody as ComponentType<object>),
  'gallery-grid': () =>
    import('../features/gallery/gallery-grid').then((m) => m.GalleryGridBody as ComponentType<object>),
  'booking-form': () =>
    import('../features/booking/book-call-form').then((m) => m.BookCallFormBody as ComponentType<object>),
  'newsletter-form': () =>
    import('../features/newsletter/newsletter-form').then(
      (m) => m.NewsletterFormBody as ComponentType<object>,
    ),
  'faq-accordion': () =>
    import('../components/faq-accordion').then((m) => m.FaqAccordionBody as ComponentType<object>),
};
