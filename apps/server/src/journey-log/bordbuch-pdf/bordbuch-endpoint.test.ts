import {
  aircraftTotals,
  fromMinutes,
  signatureText,
  type BoardbookTotals,
  type CounterBaseline,
} from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { emptyAircraftOfTheClub, flightLogFixture } from '../../collections/flight-logs/testing'
import type { FlightLog } from '../../payload-types'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { pdfText } from '../../testing/pdf-text'
import { bearer, rest } from '../../testing/rest'
import { serverKey } from '../server-key'

const {
  payload,
  token: { member, operator },
} = await demoWorld({ member: 'member@flugakte.test', operator: 'operator@flugakte.test' })

const get = (token: string, path: string, language = 'de') =>
  rest(path, { headers: { ...bearer(token), 'Accept-Language': language } })

async function pagesOf(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="D-E[A-Z]+-bordbuch-\d{4}-\d{2}-\d{2}\.pdf"/,
  )
  const bytes = new Uint8Array(await response.arrayBuffer())
  return pdfText(bytes)
}

/** pdf.js puts a space between text items; the figures are compared without them. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ')

const totals = (
  entry: Pick<
    FlightLog,
    'total_flights' | 'total_minutes' | 'total_landings' | 'total_engine_minutes' | 'total_cycles'
  >,
) =>
  `Flüge ${entry.total_flights} · Flugzeit ${fromMinutes(entry.total_minutes!)} h · Landungen ${entry.total_landings} · Betriebszeit ${fromMinutes(entry.total_engine_minutes!)} h · Zyklen ${entry.total_cycles}`

/** Totals as the boardbook answers them, in the shape the entries store them. */
const asStored = (shown: BoardbookTotals) => ({
  total_flights: shown.flights,
  total_minutes: shown.minutes,
  total_landings: shown.landings,
  total_engine_minutes: shown.engine_minutes,
  total_cycles: shown.cycles,
})

/** A small log of its own: an instruction flight with a guest, a sign-off, and a correction of it. */
async function smallLog() {
  const fixture = await flightLogFixture(payload)
  const plane = await emptyAircraftOfTheClub(payload, 'D-EBBU')
  const student = await actingAs(payload, 'jonas.becker@flugakte.test')
  const first = await payload.create({
    collection: 'flight_logs',
    data: fixture.entry({
      customer_aircraft: plane.id,
      registration: plane.registration,
      date: '2026-11-18',
      nature_of_flight: 'training',
      pilot: student.id,
      pilot_duty: 'student',
      copilot: fixture.member.id,
      copilot_duty: 'instructor',
      cnt_guests: 1,
      off_block_utc: '09:50',
      to_utc: '10:00',
      ldg_utc: '10:45',
      on_block_utc: '10:52',
      hobbs_eng1_start: '100:00',
      hobbs_eng1_end: '101:02',
      cnt_cycle_eng1_start: 40,
      cnt_cycle_eng1_end: 41,
      notes: 'Platzrunden in Łódź und Åre',
      incidents: 'Vogelschlag im Endanflug',
    }),
    user: fixture.member,
    overrideAccess: false,
  })
  const second = await payload.create({
    collection: 'flight_logs',
    data: fixture.entry({
      customer_aircraft: plane.id,
      registration: plane.registration,
      date: '2026-11-19',
      nature_of_flight: 'private',
      to_utc: '12:00',
      ldg_utc: '12:30',
      cnt_ldg: 1,
      hobbs_eng1_start: '101:02',
      hobbs_eng1_end: '101:40',
      cnt_cycle_eng1_start: 41,
      cnt_cycle_eng1_end: 42,
    }),
    user: fixture.member,
    overrideAccess: false,
  })
  const correction = await payload.create({
    collection: 'flight_logs',
    data: fixture.entry({
      customer_aircraft: plane.id,
      registration: plane.registration,
      type: 'correction',
      amends: second.id,
      date: '2026-11-19',
      nature_of_flight: 'private',
      to_utc: '12:00',
      ldg_utc: '12:35',
      cnt_ldg: 2,
      notes: 'Landezeit und Landungen berichtigt',
      hobbs_eng1_start: '101:02',
      hobbs_eng1_end: '101:45',
      cnt_cycle_eng1_start: 41,
      cnt_cycle_eng1_end: 42,
    }),
    user: fixture.member,
    overrideAccess: false,
  })
  // The sign-off as the signature endpoints store it (they are not this test's subject).
  const key = serverKey(payload.secret)
  const signedAt = '2026-11-18T11:02:00.000Z'
  await payload.create({
    collection: 'flight_log_signatures',
    data: {
      flight_log: first.id,
      customer_aircraft: plane.id,
      signer: fixture.member.id,
      method: 'password',
      content_hash: first.content_hash!,
      signed_at: signedAt,
      server_signature: key.sign(
        signatureText({
          flight_log: first.id,
          content_hash: first.content_hash!,
          signer: fixture.member.id,
          method: 'password',
          credential_id: null,
          signed_at: signedAt,
        }),
      ),
      key_id: key.keyId,
    },
    overrideAccess: true,
  })
  return { plane, first, second, correction }
}

