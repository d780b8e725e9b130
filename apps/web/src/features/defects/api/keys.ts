/**
 * Query keys of the defects feature, under the prefix of an aircraft's defects (lib/aircraft/get-aircraft-
 * defects, which the grounded alerts share), so that invalidating `['defects']` refreshes all of them.
 */
export const defectKeys = {
  all: ['defects'] as const,
  flightLog: (id: number) => [...defectKeys.all, 'flight-log', id] as const,
}
