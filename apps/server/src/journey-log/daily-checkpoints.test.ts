import { createLocalReq, type PayloadRequest, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { relationId } from '../access/relation-id'
import { MAIL_QUEUE } from '../airworthiness/queues'
import { emptyAircraftOfTheClub, flightLogFixture } from '../collections/flight-logs/testing'
import { demoWorld } from '../testing/demo-world'
import { actingAs } from '../testing/get-test-payload'
import { dailyCheckpoints } from './checkpoint-job'
import { checkpointJourneyLogs } from './daily-checkpoints'
import { aircraftWithEntries } from './testing'
import { verifyJourneyLog } from './verify-chain'

const { payload } = await demoWorld({})

const startedAt = new Date().toISOString()
const today = startedAt.slice(0, 10)
let withCao: number
let withoutCao: number
let empty: number
let caoCompany: number
let clubCompany: number

beforeAll(async () => {
  caoCompany = (await payload.find({ collection: 'companies', where: { kind: { equals: 'cao' } }, limit: 1 })).docs[0]
    .id
  const first = await aircraftWithEntries(payload, 'D-ECKP', 2)
  withCao = first.aircraft.id
  clubCompany = relationId(first.aircraft.company) as number
  // Named by the system, the CAO's contract is accepted at once.
  await payload.update({
    collection: 'customer_aircrafts',
    id: withCao,
    data: { cao: caoCompany },
    overrideAccess: true,
  })
  withoutCao = (await aircraftWithEntries(payload, 'D-ECKQ', 3)).aircraft.id
  empty = (await emptyAircraftOfTheClub(payload, 'D-ECKR')).id
})

// Other test files count notices, mails and checkpoints of the demo aircraft: this file's go again.
afterAll(async () => {
  await payload.delete({ collection: 'notifications', where: { key: { like: 'checkpoint:' } }, overrideAccess: true })
  await payload.delete({
    collection: 'journey_log_checkpoints',
    where: { and: [{ reason: { equals: 'daily' } }, { signed_at: { greater_than_equal: startedAt } }] },
    overrideAccess: true,
  })
})

async function checkpointsOf(aircraftId: number) {
  const found = await payload.find({
    collection: 'journey_log_checkpoints',
    where: { customer_aircraft: { equals: aircraftId } },
    sort: '-signed_at',
    pagination: false,
    overrideAccess: true,
  })
  return found.docs
}

async function recipientsOf(aircraftId: number) {
  const found = await payload.find({
    collection: 'notifications',
    where: { key: { equals: `checkpoint:${aircraftId}:${today}` } },
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  return found.docs.map((notice) => (notice.recipient as { email: string }).email).sort()
}

async function activeUsers(where: Where) {
  const found = await payload.find({
    collection: 'users',
    where: { and: [{ status: { equals: 'active' } }, where] },
    pagination: false,
    overrideAccess: true,
  })
  return found.docs.map((user) => user.email)
}

describe('the daily journey-log checkpoints', () => {
  it('runs once a day as a scheduled task of its own', () => {
    expect(dailyCheckpoints.schedule).toEqual([{ cron: '0 15 0 * * *', queue: 'due' }])
    expect(payload.config.jobs.tasks?.map((task) => task.slug)).toContain('dailyCheckpoints')
  })

  it('signs the head of every log that moved on and tells the owner’s admins and the contracted CAO', async () => {
    const sendEmail = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      const req = await createLocalReq({}, payload)
      // The task as the job runner calls it (its handler is a function here, not a file path).
      const handler = dailyCheckpoints.handler as (args: {
        req: PayloadRequest
        input: object
      }) => Promise<{ output: { checkpoints: number; notices: number } }>
      const { output } = await handler({ req, input: {} })
      expect(output.checkpoints).toBeGreaterThanOrEqual(2)

      const [checkpoint] = await checkpointsOf(withCao)
      const head = await payload.find({
        collection: 'flight_logs',
        where: { and: [{ customer_aircraft: { equals: withCao } }, { number: { equals: 2 } }] },
        overrideAccess: true,
      })
      expect(checkpoint).toMatchObject({
        registration: 'D-ECKP',
        entries: 2,
        head_number: 2,
        head_hash: head.docs[0].hash,
        reason: 'daily',
      })
      expect(await checkpointsOf(empty)).toEqual([])
      const admin = await actingAs(payload, 'admin@flugakte.test')
      const verified = await verifyJourneyLog(await createLocalReq({ user: admin }, payload), withCao)
      // A head for each entry's write and the day's own.
      expect(verified).toMatchObject({ ok: true, checkpoints: { count: 3, latest: { head_number: 2, ok: true } } })

      const clubAdmins = await activeUsers({ company: { equals: clubCompany }, is_company_admin: { equals: true } })
      const caoUsers = await activeUsers({ company: { equals: caoCompany } })
      expect(clubAdmins).toContain('operator-b@flugakte.test')
      expect(caoUsers).toContain('cao@flugakte.test')
      expect(await recipientsOf(withCao)).toEqual([...clubAdmins, ...caoUsers].sort())
      expect(await recipientsOf(withoutCao)).toEqual([...clubAdmins].sort())
      expect(await recipientsOf(empty)).toEqual([])

      const notice = await payload.find({
        collection: 'notifications',
        where: { key: { equals: `checkpoint:${withCao}:${today}` } },
        limit: 1,
        locale: 'all',
        overrideAccess: true,
      })
      const { subject, message, link } = notice.docs[0] as unknown as {
        subject: Record<'de' | 'en', string>
        message: Record<'de' | 'en', string>
        link: string
      }
      expect(subject).toEqual({
        de: 'D-ECKP: Bordbuch bis Eintrag 2 signiert',
        en: 'D-ECKP: journey log signed up to entry 2',
      })
      expect(message.en).toContain(checkpoint.head_hash!)
      expect(message.de).toContain('2 Einträge')
      expect(link).toBe(`/boardbook?aircraft=${withCao}`)

      // The admins among them also get it by e-mail.
      await payload.jobs.run({ queue: MAIL_QUEUE, limit: 500 })
      const mailed = sendEmail.mock.calls
        .map(([mail]) => mail as { to: string; subject: string })
        .filter((mail) => mail.subject.includes('D-ECKP'))
        .map((mail) => mail.to)
        .sort()
      const caoAdmins = await activeUsers({ company: { equals: caoCompany }, is_company_admin: { equals: true } })
      expect(mailed).toEqual([...clubAdmins, ...caoAdmins].sort())
    } finally {
      sendEmail.mockRestore()
    }
  })

  it('leaves a log that did not move alone, and signs it again once it has', async () => {
    const before = (await checkpointsOf(withoutCao)).length
    await checkpointJourneyLogs(payload)
    expect(await checkpointsOf(withoutCao)).toHaveLength(before)

    const fixture = await flightLogFixture(payload)
    await payload.create({
      collection: 'flight_logs',
      data: fixture.entry({ customer_aircraft: withoutCao, registration: 'D-ECKQ', date: '2026-04-01' }),
      user: fixture.member,
      overrideAccess: false,
    })
    const result = await checkpointJourneyLogs(payload)
    expect(result.checkpoints).toBe(1)
    const [latest] = await checkpointsOf(withoutCao)
    expect(latest).toMatchObject({ head_number: 4, entries: 4 })
    // One notice per recipient and day.
    expect(result.notices).toBe(0)
  })
})
