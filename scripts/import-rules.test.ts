/**
 * The import direction the docs claim is held by the linter: each rule is tried on a snippet at a
 * path inside the tree, so a resolver or config change that silences a rule fails here.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import direction', () => {
  it.each([
    [
      'a feature imports another feature',
      'frontend/features/newsletter/probe.tsx',
      "import { Lightbox } from '../gallery/lightbox';",
      'features never import each other',
    ],
    [
      'shared imports the browser',
      'shared/probe.ts',
      "import { longDate } from '../frontend/lib/long-date';",
      'shared/ is pure',
    ],
    [
      'the browser imports the server',
      'frontend/lib/probe.ts',
      "import { parseEnv } from '../../backend/env';",
      'never imports server code',
    ],
    [
      'the store imports a service',
      'backend/store/probe.ts',
      "import { hashPassword } from '../services/password-hash';",
      'the store knows only records',
    ],
    [
      'delivery imports a route',
      'backend/delivery/probe.ts',
      "import { createContactRouter } from '../routes/contact/contact.router';",
      'delivery sends',
    ],
  ])('%s is a lint error', async (_case, filePath, code, message) => {
    const found = await messagesFor(filePath, `${code}\nexport const probe = [];\n`);
    expect(found.some((m) => m.startsWith('import-x/no-restricted-paths') && m.includes(message))).toBe(true);
  });

  it('a route that writes to the store is a lint error', async () => {
    const found = await messagesFor(
      'backend/routes/contact/probe.ts',
      'export const probe = (deps: { store: { contacts: { insert(x: number): void } } }) => deps.store.contacts.insert(1);\n',
    );
    expect(found).toContain(
      'no-restricted-syntax: routes never write to the store: call the use case in backend/services/',
    );
  });

  it('a feature importing shared/ through the alias is fine', async () => {
    const found = await messagesFor(
      'frontend/features/newsletter/probe.tsx',
      "import { BUSINESS } from '#shared/business';\nexport const probe = BUSINESS;\n",
    );
    expect(found).toEqual([]);
  });
});
