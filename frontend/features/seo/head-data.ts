/**
 * A page's head as data, and its two renderings: HTML text for the prerendered file and DOM
 * updates for client-side navigation. Both are built from the same tag list so they cannot drift.
 */

/** Everything a page puts in <head>. */
export interface HeadData {
  title: string;
  description: string;
  keywords?: string;
  robots?: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** JSON-LD objects, each rendered as its own script. */
  jsonLd: object[];
  /** A path the static page forwards to with a meta refresh. */
  redirectTo?: string;
}

type Tag = { kind: 'meta'; name: string; content: string } | { kind: 'link'; rel: string; href: string };

function tagsOf(head: HeadData): Tag[] {
  const tags: Tag[] = [{ kind: 'meta', name: 'description', content: head.description }];
  if (head.keywords) tags.push({ kind: 'meta', name: 'keywords', content: head.keywords });
  tags.push({ kind: 'meta', name: 'robots', content: head.robots ?? 'index, follow' });
  tags.push({ kind: 'link', rel: 'canonical', href: head.canonical });
  return tags;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that is safe inside a <script> element. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head as HTML, for the prerendered page. */
export function renderHeadHtml(head: HeadData): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.redirectTo)
    lines.push(`<meta http-equiv="refresh" content="0;url=${escapeHtml(head.redirectTo)}">`);
  for (const tag of tagsOf(head)) {
    lines.push(
      tag.kind === 'meta'
        ? `<meta name="${tag.name}" content="${escapeHtml(tag.content)}" data-page-head>`
        : `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" data-page-head>`,
    );
  }
  for (const item of head.jsonLd) {
    lines.push(`<script type="application/ld+json" data-page-head>${scriptSafeJson(item)}</script>`);
  }
  return lines.join('\n    ');
}

/**
 * Whether the live document already shows exactly this head: the prerendered page before any
 * navigation does, and replacing its tags would only make the browser re-process its head.
 */
function documentShows(head: HeadData, doc: Document): boolean {
  if (doc.title !== head.title) return false;
  const present = doc.head.querySelectorAll('[data-page-head]');
  const tags = tagsOf(head);
  if (present.length !== tags.length + head.jsonLd.length) return false;
  const tagsShown = tags.every((tag, i) => {
    const el = present[i];
    return tag.kind === 'meta'
      ? el.localName === 'meta' &&
          el.getAttribute('name') === tag.name &&
          el.getAttribute('content') === tag.content
      : el.localName === 'link' && el.getAttribute('rel') === tag.rel && el.getAttribute('href') === tag.href;
  });
  return (
    tagsShown &&
    head.jsonLd.every((item, i) => {
      const el = present[tags.length + i];
      // Prerendered scripts hold the script-safe form; scripts set here hold plain JSON.
      return (
        el.localName === 'script' &&
        (el.textContent === scriptSafeJson(item) || el.textContent === JSON.stringify(item))
      );
    })
  );
}

/** Replace the current page's head tags in the live document (nothing to do when it shows them). */
export function applyHeadToDocument(head: HeadData, doc: Document = document): void {
  if (documentShows(head, doc)) return;
  doc.title = head.title;
  doc.head.querySelectorAll('[data-page-head]').forEach((el) => el.remove());
  for (const tag of tagsOf(head)) {
    const el = doc.createElement(tag.kind);
    if (tag.kind === 'meta') {
      el.setAttribute('name', tag.name);
      el.setAttribute('content', tag.content);
    } else {
      el.setAttribute('rel', tag.rel);
      el.setAttribute('href', tag.href);
    }
    el.setAttribute('data-page-head', '');
    doc.head.appendChild(el);
  }
  for (const item of head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-page-head', '');
    script.textContent = JSON.stringify(item);
    doc.head.appendChild(script);
  }
}