const log = await smallLog()

describe('GET /api/customer_aircrafts/:id/journey-log.pdf', () => {
  it('prints every item of an entry, its sign-off, and corrections naming what they correct', async () => {
    const pages = await pagesOf(await get(member, `/api/customer_aircrafts/${log.plane.id}/journey-log.pdf`))
    expect(pages).toHaveLength(2)
    const table = squeezed(pages[0]!)
    expect(table).toContain('Bordbuch D-EBBU')
    expect(table).toContain('Luftsportverein Hangelar e.V.')
    expect(table).toContain('Piper Aircraft PA-28-181')
    expect(table).toContain('Werknummer SN-D-EBBU')
    expect(table).toContain('Einträge Nr. 1 bis 3')
    for (const item of [
      'Schulflug',
      'Privatflug',
      'Jonas Becker (Schüler)',
      'Marie Schneider (Lehrer)',
      'EDFE',
      'EDKB',
      '09:50',
      '10:52',
      '101:02',
      '40–41',
      'Vogelschlag im Endanflug',
      'Łódź',
      'Åre',
      'Berichtigung von Nr. 2',
      'Berichtigt durch Nr. 3',
      'Passwort · 2026-11-18 11:02 UTC',
      `Prüfsumme ${log.first.hash!.slice(0, 12)}`,
      `Prüfsumme ${log.correction.hash!.slice(0, 12)}`,
      'ausstehend',
    ]) {
      expect(table, item).toContain(item)
    }
    // Persons on board: the student, the instructor and one guest.
    expect(log.first.persons_on_board).toBe(3)
    expect(table).toContain('Seite 1 von 2')
    expect(squeezed(pages[1]!)).toContain('Seite 2 von 2')
  })

  it('carries the stored totals forward at the top and foot of the page', async () => {
    const pages = await pagesOf(await get(member, `/api/customer_aircrafts/${log.plane.id}/journey-log.pdf`))
    const table = squeezed(pages[0]!)
    expect(table).toContain(
      `Übertrag: ${totals({ total_flights: 0, total_minutes: 0, total_landings: 0, total_engine_minutes: 0, total_cycles: 0 })}`,
    )
    expect(table).toContain(`Übertrag: ${totals(log.correction)}`)
  })

  it('prints a period from its first entry, brought forward from the entry before it', async () => {
    const pages = await pagesOf(
      await get(member, `/api/customer_aircrafts/${log.plane.id}/journey-log.pdf?from=2026-11-19&to=2026-11-19`),
    )
    const table = squeezed(pages[0]!)
    expect(table).toContain('Einträge Nr. 2 bis 3')
    expect(table).not.toContain('Vogelschlag')
    expect(table).toContain(`Übertrag: ${totals(log.first)}`)
    expect(table).toContain(`Übertrag: ${totals(log.correction)}`)
  })

  it('closes with the chain head, the latest checkpoint and the key fingerprint', async () => {
    const pages = await pagesOf(await get(member, `/api/customer_aircrafts/${log.plane.id}/journey-log.pdf`))
    const closing = squeezed(pages.at(-1)!)
    expect(closing).toContain('Nachweis der Unveränderbarkeit')
    expect(closing).toContain('Nr. 3')
    expect(closing.replace(/\s/g, '')).toContain(log.correction.hash)
    expect(closing).toContain(serverKey(payload.secret).keyId)
    expect(closing).toContain('node verify.mjs')
  })

  it('speaks English to an English caller', async () => {
    const pages = await pagesOf(await get(member, `/api/customer_aircrafts/${log.plane.id}/journey-log.pdf`, 'en'))
    const table = squeezed(pages[0]!)
    for (const item of [
      'Journey log D-EBBU',
      'Page 1 of 2',
      'Brought forward',
      'Carried forward',
      'Student',
      'Instructor',
      'awaiting',
      'Correction of no. 2',
    ]) {
      expect(table, item).toContain(item)
    }
  })

  it('breaks a longer log into pages, each carrying forward the totals of its last entry', async () => {
    const fixture = await flightLogFixture(payload)
    const plane = await emptyAircraftOfTheClub(payload, 'D-EBBV')
    const stored: FlightLog[] = []
    for (let index = 0; index < 45; index++) {
      const day = new Date(Date.UTC(2026, 8, 1 + index)).toISOString().slice(0, 10)
      stored.push(
        await payload.create({
          collection: 'flight_logs',
          data: fixture.entry({
            customer_aircraft: plane.id,
            registration: plane.registration,
            date: day,
            to_utc: '10:00',
            ldg_utc: index % 2 ? '10:30' : '11:05',
            cnt_ldg: 1 + (index % 3),
            // Some rows run to several lines, so the pages hold different numbers of entries.
            notes: index % 7 === 0 ? `Übungsflug ${'mit Ziellandungen und Notverfahren '.repeat(8)}` : null,
          }),
          user: fixture.member,
          overrideAccess: false,
        }),
      )
    }
    const pages = await pagesOf(await get(member, `/api/customer_aircrafts/${plane.id}/journey-log.pdf`))
    expect(pages.length).toBeGreaterThan(3)
    let before: Parameters<typeof totals>[0] = {
      total_flights: 0,
      total_minutes: 0,
      total_landings: 0,
      total_engine_minutes: 0,
      total_cycles: 0,
    }
    const printed: number[] = []
    for (const [index, page] of pages.slice(0, -1).entries()) {
      const text = squeezed(page)
      expect(text).toContain(`Seite ${index + 1} von ${pages.length}`)
      expect(text).toContain('Bordbuch D-EBBV')
      const hashes = [...text.matchAll(/Prüfsumme ([0-9a-f]{12})/g)].map((match) => match[1]!)
      const entries = hashes.map((prefix) => stored.find((entry) => entry.hash!.startsWith(prefix))!)
      expect(entries.length).toBeGreaterThan(0)
      const [brought, carried] = [...text.matchAll(/Übertrag: (Flüge .*? Zyklen \d+)/g)].map((match) => match[1])
      expect(brought).toBe(totals(before).replace(/^Übertrag: /, ''))
      expect(carried).toBe(totals(entries.at(-1)!))
      before = entries.at(-1)!
      printed.push(...entries.map((entry) => entry.number!))
    }
    expect(printed).toEqual(stored.map((entry) => entry.number))
    // The last page's carried totals are the boardbook's (GET /api/flight_logs/boardbook).
    const boardbook = await get(member, `/api/flight_logs/boardbook?aircraft=${plane.id}`)
    expect(boardbook.status).toBe(200)
    const { totals: shown } = (await boardbook.json()) as { totals: BoardbookTotals }
    expect(shown.flights).toBe(45)
    expect(totals(before)).toBe(totals(asStored(shown)))
  })

  it('continues the paper journey log: the first Übertrag carries its readings, the last ends at the aircraft’s totals', async () => {
    const fixture = await flightLogFixture(payload)
    const empty = await emptyAircraftOfTheClub(payload, 'D-EBBW')
    const paper = {
      date: '2025-11-27',
      airframe_minutes: 248_099,
      landings: 6621,
      engine_minutes: 283_577,
      engine_cycles: 6295,
    }
    const plane = await payload.update({
      collection: 'customer_aircrafts',
      id: empty.id,
      data: { counters_baseline: paper },
    })
    for (const [index, day] of ['2026-11-20', '2026-11-21'].entries()) {
      await payload.create({
        collection: 'flight_logs',
        data: fixture.entry({
          customer_aircraft: plane.id,
          registration: plane.registration,
          date: day,
          to_utc: '10:00',
          ldg_utc: '10:40',
          cnt_ldg: 1 + index,
          hobbs_eng1_start: `${4726 + index}:17`,
          hobbs_eng1_end: `${4727 + index}:17`,
          cnt_cycle_eng1_start: 6295 + index,
          cnt_cycle_eng1_end: 6296 + index,
        }),
        user: fixture.member,
        overrideAccess: false,
      })
    }
    const text = squeezed((await pagesOf(await get(member, `/api/customer_aircrafts/${plane.id}/journey-log.pdf`)))[0]!)
    expect(text).toContain('Summen mit dem Übertrag aus dem Papier-Bordbuch vom 27.11.2025')
    const [brought, carried] = [...text.matchAll(/Übertrag: (Flüge .*? Zyklen \d+)/g)].map((match) => match[1])
    expect(brought).toBe(
      totals(asStored({ flights: 0, minutes: paper.airframe_minutes, ...paper, cycles: paper.engine_cycles })),
    )
    // The boardbook screen's aircraft totals: what it recorded plus what it carried over.
    const boardbook = await get(member, `/api/flight_logs/boardbook?aircraft=${plane.id}`)
    const body = (await boardbook.json()) as { totals: BoardbookTotals; baseline: CounterBaseline }
    expect(body.baseline).toEqual(paper)
    const shown = aircraftTotals(body.totals, body.baseline)
    expect(shown.landings).toBe(paper.landings + 3)
    expect(carried).toBe(totals(asStored(shown)))
  })

  it('answers 400 in the caller’s language for a malformed day, and 404 for another company’s aircraft', async () => {
    const path = `/api/customer_aircrafts/${log.plane.id}/journey-log.pdf`
    const german = await get(member, `${path}?from=19.11.2026`)
    expect(german.status).toBe(400)
    expect(JSON.stringify(await german.json())).toContain('from muss ein Datum im Format JJJJ-MM-TT sein')
    const english = await get(member, `${path}?to=2026-02-30`, 'en')
    expect(english.status).toBe(400)
    expect(JSON.stringify(await english.json())).toContain('to must be a date in the form YYYY-MM-DD')
    const reversed = await get(member, `${path}?from=2026-11-20&to=2026-11-01`)
    expect(reversed.status).toBe(400)
    expect((await get(operator, path)).status).toBe(404)
    expect((await rest(path)).status).toBe(403)
  })
})
