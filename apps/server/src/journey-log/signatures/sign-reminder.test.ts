import { describe, expect, it } from 'vitest'

import { emptyAircraftOfTheClub, flightLogFixture } from '../../collections/flight-logs/testing'
import { newAccount, PASSWORD, post, tokenFor } from '../../collections/users/testing'
import { demoWorld } from '../../testing/demo-world'
import { remindUnsignedEntries, signReminderKey } from './sign-reminder'

const { payload } = await demoWorld({})

/** The notices of `recipient` with the day's reminder key, in both languages. */
async function remindersOf(recipient: number, day: string) {
  const found = await payload.find({
    collection: 'notifications',
    where: { and: [{ recipient: { equals: recipient } }, { key: { equals: signReminderKey(day) } }] },
    locale: 'all',
    depth: 0,
    overrideAccess: true,
  })
  return found.docs as unknown as { subject: { de: string; en: string }; message: { en: string }; link: string }[]
}

describe('the end-of-day reminder of unsigned entries', () => {
  it('reminds each pilot once a day of the entries of the day that wait for their signature', async () => {
    const fixture = await flightLogFixture(payload)
    const plane = await emptyAircraftOfTheClub(payload, 'D-ESRM')
    const waiting = await newAccount(payload, 'reminded-pilot')
    const signing = await newAccount(payload, 'signing-pilot')
    const entry = (pilot: number, to_utc: string, ldg_utc: string) =>
      payload.create({
        collection: 'flight_logs',
        data: fixture.entry({ customer_aircraft: plane.id, registration: plane.registration, pilot, to_utc, ldg_utc }),
      })
    await entry(waiting.id, '08:00', '08:30')
    await entry(waiting.id, '09:00', '09:30')
    const signed = await entry(signing.id, '10:00', '10:30')
    const answer = await post(`/api/flight_logs/${signed.id}/sign`, await tokenFor(signing.email), {
      method: 'password',
      password: PASSWORD,
    })
    expect(answer.status).toBe(201)

    const now = new Date()
    const day = now.toISOString().slice(0, 10)
    expect(await remindUnsignedEntries(payload, now)).toBeGreaterThanOrEqual(1)
    const [reminder, ...more] = await remindersOf(waiting.id, day)
    expect(more).toEqual([])
    expect(reminder!.subject.en).toMatch(/^2 journey-log entries of .+ await your signature$/)
    expect(reminder!.subject.de).toMatch(/^2 Bordbucheinträge vom .+ warten auf Ihre Unterschrift$/)
    expect(reminder!.link).toBe('/boardbook/awaiting-signature')
    // A pilot who signed everything is not reminded.
    expect(await remindersOf(signing.id, day)).toEqual([])

    // Once a day: running again reminds nobody twice.
    await remindUnsignedEntries(payload, now)
    expect(await remindersOf(waiting.id, day)).toHaveLength(1)
    // The next day, entries of today are not that day's.
    const tomorrow = new Date(now.getTime() + 86_400_000)
    await remindUnsignedEntries(payload, tomorrow)
    expect(await remindersOf(waiting.id, tomorrow.toISOString().slice(0, 10))).toEqual([])
  })
})
