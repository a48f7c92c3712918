/** Folders the server finds relative to the project root, whatever the working directory. */
import { resolve } from 'node:path';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');

/** Default runtime store (gitignored). */
export const DEFAULT_DATA_DIR = resolve(PROJECT_ROOT, 'data/store');

/** Default built site. */
export const DEFAULT_STATIC_DIR = resolve(PROJECT_ROOT, 'dist');

/** Committed blog posts copied into an empty blog collection on first start. */
export const DEFAULT_BLOG_SEED_FILE = resolve(PROJECT_ROOT, 'data/seed/blog.json');

/** A configured path: absolute as given, relative to the project root otherwise. */
export function fromProjectRoot(path: string): string {
  return resolve(PROJECT_ROOT, path);
}
