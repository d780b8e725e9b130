import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { demoWorld } from '../../testing/demo-world'
import { emptyAircraftOfTheClub } from './testing'

const run = promisify(execFile)
const serverDir = path.resolve(import.meta.dirname, '../../..')

const { payload } = await demoWorld({})

async function writeFromAnotherProcess(aircraft: { id: number; registration: string }, first: number, count: number) {
  const { stdout } = await run(
    'npx',
    [
      'payload',
      'run',
      'src/testing/write-entries-process.ts',
      String(aircraft.id),
      aircraft.registration,
      String(first),
      String(count),
    ],
    { cwd: serverDir, env: { ...process.env }, maxBuffer: 16 * 1024 * 1024 },
  )
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as number[]
}

describe('journey-log numbers across processes', () => {
  it('stay gapless and unique when two server processes write to one aircraft at once', async () => {
    const aircraft = await emptyAircraftOfTheClub(payload, 'D-EXPR')
    const [a, b] = await Promise.all([
      writeFromAnotherProcess(aircraft, 0, 20),
      writeFromAnotherProcess(aircraft, 20, 20),
    ])
    const expected = Array.from({ length: 40 }, (_, index) => index + 1)
    expect([...a, ...b].sort((x, y) => x - y)).toEqual(expected)
    const stored = await payload.find({
      collection: 'flight_logs',
      where: { customer_aircraft: { equals: aircraft.id } },
      pagination: false,
      depth: 0,
      select: { number: true },
    })
    expect(stored.docs.map((entry) => entry.number).sort((x, y) => x! - y!)).toEqual(expected)
  }, 180_000)
})
