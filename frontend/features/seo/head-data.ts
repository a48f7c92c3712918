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

/** A <meta> or <link> of the page's head, with its attributes in order. */
type Tag = { name: 'meta' | 'link'; attrs: Record<string, string> };

function tagsOf(head: HeadData): Tag[] {
  const meta = (name: string, content: string): Tag => ({ name: 'meta', attrs: { name, content } });
  return [
    meta('description', head.description),
    ...(head.keywords ? [meta('keywords', head.keywords)] : []),
    meta('robots', head.robots ?? 'index, follow'),
    { name: 'link', attrs: { rel: 'canonical', href: head.canonical } },
  ];
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
    const attrs = Object.entries(tag.attrs)
      .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
      .join('');
    lines.push(`<${tag.name}${attrs} data-page-head>`);
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
  const tagsShown = tags.every(
    (tag, i) =>
      present[i].localName === tag.name &&
      Object.entries(tag.attrs).every(([k, v]) => present[i].getAttribute(k) === v),
  );
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
    const el = doc.createElement(tag.name);
    for (const [k, v] of Object.entries({ ...tag.attrs, 'data-page-head': '' })) el.setAttribute(k, v);
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
