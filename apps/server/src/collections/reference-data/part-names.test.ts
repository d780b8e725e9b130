import type { AirworthinessReport } from '@flugakte/domain'
import { afterAll, describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { bearer, rest } from '../../testing/rest'

const created: number[] = []

const {
  payload,
  aircraft,
  token: { operator },
} = await demoWorld({ operator: 'operator@flugakte.test' })

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'components', id })
})

async function partsOf(registration: string, locale: 'de' | 'en') {
  const response = await rest(`/api/customer_aircrafts/${aircraft[registration]}/airworthiness?locale=${locale}`, {
    headers: bearer(operator),
  })
  expect(response.status).toBe(200)
  const report = (await response.json()) as AirworthinessReport
  return report.components.map((row) => `${row.component.name} @ ${row.component.position}`)
}

describe('part names and positions', () => {
  it('come in the language the caller reads, both seeded', async () => {
    const german = await partsOf('D-EFAK', 'de')
    const english = await partsOf('D-EFAK', 'en')
    expect(german).toContain('ELT-Batteriesatz @ ELT')
    expect(german).toContainEqual(expect.stringMatching(/ @ Triebwerk$/))
    expect(german).toContainEqual(expect.stringMatching(/ @ Heckkonus$/))
    expect(english).toContain('ELT battery pack @ ELT')
    expect(english).toContainEqual(expect.stringMatching(/ @ Engine$/))
    expect(english).toContainEqual(expect.stringMatching(/ @ Tail cone$/))
    expect([...german, ...english].join('\n')).not.toMatch(/ \/ /)
  })

  it('entered in one language show in the other until translated', async () => {
    const component = await payload.create({
      collection: 'components',
      locale: 'en',
      data: { name: 'Fuel selector valve', part_number: `FSV-${Date.now()}`, category: 'airframe' },
    })
    created.push(component.id)
    const german = await payload.findByID({ collection: 'components', id: component.id, locale: 'de' })
    expect(german.name).toBe('Fuel selector valve')

    await payload.update({
      collection: 'components',
      id: component.id,
      locale: 'de',
      data: { name: 'Kraftstoffwahlventil' },
    })
    expect((await payload.findByID({ collection: 'components', id: component.id, locale: 'de' })).name).toBe(
      'Kraftstoffwahlventil',
    )
    expect((await payload.findByID({ collection: 'components', id: component.id, locale: 'en' })).name).toBe(
      'Fuel selector valve',
    )
  })
})
