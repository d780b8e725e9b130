import { defineConfig } from 'vitest/config'

/**
 * The server tests that load the config under an environment of their own, or whose child processes
 * write to the database, each in a process of its own after the shared-process files.
 */
const ISOLATED_SERVER_TESTS = [
  'src/collections/flight-logs/cross-process-numbering.test.ts',
  // It counts the reads a request makes: work an earlier file left running in the shared process counted
  // in on a loaded CI machine.
  'src/endpoints/records-health/records-health-endpoint.test.ts',
  'src/collections/users/secure-cookie.test.ts',
  'src/collections/users/plain-cookie.test.ts',
  'src/collections/users/sessions.test.ts',
  'src/backup/backup-restore.test.ts',
]

const server = {
  root: './apps/server',
  include: ['src/**/*.test.ts'],
  environment: 'node',
  // One seeded database (made once for both server projects) is shared by every test file, so files
  // run one after another.
  globalSetup: ['./src/testing/global-setup.ts'],
  fileParallelism: false,
  // Generous: CI runs these beside the browser tests and the PostgreSQL run on two cores.
  testTimeout: 120_000,
  hookTimeout: 300_000,
} as const

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'texts',
          root: './packages/texts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          // See src/testing/setup.ts: the suite runs at a lower priority beside the build, the browser
          // tests and the PostgreSQL run on two cores, where typing a whole entry into the large entry
          // form under jsdom took over 20 s. A timeout here only says a test hung, never that it was slow.
          testTimeout: 90_000,
        },
        // vite-plugin-pwa's virtual module exists only in the app's build (apps/web/vite.config.ts).
        resolve: {
          alias: {
            'virtual:pwa-register/react': new URL('./apps/web/src/testing/pwa-register.ts', import.meta.url).pathname,
          },
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          exclude: ['**/node_modules/**', ...ISOLATED_SERVER_TESTS],
          // The files share one process and its loaded modules: Payload and its config load once, not
          // once per file (that was half of the suite's time). See src/testing/between-files.ts.
          isolate: false,
          setupFiles: ['./src/testing/between-files.ts'],
        },
      },
      {
        test: {
          ...server,
          name: 'server-isolated',
          include: ISOLATED_SERVER_TESTS,
          // After the shared-process files, never beside them: both use the one seeded database.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
