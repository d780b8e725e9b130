import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { relationId } from '../access/relation-id'
import { aircraftIdsByRegistration, getTestPayload } from '../testing/get-test-payload'
import { notifyDue } from './notify-due'

let payload: Payload
let aircraft: Record<string, number>

beforeAll(async () => {
  payload = await getTestPayload()
  aircraft = await aircraftIdsByRegistration(payload)
})

const userId = async (email: string) => (await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })).docs[0].id

async function dueNotices(email: string, registration: string) {
  const found = await payload.find({
    collection: 'notifications',
    where: { and: [{ recipient: { equals: await userId(email) } }, { key: { like: `:${aircraft[registration]}:` } }] },
    pagination: false,
    locale: 'en',
  })
  return found.docs
}

describe('due notifications', () => {
  it('the seed told the owning company’s users about D-EXAB’s due-soon items, in both languages', async () => {
    for (const email of ['operator@flugakte.test', 'lena.hoffmann@flugakte.test']) {
      const notices = await dueNotices(email, 'D-EXAB')
      expect(notices.map((notice) => notice.subject)).toContain('D-EXAB: due soon – 100-Stunden-Kontrolle')
    }
    expect(await dueNotices('member@flugakte.test', 'D-EXAB')).toEqual([])
    const german = await payload.find({ collection: 'notifications', where: { key: { like: `:${aircraft['D-EXAB']}:task:` } }, limit: 1, locale: 'de' })
    expect(german.docs[0].subject).toBe('D-EXAB: bald fällig – 100-Stunden-Kontrolle')
    expect(german.docs[0].link).toBe(`/lifecycle?aircraft=${aircraft['D-EXAB']}`)
  })

  it('notifies once per item and threshold, and e-mails the company admins only', async () => {
    const registration = 'D-EKLU'
    const club = ['member@flugakte.test', 'operator-b@flugakte.test', 'jonas.becker@flugakte.test', 'sophie.koch@flugakte.test']
    const ids = await Promise.all(club.map(userId))
    const overdue = await payload.find({ collection: 'notifications', where: { and: [{ key: { like: `:${aircraft[registration]}:` } }, { key: { like: ':overdue' } }] }, pagination: false })
    expect(overdue.docs.map((doc) => relationId(doc.recipient)).sort()).toEqual([...ids].sort())
    await payload.delete({ collection: 'notifications', where: { id: { in: overdue.docs.map((doc) => doc.id) } } })

    const sendEmail = vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    try {
      expect(await notifyDue(payload, aircraft[registration])).toBe(club.length)
      expect(sendEmail.mock.calls.map(([message]) => (message as { to: string }).to)).toEqual(['operator-b@flugakte.test'])
      expect((sendEmail.mock.calls[0][0] as { subject: string }).subject).toContain('D-EKLU: überfällig')
      sendEmail.mockClear()
      expect(await notifyDue(payload, aircraft[registration])).toBe(0)
      expect(sendEmail).not.toHaveBeenCalled()
    } finally {
      sendEmail.mockRestore()
    }
  })
})
