/**
 * Whether React is still working on the document the browser loaded (hydrating or re-rendering
 * the prerendered page), as opposed to a page it rendered itself after a client-side navigation.
 */
let navigated = false;

/** Called by the frame when the location changes for the first time. */
export function markNavigated(): void {
  navigated = true;
}

/** True in the browser until the first client-side navigation; false on the server. */
export function isFirstDocument(): boolean {
  return typeof window !== 'undefined' && !navigated;
}
