/** Query keys of the airworthiness feature; a record invalidates everything of its aircraft. */
export const airworthinessKeys = {
  all: ['airworthiness'] as const,
  aircraft: (aircraft: number | null) => [...airworthinessKeys.all, aircraft] as const,
  fleet: () => [...airworthinessKeys.all, 'fleet'] as const,
  report: (aircraft: number | null) => [...airworthinessKeys.aircraft(aircraft), 'report'] as const,
  operatingHours: (aircraft: number | null) => [...airworthinessKeys.aircraft(aircraft), 'operating-hours'] as const,
  equipment: (aircraft: number | null) => [...airworthinessKeys.aircraft(aircraft), 'equipment'] as const,
  adRecords: (aircraft: number, directive: number) =>
    [...airworthinessKeys.aircraft(aircraft), 'ad-records', directive] as const,
}
