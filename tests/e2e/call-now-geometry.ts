/**
 * In-page geometry for the Call Now clearance tests: each function runs inside the page (through
 * page.evaluate) and does all its measuring in one round trip.
 */

/** Accessible name of the floating button (from BUSINESS), as the page spells it. */
export const CALL_NOW_SELECTOR = 'a[aria-label^="Call Now"]';
/** The saved-requests badge, stacked above the Call Now button on a phone. */
export const OUTBOX_BADGE_SELECTOR = 'aside[aria-label="Saved requests"] button';

/**
 * Scroll every visible, enabled control (input, select, textarea, button, checkbox, radio, booking
 * slot) to `block`, and list the ones that are not the element at their own centre, or that the
 * visible Call Now button overlaps at all while they sit inside a form. Runs in the page.
 */
export async function controlsNotClear(args: { block: ScrollLogicalPosition; selector: string }) {
  const { block, selector } = args;
  const button = document.querySelector<HTMLElement>(selector);
  if (!button) return { checked: 0, problems: ['no Call Now button on the page'] };
  const frames = (n: number) =>
    new Promise<void>((resolve) => {
      const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
      step(n);
    });
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility === 'visible';
  };
  const candidates = document.querySelectorAll<HTMLElement>(
    'input:not([type=hidden]), select, textarea, button, [role=checkbox], [role=radio], [role=button]',
  );
  const controls: HTMLElement[] = [];
  for (const el of candidates) {
    if (el.closest('[inert], [aria-hidden=true]') || button.contains(el)) continue;
    if ((el as HTMLButtonElement).disabled) continue;
    if (shown(el)) controls.push(el);
    // A visually hidden radio or checkbox is tapped through its label.
    else if (el instanceof HTMLInputElement && el.labels?.[0] && shown(el.labels[0]))
      controls.push(el.labels[0]);
  }
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 40) || (el as HTMLInputElement).name}"`;
  const ownsPoint = (el: HTMLElement, hit: Element | null) =>
    !!hit &&
    (el === hit ||
      el.contains(hit) ||
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
        ? Array.from(el.labels ?? []).some((label) => label.contains(hit))
        : false));
  const problem = (el: HTMLElement): string | null => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (hit && button.contains(hit)) return `${describe(el)} is under the Call Now button`;
    if (!ownsPoint(el, hit)) return `${describe(el)} is covered by ${hit ? describe(hit) : 'nothing'}`;
    const b = button.getBoundingClientRect();
    const overlaps = r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
    if (overlaps && el.closest('form') && getComputedStyle(button).visibility === 'visible') {
      return `${describe(el)} is partly under the Call Now button`;
    }
    return null;
  };

  const problems: string[] = [];
  for (const el of controls) {
    el.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
    await frames(2);
    let found = problem(el);
    // The button follows the scroll a frame or two late (an IntersectionObserver and a render;
    // more frames on a busy machine): allow it up to a second.
    const deadline = performance.now() + 1000;
    for (let i = 0; found && (i < 10 || performance.now() < deadline); i++) {
      await frames(1);
      found = problem(el);
    }
    if (found) problems.push(`${found} (block: ${block})`);
  }
  return { checked: controls.length, problems };
}

/**
 * Scroll the element whose own text starts with `text` to `block`; whether the visible Call Now
 * button then overlaps it (after the frames the button needs to follow). Runs in the page.
 */
export async function textUnderCallNow(args: {
  selector: string;
  text: string;
  block: ScrollLogicalPosition;
}) {
  const button = document.querySelector<HTMLElement>(args.selector);
  const el = Array.from(document.querySelectorAll<HTMLElement>('p, div, span')).find(
    (e) => e.children.length === 0 && e.textContent?.trim().startsWith(args.text),
  );
  if (!button || !el) return `missing: ${button ? args.text : 'the Call Now button'}`;
  el.scrollIntoView({ block: args.block, behavior: 'instant' });
  const overlapped = () => {
    if (getComputedStyle(button).visibility !== 'visible') return false;
    const b = button.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
  };
  // The button follows the scroll through an IntersectionObserver and a React render: on a busy
  // machine that takes more frames, so allow it up to a second, far less than a tap takes.
  const deadline = performance.now() + 1000;
  for (let i = 0; i < 12 || performance.now() < deadline; i++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (i >= 2 && !overlapped()) return null;
  }
  return `"${args.text}" is under the Call Now button (block: ${args.block})`;
}

/**
 * Scrolled to the very bottom: every line of text and every link or control the visible floating
 * button (the Call Now button, or the saved-requests badge) overlaps. Runs in the page.
 */
export async function underCallNowAtBottom(selector: string) {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const button = document.querySelector<HTMLElement>(selector);
  if (!button) return [`no ${selector} on the page`];
  if (getComputedStyle(button).visibility !== 'visible') return [];
  const b = button.getBoundingClientRect();
  const hits = (r: DOMRect) =>
    r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (!text || button.contains(node) || node.parentElement?.closest('[aria-hidden=true], script, style'))
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (Array.from(range.getClientRects()).some(hits)) found.push(`text "${text.slice(0, 40)}"`);
  }
  for (const el of document.querySelectorAll('a, button, input, select, textarea')) {
    if (!button.contains(el) && hits(el.getBoundingClientRect()))
      found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`);
  }
  return found;
}
