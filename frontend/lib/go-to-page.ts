/**
 * Going on to another public page is a document load (decision 018): history state does not
 * cross one, so what a form tells the next page travels in this tab's sessionStorage, named for
 * that page. It survives a reload of the page it was handed to, as history state did.
 */
const KEY = 'lhe-page-handoff';

interface Handoff {
  path: string;
  state: unknown;
}

/** Load `path`, handing it `state` (or nothing: an older handoff is dropped). */
export function goToPage(path: string, state?: unknown): void {
  try {
    if (state === undefined) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify({ path, state } satisfies Handoff));
  } catch {
    // Storage refused (a private window that allows none): the page goes on without it.
  }
  window.location.assign(path);
}

/** What the page at `path` was handed, if anything. */
export function handedTo(path: string): unknown {
  try {
    const handoff = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Handoff | null;
    return handoff?.path === path ? handoff.state : undefined;
  } catch {
    return undefined;
  }
}
