import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { clientZones } from './eslint/client-boundaries.js';
import { serverZones } from './eslint/server-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/server/db/migrations', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The benchmarks' output is their tables.
    files: ['bench/**/*.ts'],
    rules: { 'no-console': ['warn', { allow: ['warn', 'error', 'info', 'table'] }] },
  },
  {
    // Boundaries (docs/decisions/0024-boundaries-enforced-by-lint.md): no
    // import cycles, and shared code stands on its own.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle parses the imported files too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/client', './src/server'],
              message: 'src/shared is used by both sides and imports from neither.',
            },
            ...clientZones,
            ...serverZones,
          ],
        },
      ],
    },
  },
  {
    // The browser reaches the API only through the typed caller and the routes
    // generated from the endpoint table (docs/decisions/0054-endpoint-table.md):
    // no path written by hand, and the table itself (its schemas) never bundled.
    // Tests may pin the addresses the code builds.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Call the API through callApi/apiUrl with a route from @shared/api/api-routes.generated.',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]',
          message: 'Call the API through callApi/apiUrl with a route from @shared/api/api-routes.generated.',
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shared/api/endpoint-table', '@shared/api/endpoints/*'],
              allowTypeImports: true,
              message: 'The browser takes routes from @shared/api/api-routes.generated; the table (with its schemas) stays on the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // React code only: Playwright fixtures also call a parameter `use`.
    files: ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
