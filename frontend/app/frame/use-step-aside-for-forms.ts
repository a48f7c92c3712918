/**
 * Whether the floating Call Now button must step aside: while any form on the page reaches into
 * the strip of the screen the button sits in, or while focus is inside a form. A tap meant for a
 * field or a booking slot must never start a phone call.
 */
import { useEffect, useState, type RefObject } from 'react';

/** How far around the button its strip reaches (px), so a control that only grazes it counts. */
const STRIP_MARGIN = 8;

function isInForm(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('form') !== null;
}

/** True while the element at `dock` (the fixed button's box) would cover a form or its focus. */
export function useStepAsideForForms(dock: RefObject<HTMLElement | null>): boolean {
  const [formInStrip, setFormInStrip] = useState(false);
  const [focusInForm, setFocusInForm] = useState(false);

  useEffect(() => {
    const box = dock.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
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
    // is fixed at creation, so a resize builds a new observer from the button's new box.
    let observer: IntersectionObserver | null = null;
    const observeStrip = () => {
      observer?.disconnect();
      inStrip.clear();
      const r = box.getBoundingClientRect();
      const top = Math.max(0, Math.floor(r.top - STRIP_MARGIN));
      const left = Math.max(0, Math.floor(r.left - STRIP_MARGIN));
      observer = new IntersectionObserver(onEntries, { rootMargin: `-${top}px 0px 0px -${left}px` });
      // Observing reports every form's state at once, which refills inStrip.
      watched.forEach((form) => observer?.observe(form));
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

    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(observeStrip);
    };
    const onFocusIn = (e: FocusEvent) => setFocusInForm(isInForm(e.target));
    const onFocusOut = (e: FocusEvent) => setFocusInForm(isInForm(e.relatedTarget));

    observeStrip();
    syncForms();
    const mutations = new MutationObserver(syncForms);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', onResize);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      mutations.disconnect();
      window.removeEventListener('resize', onResize);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [dock]);

  return formInStrip || focusInForm;
}
