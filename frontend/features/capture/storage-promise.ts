/**
 * Whether the browser has promised to keep this site's storage (the outbox's leads). Without the
 * promise it may clear them when the device runs low on space; asking once (persist()) is enough
 * for an installed or often used site, and never shows a prompt in Chromium.
 */
export async function storageMayBeCleared(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  // A browser that cannot say gives no promise we could report on.
  if (!storage?.persisted) return false;
  try {
    if (await storage.persisted()) return false;
    return !(await storage.persist?.());
  } catch {
    return false;
  }
}

export const STORAGE_NOT_PROMISED =
  'This browser has not promised to keep the leads saved on this device: it may clear them if ' +
  'the device runs low on space. Let waiting leads send, or export them, before you leave the event.';
