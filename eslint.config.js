import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const featuresDir = fileURLToPath(new URL('./frontend/features', import.meta.url));
const FEATURES = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The repository methods that change stored data: a route calling one bypasses the lead service. */
const STORE_WRITES =
  '/^(insert|insertWithMessages|insertIfAbsent|subscribe|update|book|reschedule|withdraw|remove|delete|upsert|setStatus|addNote|put)$/';

/** Imports flow one way: shared → (frontend | backend); features never import each other. */
function importZones({ tests }) {
  return [
    {
      target: './shared',
      from: ['./frontend', './backend'],
      message: 'shared/ is pure and imports neither side',
    },
    { target: './backend', from: './frontend', message: 'the server never imports browser code' },
    {
      target: './frontend',
      from: './backend',
      ...(tests ? { except: ['./testing'] } : {}),
      message: 'the browser never imports server code',
    },
    {
      target: './frontend/features',
      from: './frontend/pages',
      message: 'pages compose features, not the other way round',
    },
    ...FEATURES.map((feature) => ({
      target: `./frontend/features/${feature}`,
      from: './frontend/features',
      except: [`./${feature}`],
      message: 'features never import each other: move what two share to frontend/lib or frontend/components',
    })),
    {
      target: './backend/store',
      from: ['./backend/services', './backend/routes', './backend/delivery', './backend/presenters'],
      message: 'the store knows only records: it imports no service, route, delivery or presenter',
    },
    {
      target: './backend/delivery',
      from: './backend/routes',
      message: 'delivery sends; it imports no route',
    },
    {
      target: './backend/services',
      from: './backend/routes',
      message: 'services are called by routes, not the other way round',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'dist-bench',
      'node_modules',
      'reports',
      'test-results',
      'playwright-report',
      'data/store',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // Resolves .ts/.tsx and the #shared/* alias, so the path rules below see every import.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: importZones({ tests: false }) }],
    },
  },
  {
    // Tests may start the real server (backend/testing) from beside the browser code they test.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importZones({ tests: true }) }] },
  },
  {
    // Routes parse, call a service and answer: every lead write goes through backend/services/leads.
    files: ['backend/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=${STORE_WRITES}][callee.object.object.name=/^(store|deps)$/]`,
          message: 'routes never write to the store: call the use case in backend/services/',
        },
        {
          selector: `CallExpression[callee.property.name=${STORE_WRITES}][callee.object.object.object.name=/^(store|deps)$/]`,
          message: 'routes never write to the store: call the use case in backend/services/',
        },
      ],
    },
  },
);
