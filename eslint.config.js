import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import pluginQuery from '@tanstack/eslint-plugin-query'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const WEB = './apps/web/src'

function webZones() {
  const features = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return [
    ...features.map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`],
      message: 'A feature imports no other feature; move what both need to lib/ or components/.',
    })),
    {
      target: [`${WEB}/lib`, `${WEB}/components`],
      from: [`${WEB}/features`, `${WEB}/routes`, `${WEB}/app`],
      message: 'lib/ and components/ serve every feature and import none.',
    },
    { target: `${WEB}/features`, from: [`${WEB}/routes`, `${WEB}/app`], message: 'Features import no routes or app.' },
    { target: `${WEB}/routes`, from: `${WEB}/app`, message: 'Routes import nothing from app/.' },
  ]
}

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
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way, app → routes → features → lib/components, and no feature reaches into
      // another: a feature can be changed or removed without breaking its neighbours.
      'import-x/no-restricted-paths': ['error', { zones: webZones() }],
      // Search params are read and written through the route's typed API, never cast from a loose read.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name=/^use(Search|Params)$/] Property[key.name='strict'][value.value=false]",
          message: "Read search params through the route: getRouteApi('…').useSearch().",
        },
      ],
    },
  },
  // TanStack Query's own rules: complete query keys, a stable client, no destructuring that subscribes
  // to every field.
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['apps/web/**/*.{ts,tsx}'] })),
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
  {
    files: ['e2e/**/*.mjs'],
    rules: {
      // End-to-end tests wait for a state (expect, locator.waitFor, expect.poll), never for a time: a
      // fixed sleep is too short on a busy machine and wasted on an idle one.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for what you expect: expect(locator).toBeVisible(), locator.waitFor() or expect.poll().',
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      // A function longer than a screen has seams to split it along (a test's describe block is a list).
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
)
