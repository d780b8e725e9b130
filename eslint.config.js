import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      'apps/server/public/**',
      'apps/server/src/payload-types.ts',
      'apps/server/src/migrations/**',
      'apps/server/src/app/(payload)/admin/importMap.js',
      'apps/server/next-env.d.ts',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      // Cycles between modules hide initialisation-order bugs and make features hard to move.
      'import-x/no-cycle': 'error',
      // Unused names are noise; a leading underscore marks a deliberately unused argument.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      // Server code acts through Payload's Local API with the caller's access; raw drivers bypass it
      // (the test database helper and the read-only airport source are the exceptions).
      'no-restricted-imports': ['error', { paths: [{ name: 'pg', message: 'Use the Local API, not raw SQL.' }] }],
    },
  },
  {
    files: ['apps/server/src/testing/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
)
