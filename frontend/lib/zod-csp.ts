/**
 * zod compiles fast validators with `new Function` when it may; under this site's CSP (no
 * 'unsafe-eval') even its probe for that is reported as a violation. In the browser it validates
 * without compiling. zod keeps its settings on this global so that every copy shares them;
 * setting it here, first in the browser entry, needs none of zod's code in the first script.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
export {};
