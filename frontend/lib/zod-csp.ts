/**
 * The site's CSP has no 'unsafe-eval', and zod reports a violation when it probes for
 * `new Function`; jitless validators skip the probe. Every browser module that loads the shared
 * schemas imports this first, so it runs before any schema is built, and zod stays out of the
 * page's first script.
 */
import { z } from 'zod';

z.config({ jitless: true });
