import { randomUUID } from 'node:crypto'

import { addMonths, todayUtc } from '@flugakte/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CustomerAircraft } from '../payload-types'
import { demoWorld } from '../testing/demo-world'
import { clubAircraftWithMaintenance, postAction, removeDefects, submitDefect } from './testing'

const { payload, token } = await demoWorld({
  member: 'member@flugakte.test',
  maintenance: 'maintenance@flugakte.test',
})

let plane: CustomerAircraft
let defectId: number

beforeAll(async () => {
  // An empty journey log carried over at 1000 h and 3000 landings.
  plane = await clubAircraftWithMaintenance(payload, 'D-EDBL')
  const reported = await submitDefect(token.member, {
    client_id: randomUUID(),
    customer_aircraft: plane.id,
    description: 'Trimmrad schwergängig',
  })
  defectId = reported.doc!.id
})

afterAll(async () => {
  await removeDefects(payload, plane.id)
  await payload.delete({ collection: 'maintenance_tasks', where: { customer_aircraft: { equals: plane.id } } })
  await payload.updateGlobal({ slug: 'settings', data: { max_deferral_months: 12, max_deferral_hours: 100 } })
})

const defer = (deadline: Record<string, number>, language: 'de' | 'en' = 'de') =>
  postAction(
    token.maintenance,
    { defect: defectId, kind: 'deferral', reason: 'Teil bestellt', limitation: 'Keine', ...deadline },
    language,
  )

const refusal = (answer: Awaited<ReturnType<typeof defer>>) => ({ status: answer.status, fields: answer.fields })

const day = (date: string, language: 'de' | 'en') =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(date),
  )

describe('a deferral’s deadline has bounds', () => {
  it('refuses more than 12 months or 100 hours (the settings’ default), naming the limit', async () => {
    const latest = addMonths(todayUtc(), 12)
    expect(refusal(await defer({ deadline_days: 400 }))).toEqual({
      status: 400,
      fields: { deadline_days: `Zurückstellung höchstens 12 Monate, also bis ${day(latest, 'de')}` },
    })
    expect(refusal(await defer({ deadline_hours: 101, deadline_days: 30 }, 'en'))).toEqual({
      status: 400,
      fields: { deadline_hours: 'A deferral may last at most 100 flight hours' },
    })
    const stored = await payload.count({ collection: 'defect_actions', where: { defect: { equals: defectId } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('takes the longest deferral from the settings', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { max_deferral_months: 2, max_deferral_hours: 20 } })
    expect((await defer({ deadline_days: 90 })).fields.deadline_days).toBe(
      `Zurückstellung höchstens 2 Monate, also bis ${day(addMonths(todayUtc(), 2), 'de')}`,
    )
    expect((await defer({ deadline_hours: 25 })).fields.deadline_hours).toBe(
      'Zurückstellung höchstens 20 Betriebsstunden',
    )
    await payload.updateGlobal({ slug: 'settings', data: { max_deferral_months: 12, max_deferral_hours: 100 } })
  })

  it('refuses a deadline beyond the next scheduled inspection of the maintenance programme', async () => {
    // A 100-h check with 30 h left, and an annual inspection due in a month.
    await payload.create({
      collection: 'maintenance_tasks',
      locale: 'de',
      data: {
        customer_aircraft: plane.id,
        name: '100-h-Kontrolle',
        interval: { hours: 100 },
        start_date: '2026-01-01',
        start_airframe_minutes: 60_000 - 70 * 60,
      },
    })
    const annualDue = addMonths(todayUtc(), 1)
    await payload.create({
      collection: 'maintenance_tasks',
      locale: 'de',
      data: {
        customer_aircraft: plane.id,
        name: 'Jahresnachprüfung',
        interval: { months: 12 },
        start_date: addMonths(todayUtc(), -11),
      },
    })
    expect(refusal(await defer({ deadline_hours: 40 }))).toEqual({
      status: 400,
      fields: {
        deadline_hours:
          'Zurückstellung höchstens bis zur nächsten planmäßigen Instandhaltung: 100-h-Kontrolle bei 1030:00 Betriebsstunden (in 30:00 h)',
      },
    })
    expect(refusal(await defer({ deadline_days: 60 }, 'en'))).toEqual({
      status: 400,
      fields: {
        deadline_days: `A deferral may last at most until the next scheduled inspection: Jahresnachprüfung on ${day(annualDue, 'en')}`,
      },
    })
    // Within both, it is stored.
    const kept = await defer({ deadline_hours: 30, deadline_days: 20 })
    expect(kept.fields).toEqual({})
    expect(kept.status).toBe(201)
  })
})
