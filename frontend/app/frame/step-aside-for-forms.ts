/**
 * Whether the floating Call Now button must step aside: while any form on the page reaches into
 * the strip of the screen the button sits in, or while focus is inside a form. A tap meant for a
 * field or a booking slot must never start a phone call. Plain DOM code: on a page that boots as
 * islands the button is prerendered HTML and this is all that runs for it.
 */

/** Marks the dock, so a page that boots as islands finds the prerendered button. */
export const CALL_DOCK_ATTRIBUTE = 'data-call-dock';

/** How far around the button its strip reaches (px), so a control that only grazes it counts. */
const STRIP_MARGIN = 8;

function isInForm(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('form') !== null;
}

/**
 * Calls `onChange(true)` while `box` (the fixed button's box) would cover a form or its focus,
 * and `onChange(false)` when it no longer does. Returns the function that stops watching.
 */
export function stepAsideForForms(box: HTMLElement, onChange: (aside: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  let formInStrip = false;
  let focusInForm = false;
  let last: boolean | undefined;
  const tell = () => {
    const aside = formInStrip || focusInForm;
    if (aside !== last) onChange((last = aside));
  };
  const setFormInStrip = (value: boolean) => {
    formInStrip = value;
    tell();
  };
  const setFocusInForm = (value: boolean) => {
    focusInForm = value;
    tell();
  };
  const watched = new Set<HTMLFormElement>();
  const inStrip = new Set<Element>();
  const report = () => setFormInStrip(inStrip.size > 0);
  const onEntries = (entries: IntersectionObserverEntry[]) => {
    for (const e of entries) {
      if (e.isIntersecting) inStrip.add(e.target);
      else inStrip.delete(e.target);
    }
    report();
  };

  // The root is the viewport cut down to the bottom-right strip the button occupies; rootMargin
  // is fixed at creation, so a resize builds a new observer from the button's new box. The box is
  // read from an observer's entry, at the next rendering step: reading it now would force the
  // whole page's layout inside the page's first script task (a long task on a slow phone).
  let observer: IntersectionObserver | null = null;
  let measuring: IntersectionObserver | null = null;
  const observeStrip = (r: DOMRectReadOnly) => {
    observer?.disconnect();
    inStrip.clear();
    const top = Math.max(0, Math.floor(r.top - STRIP_MARGIN));
    const left = Math.max(0, Math.floor(r.left - STRIP_MARGIN));
    observer = new IntersectionObserver(onEntries, { rootMargin: `-${top}px 0px 0px -${left}px` });
    // Observing reports every form's state at once, which refills inStrip.
    watched.forEach((form) => observer?.observe(form));
  };
  const measureBox = () => {
    measuring?.disconnect();
    measuring = new IntersectionObserver(([entry]) => {
      measuring?.disconnect();
      measuring = null;
      if (entry) observeStrip(entry.boundingClientRect);
    });
    measuring.observe(box);
  };

  // Forms come and go with the route and the booking steps: follow document.forms. A focused
  // field that leaves the page may take its focus along without a focusout: re-read it too.
  const syncForms = () => {
    setFocusInForm(isInForm(document.activeElement));
    const current = new Set(Array.from(document.forms));
    for (const form of watched) {
      if (current.has(form)) continue;
      watched.delete(form);
      inStrip.delete(form);
      observer?.unobserve(form);
    }
    for (const form of current) {
      if (watched.has(form)) continue;
      watched.add(form);
      observer?.observe(form);
    }
    report();
  };

  const onFocusIn = (e: FocusEvent) => setFocusInForm(isInForm(e.target));
  const onFocusOut = (e: FocusEvent) => setFocusInForm(isInForm(e.relatedTarget));

  measureBox();
  syncForms();
  const mutations = new MutationObserver(syncForms);
  mutations.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', measureBox);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    measuring?.disconnect();
    observer?.disconnect();
    mutations.disconnect();
    window.removeEventListener('resize', measureBox);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
  };
}

/** Steps the prerendered dock aside as the React component would: hidden, inert. */
export function stepDockAside(dock: HTMLElement): () => void {
  return stepAsideForForms(dock, (aside) => {
    if (aside) dock.setAttribute('data-hidden', 'true');
    else dock.removeAttribute('data-hidden');
    dock.inert = aside;
  });
}
