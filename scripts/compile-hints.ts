import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * V8's explicit compile hint (Chrome 136+): every function of a file that starts with it is
 * compiled while the file streams in, on a background thread, instead of on the main thread the
 * first time it is called. Hydration calls most of React DOM, the app and the page's components,
 * so without it their lazy compiles are a good part of the long tasks that make the page's TBT
 * (decision 006). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunks a page loads as a whole and runs at once: the entry, React DOM, the app, a page. */
const RUN_ON_LOAD = [
  /[\\/]frontend[\\/]start\.ts$/,
  /[\\/]frontend[\\/]main\.tsx$/,
  /[\\/]react-dom[\\/]client\.js$/,
  /\.page\.tsx$/,
];

/**
 * Those chunks and what they import statically. Code loaded on demand (the schemas, the mobile
 * menu, the booking resolver, workbox-window) is left to V8's own choice: a hint there would
 * compile functions that may never run.
 */
function chunksRunOnLoad(bundle: Rolldown.OutputBundle): OutputChunk[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const found = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? '';
    if (RUN_ON_LOAD.some((pattern) => pattern.test(id))) visit(chunk);
  }
  return [...found];
}

/** Prepends the hint after minification (the minifier drops comments). */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last, after Vite has rewritten the dynamic imports' preload lists into the chunks' code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.build.ssr) return;
        for (const chunk of chunksRunOnLoad(bundle)) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
