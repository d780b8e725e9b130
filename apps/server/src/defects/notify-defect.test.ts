import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { relationNumber } from '../access/relation-id'
import { MAIL_QUEUE } from '../airworthiness/queues'
import type { CustomerAircraft } from '../payload-types'
import { demoWorld } from '../testing/demo-world'
import { actingAs } from '../testing/get-test-payload'
import { coalesceKey } from './notify-defect'
import { clubAircraftWithMaintenance, removeDefects, submitDefect } from './testing'

const { payload, token } = await demoWorld({ member: 'member@flugakte.test' })

let plane: CustomerAircraft
let group: string

beforeAll(async () => {
  plane = await clubAircraftWithMaintenance(payload, 'D-EDNC')
  group = coalesceKey(plane.id, (await actingAs(payload, 'member@flugakte.test')).id)
})

afterAll(async () => {
  await payload.delete({ collection: 'notifications', where: { coalesce_key: { equals: group } } })
  await removeDefects(payload, plane.id)
})

const report = async (description: string, unsafe = false) => {
  const answer = await submitDefect(token.member, {
    client_id: randomUUID(),
    customer_aircraft: plane.id,
    description,
    unsafe,
  })
  expect(answer.status).toBe(201)
  return answer.doc!.id
}

const notices = async () =>
  (
    await payload.find({
      collection: 'notifications',
      where: { coalesce_key: { equals: group } },
      locale: 'all',
      depth: 0,
      pagination: false,
    })
  ).docs

/** The mails the queue sends now, of this aircraft's notices, by recipient. */
async function mailsSent(sendEmail: { mock: { calls: unknown[][] } }) {
  const before = sendEmail.mock.calls.length
  await payload.jobs.run({ queue: MAIL_QUEUE, limit: 500 })
  return sendEmail.mock.calls
    .slice(before)
    .map(([message]) => message as { to: string; subject: string })
    .filter((mail) => mail.subject.includes('D-EDNC'))
}

describe('notices of repeated reports', () => {
  it('gives one notice per recipient with a count, and one e-mail, for reports within minutes', async () => {
    const sendEmail = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      await report('Kratzer an der Haube')
      const first = await notices()
      const recipients = first.map((notice) => relationNumber(notice.recipient)).sort()
      expect(recipients.length).toBeGreaterThanOrEqual(2)
      expect(new Set(recipients).size).toBe(recipients.length)
      expect((await mailsSent(sendEmail)).map((mail) => mail.to).sort()).toHaveLength(recipients.length)
      // One recipient has read it already: the next report makes it unread again.
      await payload.update({ collection: 'notifications', id: first[0]!.id, data: { read: true } })

      await report('Antenne locker')
      const third = await report('Radverkleidung gerissen')
      const grouped = await notices()
      expect(grouped.map((notice) => relationNumber(notice.recipient)).sort()).toEqual(recipients)
      for (const notice of grouped) {
        expect(notice).toMatchObject({
          count: 3,
          read: false,
          key: `defect:${third}`,
          link: `/defects?aircraft=${plane.id}`,
          subject: {
            de: 'D-EDNC: 3 Beanstandungen gemeldet – zuletzt Radverkleidung gerissen',
            en: 'D-EDNC: 3 defects reported – latest Radverkleidung gerissen',
          },
        })
      }
      // The recipients were mailed once; the later reports are in the notice.
      expect(await mailsSent(sendEmail)).toEqual([])

      // A report that grounds the aircraft is mailed again, with the group's count.
      await report('Bremse rechts ohne Wirkung', true)
      const grounded = await notices()
      expect(grounded.map((notice) => notice.count)).toEqual(recipients.map(() => 4))
      expect(grounded[0]!.subject).toEqual({
        de: 'Nicht flugklar: D-EDNC – 4 Beanstandungen gemeldet, zuletzt Bremse rechts ohne Wirkung',
        en: 'Grounded: D-EDNC – 4 defects reported, latest Bremse rechts ohne Wirkung',
      })
      const mails = await mailsSent(sendEmail)
      expect(mails).toHaveLength(recipients.length)
      expect(mails.every((mail) => mail.subject.includes('4'))).toBe(true)
    } finally {
      sendEmail.mockRestore()
    }
  })

  it('starts a new notice once the minutes have passed', async () => {
    await payload.update({
      collection: 'notifications',
      where: { coalesce_key: { equals: group } },
      data: { coalesce_until: new Date(Date.now() - 1000).toISOString() },
    })
    const later = await report('Tankdeckel undicht')
    const fresh = (await notices()).filter((notice) => notice.key === `defect:${later}`)
    expect(fresh.length).toBeGreaterThanOrEqual(2)
    expect(fresh.every((notice) => notice.count === 1 && notice.link?.endsWith(`&defect=${later}`))).toBe(true)
  })
})
