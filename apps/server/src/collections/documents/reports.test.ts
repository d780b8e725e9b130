import { beforeAll, describe, expect, it } from 'vitest'

import { relationId, relationIds } from '../../access/relation-id'
import { demoPdf } from '../../seed/demo/pdf'
import { demoWorld } from '../../testing/demo-world'
import { actingAs } from '../../testing/get-test-payload'
import { fieldErrors, statusOf } from '../../testing/status-of'

let reportTypes: Record<string, number>

const { payload, aircraft } = await demoWorld({})

beforeAll(async () => {
  const types = await payload.find({ collection: 'doc_types', pagination: false, depth: 0 })
  reportTypes = Object.fromEntries(types.docs.map((type) => [type.key, type.id]))
})

type Actor = Awaited<ReturnType<typeof actingAs>>

/** The report upload as the Reports screen does it: the PDF first, then the document pointing at it. */
async function uploadReport(
  user: Actor,
  registration: string,
  type: string,
  title: string,
  extra: Record<string, unknown> = {},
) {
  const pdf = await demoPdf(title, [registration])
  const file = await payload.create({
    collection: 'files',
    data: { title },
    file: { data: pdf, mimetype: 'application/pdf', name: `${title}.pdf`, size: pdf.length },
    user,
    overrideAccess: false,
  })
  return payload.create({
    collection: 'documents',
    data: {
      doc_type: reportTypes[type],
      title,
      published_at: '2026-11-20',
      customer_aircrafts: [aircraft[registration]],
      file: file.id,
      ...extra,
    } as never,
    user,
    overrideAccess: false,
    depth: 0,
  })
}

describe('reports', () => {
  it.each([
    ['maintenance@flugakte.test', 'D-EKLU', 'report-of-findings'],
    ['maintenance@flugakte.test', 'D-EXAB', 'standrun-reports'],
    ['cao@flugakte.test', 'D-EDRS', 'inspection-reports'],
    ['cao@flugakte.test', 'D-EFAK', 'weight-and-balance-report'],
  ])('%s uploads a report for contracted %s, recorded with the author company', async (email, registration, type) => {
    const user = await actingAs(payload, email)
    const title = `Test ${type} ${registration} by ${email}`
    const report = await uploadReport(user, registration, type, title)
    expect(report.status).toBe('published')
    expect(relationId(report.doc_type)).toBe(reportTypes[type])
    expect(relationIds(report.companies)).toEqual([relationId(user.company)])
    expect(relationId(report.author_company)).toBe(relationId(user.company))

    // The aircraft's owner reads the report and opens its file.
    const owner = await payload.findByID({ collection: 'customer_aircrafts', id: aircraft[registration], depth: 0 })
    const reader = (
      await payload.find({ collection: 'users', where: { company: { equals: relationId(owner.company) } }, limit: 1 })
    ).docs[0]
    const ownerUser = await actingAs(payload, reader.email)
    const read = await payload.findByID({
      collection: 'documents',
      id: report.id,
      user: ownerUser,
      overrideAccess: false,
      depth: 0,
    })
    expect(read.title).toBe(title)
    expect(
      await statusOf(
        payload.findByID({ collection: 'files', id: relationId(read.file)!, user: ownerUser, overrideAccess: false }),
      ),
    ).toBe('ok')
  })

  it('refuses naming another company; the author company is the server’s', async () => {
    const user = await actingAs(payload, 'maintenance@flugakte.test')
    const owner = await payload.findByID({ collection: 'customer_aircrafts', id: aircraft['D-EKLU'], depth: 0 })
    const errors = await fieldErrors(
      uploadReport(user, 'D-EKLU', 'flight-report', 'Test flight report with company', {
        companies: [relationId(owner.company)],
      }),
    )
    expect(errors.map((error) => error.path)).toEqual(['companies'])
    const report = await uploadReport(user, 'D-EKLU', 'flight-report', 'Test flight report with author', {
      author_company: relationId(owner.company),
    })
    expect(relationId(report.author_company)).toBe(relationId(user.company))
  })

  it('are refused to club members', async () => {
    const member = await actingAs(payload, 'member@flugakte.test')
    expect(await statusOf(uploadReport(member, 'D-EKLU', 'report-of-findings', 'Test member report'))).toBe(403)
    const created = await payload
      .create({
        collection: 'documents',
        data: {
          title: 'Test member report without file',
          customer_aircrafts: [aircraft['D-EKLU']],
          doc_type: reportTypes['flight-report'],
        } as never,
        user: member,
        overrideAccess: false,
      })
      .catch((error: { status?: number }) => error.status)
    expect(created).toBe(403)
  })

  it('are refused for aircraft that did not contract the company', async () => {
    const maintenance = await actingAs(payload, 'maintenance@flugakte.test')
    const errors = await fieldErrors(
      uploadReport(maintenance, 'D-EDRS', 'report-of-findings', 'Test uncontracted report'),
    )
    expect(errors.map((error) => error.path)).toEqual(['customer_aircrafts'])
    const cao = await actingAs(payload, 'cao@flugakte.test')
    expect(
      (await fieldErrors(uploadReport(cao, 'D-EKLU', 'report-of-findings', 'Test uncontracted CAO'))).map(
        (e) => e.path,
      ),
    ).toEqual(['customer_aircrafts'])
    const stored = await payload.count({ collection: 'documents', where: { title: { like: 'Test uncontracted' } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('may not point at a file the author cannot read', async () => {
    const maintenance = await actingAs(payload, 'maintenance@flugakte.test')
    const foreign = (
      await payload.find({
        collection: 'documents',
        where: { title: { equals: 'Lufttüchtigkeitszeugnis D-EDRS' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]
    const errors = await fieldErrors(
      payload.create({
        collection: 'documents',
        data: {
          title: 'Test borrowed file',
          customer_aircrafts: [aircraft['D-EKLU']],
          file: relationId(foreign.file),
        } as never,
        user: maintenance,
        overrideAccess: false,
      }),
    )
    expect(errors.map((error) => error.path)).toEqual(['file'])
  })
})
