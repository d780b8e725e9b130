import visibility from './demo-visibility.json'

/**
 * Which demo aircraft each demo account may see, as the seed contracts them; the REST end-to-end
 * tests read the same JSON.
 */
export const VISIBLE_AIRCRAFT: Record<string, string[]> = visibility

export const ALL_AIRCRAFT = VISIBLE_AIRCRAFT['admin@flugakte.test']

export function hiddenAircraft(email: string): string[] {
  return ALL_AIRCRAFT.filter((registration) => !VISIBLE_AIRCRAFT[email].includes(registration))
}
