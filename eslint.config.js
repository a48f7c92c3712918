import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Imports flow one way: shared → (frontend | backend); features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./frontend', './backend'],
              message: 'shared/ is pure and imports neither side',
            },
            { target: './backend', from: './frontend', message: 'the server never imports browser code' },
            { target: './frontend', from: './backend', message: 'the browser never imports server code' },
            {
              target: './frontend/features',
              from: './frontend/pages',
              message: 'pages compose features, not the other way round',
            },
          ],
        },
      ],
    },
  },
);
