import type { AirworthinessReport } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { bearer, rest } from '../../testing/rest'

const {
  payload,
  aircraft,
  token: { maintenance, cao, operator, member, admin },
} = await demoWorld({
  maintenance: 'maintenance@flugakte.test',
  cao: 'cao@flugakte.test',
  operator: 'operator@flugakte.test',
  member: 'member@flugakte.test',
  admin: 'admin@flugakte.test',
})

const today = () => new Date().toISOString().slice(0, 10)

async function post(token: string, collection: string, body: Record<string, unknown>, language = 'de') {
  const response = await rest(`/api/${collection}`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as {
    doc?: { id: number }
    errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[]
  }
  return {
    status: response.status,
    json,
    fieldErrors: Object.fromEntries((json.errors?.[0]?.data?.errors ?? []).map((error) => [error.path, error.message])),
  }
}

async function directiveId(number: string) {
  const found = await payload.find({
    collection: 'airworthiness_directives',
    where: { number: { equals: number } },
    limit: 1,
  })
  return found.docs[0].id
}

async function report(token: string, registration: string) {
  const response = await rest(`/api/customer_aircrafts/${aircraft[registration]}/airworthiness`, {
    headers: bearer(token),
  })
  return (await response.json()) as AirworthinessReport
}

const countOf = async (collection: 'ad_compliances' | 'task_completions') =>
  (await payload.count({ collection })).totalDocs

describe('AD compliance records', () => {
  it('a maintenance company records compliance on a contracted aircraft, and the AD status follows', async () => {
    const transponderAd = await directiveId('DEMO-2026-001')
    const before = await report(maintenance, 'D-EKLU')
    const row = before.directives.find((directive) => directive.number === 'DEMO-2026-001')!
    expect(row.status).toBe('open')
    const { status, json } = await post(maintenance, 'ad_compliances', {
      customer_aircraft: aircraft['D-EKLU'],
      airworthiness_directive: transponderAd,
      installed_component: row.component!.id,
      status: 'complied',
      method_of_compliance: 'Software 2.12 aufgespielt',
      date: today(),
      performed_by: 'M. Fischer',
    })
    expect(status).toBe(201)
    const stored = await payload.findByID({ collection: 'ad_compliances', id: json.doc!.id, depth: 0 })
    expect(stored.author_company).toBeTruthy()
    const after = await report(maintenance, 'D-EKLU')
    const updated = after.directives.find((directive) => directive.number === 'DEMO-2026-001')!
    expect(updated).toMatchObject({ status: 'complied', due: null })
    expect(updated.last_record?.method_of_compliance).toBe('Software 2.12 aufgespielt')
  })

  it('refuses not applicable without a reason, at the field, in the request language, storing nothing', async () => {
    const before = await countOf('ad_compliances')
    const body = {
      customer_aircraft: aircraft['D-EFAK'],
      airworthiness_directive: await directiveId('87-20-03'),
      status: 'not_applicable',
      date: today(),
    }
    const german = await post(maintenance, 'ad_compliances', body)
    expect(german.status).toBe(400)
    expect(german.fieldErrors.reason).toBe('Bitte alle Pflichtfelder ausfüllen')
    const english = await post(maintenance, 'ad_compliances', body, 'en')
    expect(english.fieldErrors.reason).toBe('Please enter all required fields')
    expect(await countOf('ad_compliances')).toBe(before)
  })

  it('refuses an AD that does not apply, a component AD without its part, and a future date', async () => {
    const notForCessna = await post(maintenance, 'ad_compliances', {
      customer_aircraft: aircraft['D-EFAK'],
      airworthiness_directive: await directiveId('2016-23-03'),
      status: 'complied',
      date: today(),
    })
    expect(notForCessna.status).toBe(400)
    expect(notForCessna.fieldErrors.airworthiness_directive).toContain('gilt nicht')
    const withoutPart = await post(maintenance, 'ad_compliances', {
      customer_aircraft: aircraft['D-EFAK'],
      airworthiness_directive: await directiveId('2012-19-01'),
      status: 'complied',
      date: today(),
    })
    expect(withoutPart.status).toBe(400)
    expect(withoutPart.fieldErrors.installed_component).toBeTruthy()
    const future = await post(maintenance, 'ad_compliances', {
      customer_aircraft: aircraft['D-EFAK'],
      airworthiness_directive: await directiveId('87-20-03'),
      status: 'complied',
      date: '2099-01-01',
    })
    expect(future.status).toBe(400)
    expect(future.fieldErrors.date).toBeTruthy()
  })

  it('only Maintenance Company and CAO users of a contracted company may record', async () => {
    const body = {
      customer_aircraft: aircraft['D-EFAK'],
      airworthiness_directive: await directiveId('87-20-03'),
      status: 'complied',
      date: today(),
    }
    expect((await post(operator, 'ad_compliances', body)).status).toBe(403)
    expect((await post(member, 'ad_compliances', body)).status).toBe(403)
    // The CAO is contracted for D-EFAK and D-EDRS, not for D-EXAB.
    expect(
      (
        await post(cao, 'ad_compliances', {
          ...body,
          customer_aircraft: aircraft['D-EXAB'],
          airworthiness_directive: await directiveId('2016-23-03'),
        })
      ).status,
    ).toBe(400)
    expect((await post(cao, 'ad_compliances', body)).status).toBe(201)
  })

  it('is append-only: nobody changes or deletes a record; a correction is a new record, made once', async () => {
    const original = await post(maintenance, 'ad_compliances', {
      customer_aircraft: aircraft['D-EKLU'],
      airworthiness_directive: await directiveId('2020-24-02'),
      status: 'complied',
      date: today(),
      method_of_compliance: 'falsch eingetragen',
    })
    expect(original.status).toBe(201)
    const id = original.json.doc!.id
    for (const token of [maintenance, admin]) {
      const patch = await rest(`/api/ad_compliances/${id}`, {
        method: 'PATCH',
        headers: { ...bearer(token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'open' }),
      })
      expect(patch.status).toBe(403)
      const remove = await rest(`/api/ad_compliances/${id}`, { method: 'DELETE', headers: bearer(token) })
      expect(remove.status).toBe(403)
    }
    const correction = {
      customer_aircraft: aircraft['D-EKLU'],
      airworthiness_directive: await directiveId('2020-24-02'),
      status: 'complied',
      date: today(),
      method_of_compliance: 'Wirbelstromprüfung',
      amends: id,
    }
    const withoutNotes = await post(maintenance, 'ad_compliances', correction)
    expect(withoutNotes.fieldErrors.notes).toBeTruthy()
    expect((await post(maintenance, 'ad_compliances', { ...correction, notes: 'Verfahren berichtigt' })).status).toBe(
      201,
    )
    const again = await post(maintenance, 'ad_compliances', { ...correction, notes: 'noch einmal' })
    expect(again.status).toBe(400)
    expect(again.fieldErrors.amends).toContain('bereits korrigiert')
    const row = (await report(maintenance, 'D-EKLU')).directives.find((directive) => directive.number === '2020-24-02')!
    expect(row.last_record?.method_of_compliance).toBe('Wirbelstromprüfung')
    expect((await payload.findByID({ collection: 'ad_compliances', id, depth: 0 })).method_of_compliance).toBe(
      'falsch eingetragen',
    )
  })
})

describe('task completions', () => {
  it('a completion restarts the interval from today’s reading', async () => {
    const before = await report(maintenance, 'D-EKLU')
    const task = before.tasks.find((row) => row.name === '50-Stunden-Kontrolle')!
    // Other test files may add flights to D-EKLU meanwhile, so only the upper bound is known.
    expect(task.due?.remaining.minutes).toBeLessThanOrEqual(20 * 60)
    const { status } = await post(maintenance, 'task_completions', {
      customer_aircraft: aircraft['D-EKLU'],
      maintenance_task: task.task_id,
      date: today(),
      performed_by: 'M. Fischer',
    })
    expect(status).toBe(201)
    const after = (await report(maintenance, 'D-EKLU')).tasks.find((row) => row.task_id === task.task_id)!
    expect(after.due?.status).toBe('ok')
    expect(after.due?.remaining.minutes).toBe(50 * 60)
    expect(after.last_record?.performed_by).toBe('M. Fischer')
  })

  it('refuses a task of another aircraft', async () => {
    const task = (await report(maintenance, 'D-EKLU')).tasks[0]
    const result = await post(maintenance, 'task_completions', {
      customer_aircraft: aircraft['D-EXAB'],
      maintenance_task: task.task_id,
      date: today(),
      notes: 'x',
    })
    expect(result.status).toBe(400)
    expect(result.fieldErrors.maintenance_task).toBeTruthy()
  })
})
