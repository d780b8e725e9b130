/** Which demo aircraft each demo account may see, as the seed contracts them. */
export const VISIBLE_AIRCRAFT: Record<string, string[]> = {
  'admin@flugakte.test': ['D-EDRS', 'D-EFAK', 'D-EKLU', 'D-EXAB'],
  'operator@flugakte.test': ['D-EFAK', 'D-EXAB'],
  'member@flugakte.test': ['D-EDRS', 'D-EKLU'],
  'operator-b@flugakte.test': ['D-EDRS', 'D-EKLU'],
  'maintenance@flugakte.test': ['D-EFAK', 'D-EKLU', 'D-EXAB'],
  'cao@flugakte.test': ['D-EDRS', 'D-EFAK'],
}

export const ALL_AIRCRAFT = VISIBLE_AIRCRAFT['admin@flugakte.test']

export function hiddenAircraft(email: string): string[] {
  return ALL_AIRCRAFT.filter((registration) => !VISIBLE_AIRCRAFT[email].includes(registration))
}
