// Run by cross-process-numbering.test.ts as a separate process (`payload run`), so that two processes
// write to one database at once. Prints the numbers it was given as JSON on its last line.
import config from '@payload-config'
import { getPayload } from 'payload'

const [aircraftId, registration, first, count] = process.argv.slice(2)
const payload = await getPayload({ config })
const member = (
  await payload.find({ collection: 'users', where: { email: { equals: 'member@flugakte.test' } }, depth: 1, limit: 1 })
).docs[0]
const airports = await payload.find({ collection: 'airports', where: { icao: { in: ['EDKB', 'EDFE'] } }, depth: 0 })
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
const numbers = await Promise.all(
  Array.from({ length: Number(count) }, async (_, index) => {
    const minute = (Number(first) + index) * 10
    const entry = await payload.create({
      collection: 'flight_logs',
      data: {
        customer_aircraft: Number(aircraftId),
        registration,
        date: '2026-11-20',
        pilot: member.id,
        location_to: airports.docs[0].id,
        location_ldg: airports.docs[1].id,
        to_utc: clock(minute),
        ldg_utc: clock(minute + 5),
        cnt_ldg: 1,
      } as never,
      user: { ...member, collection: 'users' },
      overrideAccess: false,
      depth: 0,
    })
    return entry.number
  }),
)
console.log(JSON.stringify(numbers))
process.exit(0)
