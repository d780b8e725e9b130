import { describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { bearer, rest } from '../../testing/rest'
import type { Manual } from './find-manuals'

const {
  payload,
  aircraft,
  token: { club, maintenance },
} = await demoWorld({ club: 'operator-b@flugakte.test', maintenance: 'maintenance@flugakte.test' })

async function manuals(token: string | null, query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await rest(`/api/app-files/manuals?${new URLSearchParams(query)}`, {
    headers: { ...(token ? bearer(token) : {}), ...headers },
  })
  return {
    status: response.status,
    body: (await response.json()) as { data: Manual[]; errors?: { message: string }[] },
  }
}

async function titles(token: string, registration: string, tags?: string[]) {
  const query: Record<string, string> = { customerAircraftId: String(aircraft[registration]) }
  if (tags) query.tags = JSON.stringify(tags)
  const { status, body } = await manuals(token, query)
  expect(status).toBe(200)
  return body.data.map((manual) => manual.title)
}

describe('GET /api/app-files/manuals', () => {
  it('defaults to the aircraft maintenance manuals, children nested under their parent', async () => {
    const { status, body } = await manuals(club, { customerAircraftId: String(aircraft['D-EKLU']) })
    expect(status).toBe(200)
    expect(body.data.map((manual) => manual.title)).toEqual(['Wartungshandbuch PA-28-181'])
    const [amm] = body.data
    expect(amm.children.map((child) => child.title)).toEqual([
      'Wartungshandbuch PA-28-181 – Kapitel 05',
      'Wartungshandbuch PA-28-181 – Kapitel 12',
      'Wartungshandbuch PA-28-181 – Kapitel 32',
    ])
    expect(amm.children.every((child) => child.children.length === 0)).toBe(true)
    // The same answer for an explicit default list and for an empty one.
    expect(await titles(club, 'D-EKLU', ['manual', 'aircraft-maintenance-manual'])).toEqual([
      'Wartungshandbuch PA-28-181',
    ])
    expect(await titles(club, 'D-EKLU', [])).toEqual(['Wartungshandbuch PA-28-181'])
  })

  it('answers the columns the table shows, in the requested language', async () => {
    const query = { customerAircraftId: String(aircraft['D-EKLU']), tags: '["manual","aircraft-maintenance-manual"]' }
    const german = (await manuals(club, query)).body.data[0]
    expect(german).toMatchObject({
      title: 'Wartungshandbuch PA-28-181',
      description: 'Aircraft Maintenance Manual',
      revision: '27',
      authorities: [{ name: 'European Union Aviation Safety Agency' }],
    })
    expect(german.published_at).toMatch(/^2025-01-15/)
    expect(german.tags.map((tag) => [tag.key, tag.name]).sort()).toEqual([
      ['aircraft-maintenance-manual', 'Wartungshandbuch'],
      ['manual', 'Handbuch'],
    ])
    expect(german.bse_mnt_type.map((type) => type.abbr).sort()).toEqual(['100H', '50H', 'ANN'])
    expect(german.bse_mnt_type.find((type) => type.abbr === 'ANN')?.name).toBe('Jahresnachprüfung')
    expect(german.companies).toEqual([])
    expect(german.file).toMatchObject({ mimeType: 'application/pdf', url: `/api/files/file/${german.file?.filename}` })
    expect(german.file?.filesize).toBeGreaterThan(0)

    const english = (await manuals(club, { ...query, locale: 'en' })).body.data[0]
    expect(english.tags.find((tag) => tag.key === 'manual')?.name).toBe('Manual')
    expect(english.bse_mnt_type.find((type) => type.abbr === 'ANN')?.name).toBe('Annual inspection')
    const byHeader = (await manuals(club, query, { 'Accept-Language': 'en' })).body.data[0]
    expect(byHeader.tags.find((tag) => tag.key === 'manual')?.name).toBe('Manual')
  })

  it('keeps the manuals carrying every given tag, not any', async () => {
    expect(await titles(club, 'D-EKLU', ['manual', 'aircraft'])).toEqual(['Flughandbuch PA-28-181'])
    expect(await titles(club, 'D-EKLU', ['manual', 'engine'])).toEqual(['Triebwerkshandbuch PA-28-181'])
    expect(await titles(club, 'D-EKLU', ['manual', 'propeller'])).toEqual(['Propellerhandbuch PA-28-181'])
    expect(await titles(club, 'D-EKLU', ['manual', 'engine', 'propeller'])).toEqual([])
    expect(await titles(club, 'D-EKLU', ['manual', 'no-such-tag'])).toEqual([])
    expect(await titles(club, 'D-EKLU', ['manual'])).toEqual([
      'ELT Kannad 406 AF-Compact – Installations- und Betriebshandbuch',
      'Flughandbuch PA-28-181',
      'Propellerhandbuch PA-28-181',
      'Triebwerkshandbuch PA-28-181',
      'Wartungshandbuch PA-28-181',
    ])
  })

  it('applies manuals through the aircraft’s EASA type and through its installed components', async () => {
    // Flughandbuch: EASA type only; Triebwerks-/Propellerhandbuch: that type's engine and propeller;
    // the ELT manual: a component installed in every demo aircraft.
    expect(await titles(maintenance, 'D-EFAK', ['manual', 'aircraft'])).toEqual(['Flughandbuch C172S'])
    expect(await titles(maintenance, 'D-EXAB', ['manual', 'engine'])).toEqual(['Triebwerkshandbuch DA 40 NG'])
    expect(await titles(club, 'D-EDRS', ['manual', 'propeller'])).toEqual(['Propellerhandbuch DR 400/180'])
    for (const registration of ['D-EKLU', 'D-EDRS']) {
      expect(await titles(club, registration, ['manual', 'component'])).toEqual([
        'ELT Kannad 406 AF-Compact – Installations- und Betriebshandbuch',
      ])
    }
  })

  it('applies manuals given to the aircraft itself, published only, with children whatever their tags', async () => {
    const tags = Object.fromEntries(
      (await payload.find({ collection: 'tags', pagination: false, depth: 0 })).docs.map((tag) => [tag.key, tag.id]),
    )
    const own = [aircraft['D-EKLU']]
    const parent = await payload.create({
      collection: 'documents',
      data: {
        title: 'Testhandbuch direkt (D-EKLU)',
        status: 'published',
        tags: [tags.manual, tags.aircraft],
        customer_aircrafts: own,
      },
    })
    await payload.create({
      collection: 'documents',
      data: { title: 'Testanhang ohne Tags (D-EKLU)', status: 'published', parent: parent.id, customer_aircrafts: own },
    })
    await payload.create({
      collection: 'documents',
      data: { title: 'Testanhang Entwurf (D-EKLU)', status: 'draft', parent: parent.id, customer_aircrafts: own },
    })
    await payload.create({
      collection: 'documents',
      data: {
        title: 'Testhandbuch Entwurf (D-EKLU)',
        status: 'draft',
        tags: [tags.manual, tags.aircraft],
        customer_aircrafts: own,
      },
    })

    const { body } = await manuals(club, { customerAircraftId: String(own[0]), tags: '["manual","aircraft"]' })
    expect(body.data.map((manual) => manual.title)).toEqual(['Flughandbuch PA-28-181', 'Testhandbuch direkt (D-EKLU)'])
    const direct = body.data[1]
    expect(direct.children.map((child) => child.title)).toEqual(['Testanhang ohne Tags (D-EKLU)'])
    expect(direct.children[0].tags).toEqual([])
    expect(direct.file).toBeNull()
    expect(body.data[0].children.map((child) => child.title)).toEqual([
      'Flughandbuch PA-28-181 – Ergänzung Transponder GTX 335',
    ])
    expect(await titles(club, 'D-EDRS', ['manual', 'aircraft'])).toEqual(['Flughandbuch DR 400/180'])
  })

  it('answers 404 for an aircraft the caller cannot see or that does not exist', async () => {
    expect((await manuals(club, { customerAircraftId: String(aircraft['D-EFAK']) })).status).toBe(404)
    expect((await manuals(club, { customerAircraftId: String(aircraft['D-EXAB']), tags: '["manual"]' })).status).toBe(
      404,
    )
    expect((await manuals(maintenance, { customerAircraftId: String(aircraft['D-EDRS']) })).status).toBe(404)
    expect((await manuals(club, { customerAircraftId: '987654' })).status).toBe(404)
  })

  it.each([
    [{}, 'customerAircraftId'],
    [{ customerAircraftId: '' }, 'customerAircraftId'],
    [{ customerAircraftId: 'abc' }, 'customerAircraftId'],
    [{ customerAircraftId: '1.5' }, 'customerAircraftId'],
    [{ customerAircraftId: '-3' }, 'customerAircraftId'],
    [{ customerAircraftId: '1', tags: 'manual' }, 'tags'],
    [{ customerAircraftId: '1', tags: '{"manual":true}' }, 'tags'],
    [{ customerAircraftId: '1', tags: '[1,2]' }, 'tags'],
    [{ customerAircraftId: '1', tags: '["manual",null]' }, 'tags'],
  ])('answers 400 with a message for %j', async (query, parameter) => {
    const { status, body } = await manuals(club, query)
    expect(status).toBe(400)
    expect(body.errors?.[0].message).toContain(parameter)
  })

  it('answers 403 without a login', async () => {
    expect((await manuals(null, { customerAircraftId: String(aircraft['D-EKLU']) })).status).toBe(403)
  })

  it('links every file to a URL that opens for the caller only', async () => {
    const { body } = await manuals(club, { customerAircraftId: String(aircraft['D-EKLU']) })
    const url = body.data[0].file!.url
    const withToken = await rest(url, { headers: bearer(club) })
    expect(withToken.status).toBe(200)
    expect(withToken.headers.get('content-type')).toBe('application/pdf')
    expect((await rest(url)).status).toBe(403)
  })
})
