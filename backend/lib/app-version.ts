/** The version the System page shows: package.json's, read once at start. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../paths';

export const APP_VERSION: string = (
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;
