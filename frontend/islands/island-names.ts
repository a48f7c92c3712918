/**
 * The islands of a public page (decision 018): the parts a visitor can interact with, each
 * hydrated on a root of its own, and when each one hydrates. Everything else on the page is the
 * prerendered HTML and never runs code.
 */
export const ISLAND_TRIGGERS = {
  // A visitor who types or taps wakes the form; its validation code is prefetched at idle
  // (decision 017), so the first keystroke waits only for React itself. Typed text stays in the
  // fields and the form reads it when it hydrates.
  'estimate-form': 'interaction',
  // The phone menu: a tap before hydration is held and replayed once the button runs.
  'menu-button': 'interaction',
  // Below the fold on every page that has one: near the viewport, or a tap (held and replayed).
  'faq-accordion': 'visible',
  // The gallery's filters and tiles are buttons: the first tap wakes it and is replayed. Near the
  // top of its page, so waking it near the viewport would mean at every load.
  'gallery-grid': 'interaction',
  // /lander-c's booking. Its calendar is drawn from the prerendered HTML by the page's script
  // (calendar-preview.ts), so a visitor sees the bookable days at once; the first tap on a day
  // wakes the form and is replayed on the calendar React draws in its place.
  'booking-form': 'interaction',
  // The blog's newsletter box: typing wakes it; a Subscribe tapped before then is held and replayed.
  'newsletter-form': 'interaction',
} as const satisfies Record<string, IslandTrigger>;

/** `interaction`: the first pointer, focus or key event inside it; `visible`: that, or 300 px from the viewport. */
export type IslandTrigger = 'interaction' | 'visible';

export type IslandName = keyof typeof ISLAND_TRIGGERS;

/** The attributes an island's element carries in the prerendered page. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  /** Its React identifier prefix: the same on the server and in the browser, so ids match. */
  key: 'data-island-key',
  /** Its props, as JSON. */
  props: 'data-props',
  /**
   * On markup the page's script draws inside an island before the island runs (the booking
   * calendar). React draws its own in its place, and a tap held on the stand-in is replayed on
   * the control of the same name in what replaced it.
   */
  standIn: 'data-stand-in',
} as const;
