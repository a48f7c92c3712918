/**
 * Going to another page is a document load, so the next page is fetched while the pointer rests
 * on its link or a finger touches it: `<link rel="prefetch">`, which the browser keeps for the
 * navigation that follows. Once the service worker has cached the site it answers these itself.
 */
const HOVER_MS = 65;

const fetched = new Set<string>();

function prefetchable(link: HTMLAnchorElement): string | null {
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  if (/^\/(api|admin)(\/|$)/.test(url.pathname) || link.hasAttribute('download')) return null;
  return url.pathname;
}

function prefetch(path: string): void {
  if (fetched.has(path)) return;
  fetched.add(path);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = path;
  document.head.append(hint);
}

/** Starts the listeners: a touch prefetches at once, a pointer resting on a link after a moment. */
export function prefetchLinksOnHover(doc: Document = document): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const linkOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  doc.addEventListener(
    'touchstart',
    (event) => {
      const path = linkOf(event) && prefetchable(linkOf(event)!);
      if (path) prefetch(path);
    },
    { capture: true, passive: true },
  );
  doc.addEventListener('pointerover', (event) => {
    const link = linkOf(event);
    const path = link && prefetchable(link);
    clearTimeout(timer);
    if (path) timer = setTimeout(() => prefetch(path), HOVER_MS);
  });
}
