import { beforeAll, describe, expect, it } from 'vitest'

import { cameraPhoto, postAction, submitDefect } from '../../defects/testing'
import type { CustomerAircraft } from '../../payload-types'
import { maintainedAircraft, werftUser } from '../../releases/testing'
import { demoWorld } from '../../testing/demo-world'
import { pdfText } from '../../testing/pdf-text'
import { bearer, rest } from '../../testing/rest'

const { payload, token } = await demoWorld({ club: 'operator-b@flugakte.test', operator: 'operator@flugakte.test' })

let plane: CustomerAircraft
let werft: Awaited<ReturnType<typeof werftUser>>
const ids: Record<'unsafe' | 'deferred' | 'closed', number> = { unsafe: 0, deferred: 0, closed: 0 }

async function report(description: string, extra: Record<string, unknown> = {}, photos = 0) {
  const answer = await submitDefect(
    token.club,
    { client_id: crypto.randomUUID(), customer_aircraft: plane.id, description, unsafe: false, ...extra },
    photos
      ? {
          photos: await Promise.all(
            Array.from({ length: photos }, async (_, index) => ({
              name: `photo-${index}.jpg`,
              type: 'image/jpeg',
              data: await cameraPhoto(800, 600),
            })),
          ),
        }
      : {},
  )
  expect(answer.status).toBe(201)
  return answer.doc!.id
}

beforeAll(async () => {
  ;({ aircraft: plane } = await maintainedAircraft(payload, 'D-EPDF'))
  werft = await werftUser(payload, 'defects-pdf')
  ids.unsafe = await report('Höhenruder-Trimmung klemmt', { unsafe: true, ata_chapter: '27' }, 2)
  ids.deferred = await report('Leselampe Cockpit ohne Funktion', { ata_chapter: '33' })
  expect(
    (
      await postAction(werft.token, {
        defect: ids.deferred,
        kind: 'deferral',
        reason: 'Ersatzteil bestellt',
        limitation: 'Keine Nachtflüge',
        deadline_days: 10,
      })
    ).status,
  ).toBe(201)
  ids.closed = await report('Reifen Bugrad abgefahren')
  const rectification = await postAction(werft.token, {
    defect: ids.closed,
    kind: 'rectification',
    work_performed: 'Reifen gewechselt',
    maintenance_data: 'AMM 32-40-00',
    release: {
      certifying_person: 'Max Prüfer',
      licence: 'DE.66.1234',
      date: new Date().toISOString().slice(0, 10),
      place: 'Koblenz',
    },
  })
  expect(rectification.status).toBe(201)
  const signed = await rest(`/api/releases/defect_actions/${rectification.doc!.id}/sign`, {
    method: 'POST',
    headers: { ...bearer(werft.token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'password', password: 'Flugakte-Demo-1' }),
  })
  expect(signed.status).toBe(201)
})

const pdfOf = (who: string, language = 'de') =>
  rest(`/api/customer_aircrafts/${plane.id}/defects.pdf`, { headers: { ...bearer(who), 'Accept-Language': language } })

async function textOf(response: Response) {
  expect(response.status).toBe(200)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { bytes, text: (await pdfText(bytes)).join('\n').replace(/\s+/g, ' ') }
}

describe('GET /api/customer_aircrafts/:id/defects.pdf', () => {
  it('lists the open and deferred defects with their state, deferral and photos, in German', async () => {
    const response = await pdfOf(token.club)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="D-EPDF-defects-\d{4}-\d{2}-\d{2}\.pdf"/,
    )
    const { bytes, text } = await textOf(response)
    expect(text).toContain('Beanstandungen D-EPDF')
    expect(text).toContain('1 offen · 1 zurückgestellt')
    expect(text).toContain('NICHT FLUGKLAR')
    // Numbered per aircraft, in the order reported (not the database's ids).
    expect(text).toContain('Beanstandung 1 · Offen')
    expect(text).toContain('Höhenruder-Trimmung klemmt')
    expect(text).toContain('Vom Melder als nicht flugsicher gemeldet')
    expect(text).toContain('Noch nicht bewertet')
    expect(text).toMatch(/27 – Flugsteuerung/)
    expect(text).toContain('Beanstandung 2 · Zurückgestellt')
    expect(text).toContain('Leselampe Cockpit ohne Funktion')
    expect(text).toContain('Ersatzteil bestellt')
    expect(text).toContain('Keine Nachtflüge')
    expect(text).toContain('10 Tage')
    expect(text).toContain('Verbleibend')
    expect(text).toContain('Benedikt Braun')
    // The closed defect is not among the aircraft's papers.
    expect(text).not.toContain('Reifen Bugrad abgefahren')
    // The two photos of the first defect, as images.
    expect(
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/Subtype \/Image/g),
    ).toHaveLength(2)
  })

  it('speaks English to an English caller and is readable to the contracted maintenance company', async () => {
    const { text } = await textOf(await pdfOf(werft.token, 'en'))
    expect(text).toContain('Defects D-EPDF')
    expect(text).toContain('NOT AIRWORTHY')
    expect(text).toContain('Limitation')
    expect(text).toContain('Keine Nachtflüge')
    expect(text).toContain('Reported as unsafe to fly')
  })

  it('answers 404 for an aircraft the caller may not see and 403 without a session', async () => {
    expect((await pdfOf(token.operator)).status).toBe(404)
    expect((await rest(`/api/customer_aircrafts/${plane.id}/defects.pdf`)).status).toBe(403)
  })
})
