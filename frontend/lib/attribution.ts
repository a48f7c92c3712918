/**
 * First-touch attribution: the ad parameters, landing path and referrer of the visit's first page,
 * kept in sessionStorage (first-party, this tab's visit only) and sent with every lead, booking
 * and phone click, so the owner can tell which ad paid.
 */
import { ATTRIBUTION_PARAMS } from '#shared/attribution-params';
import type { Attribution } from '#shared/schemas/attribution';
import { TEXT_LIMITS } from '#shared/limits';

const STORAGE_KEY = 'lhe_attribution';

function read(): Attribution {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Attribution) : undefined;
  } catch {
    return undefined;
  }
}

/** Stamp the visit's attribution on its first page; later pages keep the first. */
export function captureAttribution(location: Location = window.location, referrer = document.referrer): void {
  if (read()) return;
  const params = new URLSearchParams(location.search);
  const clip = (v: string) => v.slice(0, TEXT_LIMITS.attribution);
  const stamp: Record<string, string> = { landingPath: clip(location.pathname) };
  for (const name of ATTRIBUTION_PARAMS) {
    const value = params.get(name);
    if (value) stamp[name] = clip(value);
  }
  if (referrer && !referrer.startsWith(location.origin)) stamp.referrer = clip(referrer);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stamp));
  } catch {
    // Storage can be full or blocked (private mode); attribution is a nice-to-have, never a blocker.
  }
}

/** The visit's attribution, to attach to a lead. */
export function currentAttribution(): Attribution {
  return typeof window === 'undefined' ? undefined : read();
}
