import { fromMinutes } from '@flugakte/domain'
import type { Payload } from 'payload'

import { inTransaction } from '../../lib/in-transaction'
import { DEMO_AIRPORTS, DEMO_USERS, type DemoAircraft, type Fleet } from './fleet'
import { seededRandom } from './random'
import { filledByCollection } from '../../lib/filled-by-collection'

const DAY = 24 * 60 * 60 * 1000

/** Probability of a flying day per month, January first: more in summer, little in winter. */
const SEASON = [0.12, 0.15, 0.25, 0.35, 0.45, 0.5, 0.55, 0.5, 0.4, 0.28, 0.15, 0.1]

type PlannedFlight = Record<string, unknown>

/** What pilots note now and then under incidents and observations (technical faults, special occurrences). */
const INCIDENTS = [
  'Vogelschlag im Endanflug, Sichtprüfung Flügelvorderkante und Propeller ohne Befund',
  'Motor lief im Reiseflug kurz rau, nach Vergaservorwärmung wieder ruhig; Werft informiert',
  'COM 1 zeitweise ohne Empfang, Funkverkehr auf COM 2 fortgesetzt',
  'Öltemperatur im Steigflug am oberen Ende des grünen Bereichs, im Reiseflug normal',
  'Harte Landung bei böigem Seitenwind, Sichtprüfung Fahrwerk ohne Befund',
  'Linke Landescheinwerferlampe ausgefallen',
]

type Crew = Pick<PlannedFlight, 'nature_of_flight' | 'pilot_duty' | 'copilot' | 'copilot_duty' | 'cnt_guests'>

/**
 * Nature of flight and crew duties: mostly private flights of a pilot-in-command, now and then a training
 * flight of a student with an instructor of the same company, and a check flight after the annual
 * inspection. Drawn from a generator of their own, so the flights' times and counters stay those of
 * earlier demo data.
 */
function crewOf(
  random: ReturnType<typeof seededRandom>,
  flight: { copilot: number | null; guests: number; others: number[]; local: boolean },
): Crew {
  const { copilot, guests, others, local } = flight
  if (others.length > 0 && random.chance(local ? 0.25 : 0.06)) {
    const instructor = copilot ?? random.pick(others)
    return {
      nature_of_flight: 'training',
      pilot_duty: 'student',
      copilot: instructor,
      copilot_duty: 'instructor',
      cnt_guests: 0,
    }
  }
  if (local && random.chance(0.04)) {
    return { nature_of_flight: 'check_flight', pilot_duty: 'pic', copilot: null, copilot_duty: null, cnt_guests: 0 }
  }
  return {
    nature_of_flight: 'private',
    pilot_duty: 'pic',
    copilot,
    copilot_duty: copilot === null ? null : 'copilot',
    cnt_guests: guests,
  }
}

/**
 * `days` of flights up to yesterday (a year for the demo): trips and local circuits from the home base, each
 * continuing the previous one's Hobbs and engine-cycle counters.
 */
export function planFlights(
  plane: DemoAircraft,
  pilots: number[],
  airports: Map<string, number>,
  today: Date,
  days: number,
): PlannedFlight[] {
  const random = seededRandom(plane.registration)
  const crewRandom = seededRandom(`${plane.registration}:crew`)
  const destinations = DEMO_AIRPORTS.filter((code) => code !== plane.home && airports.has(code))
  const flights: PlannedFlight[] = []
  let hobbs = plane.hobbsStart
  let cycles = plane.cyclesStart
  let location: string = plane.home
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const start = end - days * DAY
  for (let day = start; day < end; day += DAY) {
    const date = new Date(day)
    if (!random.chance(SEASON[date.getUTCMonth()] * plane.utilisation)) continue
    let clock = random.int(7 * 60, 10 * 60)
    const legs = random.int(1, 3)
    for (let leg = 0; leg < legs; leg++) {
      // Every day ends at the home base: away legs fly back, a home-based last leg stays in the circuit.
      const atHome = location === plane.home
      const local = atHome && (leg === legs - 1 || random.chance(0.35))
      const to = atHome && !local ? random.pick(destinations) : plane.home
      const landings = local ? random.int(2, 6) : 1
      const offBlock = clock
      const takeoff = offBlock + random.int(5, 12)
      const airborne = local ? random.int(30, 70) : random.int(25, 95)
      const landing = takeoff + airborne
      const onBlock = landing + random.int(3, 8)
      if (onBlock >= 20 * 60) break
      const hobbsEnd = hobbs + (onBlock - offBlock)
      const pilot = random.pick(pilots)
      // A copilot is someone else than the pilot (the journey log refuses the same person twice).
      const others = pilots.filter((id) => id !== pilot)
      const copilot = random.chance(0.15) && others.length > 0 ? random.pick(others) : null
      const guests = random.int(0, 2)
      const crew = crewOf(crewRandom, { copilot, guests, others, local })
      flights.push({
        date: date.toISOString(),
        type: 'origin',
        pilot,
        ...crew,
        location_to: airports.get(location),
        location_ldg: airports.get(to),
        off_block_utc: fromMinutes(offBlock),
        to_utc: fromMinutes(takeoff),
        ldg_utc: fromMinutes(landing),
        on_block_utc: fromMinutes(onBlock),
        cnt_ldg: landings,
        hobbs_eng1_start: fromMinutes(hobbs),
        hobbs_eng1_end: fromMinutes(hobbsEnd),
        cnt_cycle_eng1_start: cycles,
        cnt_cycle_eng1_end: cycles + 1,
        is_batch: false,
        notes: crew.nature_of_flight === 'check_flight' ? 'Prüfflug nach der Jahresnachprüfung' : local ? 'Platzrunden' : '',
        incidents: crewRandom.chance(0.03) ? crewRandom.pick(INCIDENTS) : '',
      })
      hobbs = hobbsEnd
      cycles += 1
      location = to
      clock = onBlock + random.int(30, 120)
    }
  }
  return flights
}

/** Seeds the journey log of each demo aircraft that has none yet, one transaction per aircraft. */
export async function seedFlights(
  payload: Payload,
  fleet: Fleet,
  aircraft: DemoAircraft[],
  airports: Map<string, number>,
  days: number,
  today = new Date(),
) {
  for (const plane of aircraft) {
    const aircraftId = fleet.aircraft.get(plane.registration)
    if (aircraftId === undefined) continue
    const existing = await payload.count({ collection: 'flight_logs', where: { customer_aircraft: { equals: aircraftId } } })
    if (existing.totalDocs > 0) continue
    const company = (await payload.findByID({ collection: 'customer_aircrafts', id: aircraftId, depth: 0 })).company
    const pilots = DEMO_USERS.filter((user) => user.company && fleet.companies[user.company] === company)
      .map((user) => fleet.users.get(user.email))
      .filter((id): id is number => id !== undefined)
    await inTransaction(payload, async (req) => {
      for (const flight of planFlights(plane, pilots, airports, today, days)) {
        await payload.create({
          collection: 'flight_logs',
          data: filledByCollection<'flight_logs'>({ ...flight, customer_aircraft: aircraftId, registration: plane.registration }),
          depth: 0,
          req,
          // The seed checks due items once at its end.
          context: { dueNotices: false },
        })
      }
    })
  }
}
