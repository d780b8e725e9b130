interface ImportMetaEnv {
  /** Set by vite.config.ts for each build; undefined under Vitest. */
  readonly VITE_BUILD_ID?: string
}
