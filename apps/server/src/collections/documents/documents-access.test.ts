import { describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { fieldErrors, statusOf } from '../../testing/status-of'

const { payload, aircraft } = await demoWorld({})

const report = (registration: string, title: string) => ({
  title,
  revision: '1',
  published_at: '2026-11-01',
  customer_aircrafts: [aircraft[registration]],
})

describe('documents', () => {
  it('a maintenance company adds a report to a contracted aircraft', async () => {
    const user = await actingAs(payload, 'maintenance@flugakte.test')
    const created = await payload.create({
      collection: 'documents',
      data: report('D-EKLU', 'Befundbericht Test D-EKLU') as never,
      user,
      overrideAccess: false,
    })
    expect(created.title).toBe('Befundbericht Test D-EKLU')
  })

  it('answers 400 for an aircraft that did not contract the company, storing nothing', async () => {
    const user = await actingAs(payload, 'maintenance@flugakte.test')
    const errors = await fieldErrors(
      payload.create({
        collection: 'documents',
        data: report('D-EDRS', 'Fremder Bericht D-EDRS') as never,
        user,
        overrideAccess: false,
      }),
    )
    expect(errors.map((error) => error.path)).toEqual(['customer_aircrafts'])
    expect(
      (await payload.count({ collection: 'documents', where: { title: { equals: 'Fremder Bericht D-EDRS' } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('keeps type-wide manuals to administrators', async () => {
    const user = await actingAs(payload, 'operator@flugakte.test')
    const errors = await fieldErrors(
      payload.create({
        collection: 'documents',
        data: { title: 'Eigenes Handbuch', revision: '1' } as never,
        user,
        overrideAccess: false,
      }),
    )
    expect(errors.map((error) => error.path)).toEqual(['customer_aircrafts'])
  })

  it('shows manuals of the types and components of visible aircraft, not of others', async () => {
    const club = await actingAs(payload, 'operator-b@flugakte.test')
    const titles = (
      await payload.find({
        collection: 'documents',
        where: { title: { like: 'handbuch' } },
        user: club,
        overrideAccess: false,
        pagination: false,
      })
    ).docs.map((doc) => doc.title)
    expect(titles).toContain('Flughandbuch PA-28-181')
    expect(titles).toContain('Triebwerkshandbuch DR 400/180')
    expect(titles).toContain('ELT Kannad 406 AF-Compact – Installations- und Betriebshandbuch')
    expect(titles).not.toContain('Flughandbuch C172S')
    expect(titles).not.toContain('Propellerhandbuch DA 40 NG')
  })

  it('lists child manuals under their parent', async () => {
    const club = await actingAs(payload, 'operator-b@flugakte.test')
    const manual = await payload.find({
      collection: 'documents',
      where: { title: { equals: 'Wartungshandbuch PA-28-181' } },
      user: club,
      overrideAccess: false,
      depth: 1,
    })
    const children = manual.docs[0].children?.docs ?? []
    expect(children).toHaveLength(3)
  })

  it('refuses deletion to everyone but administrators', async () => {
    const user = await actingAs(payload, 'operator@flugakte.test')
    const own = (
      await payload.find({
        collection: 'documents',
        where: { title: { equals: 'Lufttüchtigkeitszeugnis D-EFAK' } },
        limit: 1,
      })
    ).docs[0]
    expect(await statusOf(payload.delete({ collection: 'documents', id: own.id, user, overrideAccess: false }))).toBe(
      403,
    )
  })
})
