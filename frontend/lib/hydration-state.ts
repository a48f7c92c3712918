/**
 * Where React stands with the document the browser loaded. Two facts, kept outside React so any
 * component can read them while it renders:
 * - whether the routed page has hydrated (set once its first effect ran);
 * - whether a client-side navigation has happened (after one, React renders pages itself
 *   instead of taking over prerendered HTML).
 */
let pageHydrated = false;
let navigated = false;

/** Called once the routed page of the loaded document has hydrated. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/** True once the loaded document's page has hydrated; false on the server. */
export function isPageHydrated(): boolean {
  return pageHydrated;
}

/** Called by the frame when the location changes for the first time. */
export function markNavigated(): void {
  navigated = true;
}

/** True in the browser until the first client-side navigation; false on the server. */
export function isFirstDocument(): boolean {
  return typeof window !== 'undefined' && !navigated;
}
