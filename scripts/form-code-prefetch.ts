/**
 * A Vite plugin: every page's HTML lists the chunks the forms' validation, the thank-you pages and
 * the outbox's sender need, as `<link rel="prefetch">` (fetched at the lowest priority into the
 * browser's cache, not run) inside a template that the page adds to its head once loaded and idle
 * (`frontend/lib/form-code-prefetch.ts`). A visitor who loses the connection before the service
 * worker has cached the site can still send, and the page's own scripts carry no extra byte for
 * it. The build fails if a listed module is not found, so the list cannot silently go empty.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { FORM_CODE_TEMPLATE_ID } from '../frontend/lib/form-code-prefetch';

/** Each form's lazily loaded validation, the pages a send goes on to, and the outbox's sender. */
const FORM_CODE = [
  // On a page that boots as islands, the estimate form's island (React and the form itself), the
  // toasts' region and the saved-requests badge that sends what waits.
  'islands/hydrate-island.tsx',
  'features/estimate-form/estimate-form.tsx',
  'islands/page-overlays.tsx',
  'app/frame/outbox-pill.tsx',
  'features/estimate-form/contact-resolver.ts',
  'features/booking/booking-resolver.ts',
  'features/capture/capture-resolver.ts',
  'pages/thank-you.page.tsx',
  'pages/booked-call-thank-you.page.tsx',
  'lib/outbox/outbox-sender.ts',
];

/** What start.ts runs on every page: no need to fetch it again. */
const EVERY_PAGE = ['frontend/start.ts'];
/**
 * The app, which a page the app hydrates loads after its first paint anyway: fetching it early
 * would share the bandwidth with the stylesheet. (Its imports, React DOM among them, are listed:
 * an islands page needs them for the form.)
 */
const APP = 'frontend/main.tsx';

type Chunk = { fileName: string; imports: string[]; moduleIds: string[] };

export function formCodePrefetch(): Plugin {
  return {
    name: 'form-code-prefetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [file as Chunk] : [],
        );
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const chunkOf = (module: string) => {
          const chunk = chunks.find((c) =>
            c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)),
          );
          if (!chunk) throw new Error(`form-code-prefetch: no chunk holds ${module}`);
          return chunk.fileName;
        };
        const closure = (names: readonly string[], into = new Set<string>()) => {
          for (const name of names) {
            if (into.has(name)) continue;
            into.add(name);
            closure(byName.get(name)?.imports ?? [], into);
          }
          return into;
        };
        const loaded = closure(EVERY_PAGE.map(chunkOf)).add(chunkOf(APP));
        const links = [...closure(FORM_CODE.map(chunkOf))]
          .filter((name) => !loaded.has(name))
          .map((name): HtmlTagDescriptor => ({
            tag: 'link',
            // crossorigin: requested as a module script is, so its import finds it in the cache.
            attrs: { rel: 'prefetch', href: `/${name}`, crossorigin: '' },
          }));
        return [{ tag: 'template', attrs: { id: FORM_CODE_TEMPLATE_ID }, children: links, injectTo: 'head' }];
      },
    },
  };
}
