/**
 * How a page that boots as islands starts (decision 018). The prerendered HTML is the page; this
 * module, part of the page's one script, only watches each island's element and wakes it when
 * its trigger comes (island-names.ts). Until then a tap on one of its buttons is held, and
 * replayed once the island runs; typed text stays in its fields.
 */
import { ISLAND_ATTRIBUTES, ISLAND_TRIGGERS, type IslandName } from './island-names';

/** Events that mean the visitor is using an island. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;
/** How near the viewport a `visible` island wakes. */
const NEAR_VIEWPORT = '300px';

type State = 'waiting' | 'loading' | 'live';
const states = new WeakMap<HTMLElement, State>();
const heldTaps = new WeakMap<HTMLElement, HTMLElement[]>();
const islandListeners = new Set<() => void>();

/** Runs when the first island is live (the toasts' region follows it). */
export function onFirstIslandLive(listener: () => void): void {
  islandListeners.add(listener);
}

function wake(element: HTMLElement): void {
  if (states.get(element) !== 'waiting') return;
  states.set(element, 'loading');
  const live = () => {
    states.set(element, 'live');
    for (const listener of islandListeners) listener();
    islandListeners.clear();
    const taps = heldTaps.get(element) ?? [];
    heldTaps.delete(element);
    void replay(element, taps);
  };
  import('./hydrate-island')
    .then((m) => m.hydrateIsland(element, live))
    // Offline with the code not cached: the island stays the prerendered HTML, and the next
    // interaction tries again.
    .catch(() => states.set(element, 'waiting'));
}

/** How long a tap on a stand-in waits for the island to draw its replacement. */
const REPLACEMENT_WAIT_MS = 10_000;

const nameOf = (control: Element) => control.getAttribute('aria-label') ?? control.textContent;

/**
 * Once a stand-in control (drawn by the page's script) has been replaced by the island's own,
 * runs `then` on the control of the same name there.
 */
function whenReplaced(element: HTMLElement, control: HTMLElement, then: (replacement: HTMLElement) => void) {
  const name = nameOf(control);
  const found = (): boolean => {
    if (control.isConnected) return false;
    const replacement = [...element.querySelectorAll<HTMLElement>('button, [role="button"]')].find(
      (candidate) => nameOf(candidate) === name,
    );
    if (replacement) then(replacement);
    return replacement !== undefined;
  };
  if (found()) return;
  const observer = new MutationObserver(() => {
    if (found()) observer.disconnect();
  });
  observer.observe(element, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), REPLACEMENT_WAIT_MS);
}

const isStandIn = (control: Element) => control.closest(`[${ISLAND_ATTRIBUTES.standIn}]`) !== null;

/**
 * Replays the held taps in order: each on the control itself once the island has hydrated it,
 * or, for a stand-in, on its replacement. Between two taps React commits what the first changed
 * (a filter, then a tile of the filtered grid). A stand-in that had the keyboard's focus hands it
 * to its replacement, unless the visitor has moved on meanwhile.
 */
async function replay(element: HTMLElement, taps: readonly HTMLElement[]): Promise<void> {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && element.contains(focused) && isStandIn(focused)) {
    whenReplaced(element, focused, (replacement) => {
      if (!document.activeElement || document.activeElement === document.body) replacement.focus();
    });
  }
  for (const [i, tap] of taps.entries()) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    if (isStandIn(tap)) whenReplaced(element, tap, (replacement) => replacement.click());
    else if (tap.isConnected) tap.click();
  }
}

/**
 * A tap on a button of an island that is not live yet: kept from the page and replayed later.
 * A stand-in outlives its island's first commit (the calendar's replacement renders after it),
 * so a tap on one then goes to its replacement as soon as that is drawn.
 */
function holdEarlyTaps(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const element = target?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`);
  if (!element) return;
  const control = target?.closest<HTMLElement>('button, [role="button"]');
  if (!control || !element.contains(control)) return;
  const live = states.get(element) === 'live';
  if (live && !isStandIn(control)) return;
  event.preventDefault();
  event.stopPropagation();
  if (live) {
    whenReplaced(element, control, (replacement) => replacement.click());
    return;
  }
  heldTaps.set(element, [...(heldTaps.get(element) ?? []), control]);
  wake(element);
}

function watch(element: HTMLElement, nearViewport: IntersectionObserver): void {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName;
  const trigger = ISLAND_TRIGGERS[name];
  if (!trigger) return;
  states.set(element, 'waiting');
  const onInteraction = () => wake(element);
  for (const type of INTERACTIONS) element.addEventListener(type, onInteraction, { passive: true });
  if (trigger === 'visible') nearViewport.observe(element);
}

/** Start every island of the page on its trigger. */
export function bootIslands(doc: Document = document): void {
  doc.addEventListener('click', holdEarlyTaps, { capture: true });
  const nearViewport = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearViewport.unobserve(entry.target);
        wake(entry.target as HTMLElement);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const element of doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
    watch(element, nearViewport);
  }
}
