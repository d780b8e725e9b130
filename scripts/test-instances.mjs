// Two app instances on one PostgreSQL database, as two machines behind a load balancer would run:
// `node scripts/test-instances.mjs` after `npm run build`. Prints `instances: N passed, N failed` and
// writes the counts to test-results/instances-summary.json for .ci/run.
//
// A throwaway database is created, migrated and demo-seeded; an S3 server (s3rver, on loopback) holds
// the uploads; two `next start` processes share DATABASE_URI, PAYLOAD_SECRET and the bucket, each with
// its own MEDIA_DIR (so a file read through the other instance can only have come from the bucket); a
// round-robin load balancer (node:http, below) stands in front of them. Everything is removed at the
// end, also after a failure. Skipped, with the reason, without a build or a PostgreSQL server
// (TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { builtAlready, migrateAndSeed, root } from './lib.mjs'

const POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const PASSWORD = 'Flugakte-Demo-1'
const BUCKET = 'flugakte-instances'
const PARALLEL_CREATES = 40
const REGISTRATION = 'D-EINS'
const DAY = 24 * 60 * 60 * 1000
const summaryFile = path.join(root, 'test-results/instances-summary.json')

const counts = { passed: 0, failed: 0 }

function finish() {
  mkdirSync(path.dirname(summaryFile), { recursive: true })
  writeFileSync(summaryFile, JSON.stringify(counts))
  console.log(`instances: ${counts.passed} passed, ${counts.failed} failed`)
  process.exit(counts.failed > 0 ? 1 : 0)
}

async function check(name, body) {
  try {
    await body()
    counts.passed++
    console.log(`  ✓ ${name}`)
  } catch (error) {
    counts.failed++
    console.log(`  ✗ ${name}\n    ${error.message}`)
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message)
}

/**
 * A round-robin HTTP load balancer on loopback: each request goes to the next instance in turn, and
 * `served` counts the requests each one got.
 */
async function roundRobinBalancer() {
  const targets = []
  const served = []
  let next = 0
  const server = http.createServer((request, response) => {
    const index = next++ % targets.length
    served[index]++
    const upstream = http.request(
      { host: '127.0.0.1', port: targets[index], method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode, answer.rawHeaders)
        answer.pipe(response)
      },
    )
    upstream.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(`balancer: instance ${index + 1} did not answer (${error.message})`)
    })
    request.pipe(upstream)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    served,
    route(ports) {
      targets.push(...ports)
      served.push(...ports.map(() => 0))
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** A one-page PDF with correct cross-reference offsets. */
function smallPdf(text) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = pdf.length
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

async function login(baseURL, email) {
  const response = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (!response.ok)
    throw new Error(`login of ${email} at ${baseURL} answered ${response.status}: ${await response.text()}`)
  const { token, user } = await response.json()
  const cookie = response.headers.getSetCookie().find((each) => each.startsWith('payload-token='))
  return { token, cookie: cookie?.split(';')[0], user, headers: { authorization: `JWT ${token}` } }
}

async function me(baseURL, headers) {
  const response = await fetch(`${baseURL}/api/users/me`, { headers })
  assert(response.ok, `GET /api/users/me at ${baseURL} answered ${response.status}`)
  return (await response.json()).user
}

/** Files below `folder`, at any depth. */
function filesBelow(folder) {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
}

/** The club's operator registers an aircraft with an empty journey log, as bench/crash-writes.mjs does. */
async function registerAircraft(baseURL, sql) {
  const operator = await login(baseURL, 'operator-b@flugakte.test')
  const [template] = await sql.query(`select aircraft_id from customer_aircrafts where registration = 'D-EKLU'`)
  const response = await fetch(`${baseURL}/api/customer_aircrafts`, {
    method: 'POST',
    headers: { ...operator.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      registration: REGISTRATION,
      serial_number: `INSTANCES-${REGISTRATION}`,
      aircraft: Number(template.aircraft_id),
      status: 'published',
      counters_baseline: { date: new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10) },
    }),
  })
  if (response.status !== 201) {
    throw new Error(`registering ${REGISTRATION} answered ${response.status}: ${await response.text()}`)
  }
  return (await response.json()).doc.id
}

async function run(work) {
  const secret = randomBytes(32).toString('hex')
  const { throwawayPostgres } = await import('../bench/lib/throwaway-database.mjs')
  const { startBuiltServer } = await import('../bench/lib/built-server.mjs')
  const { default: S3rver } = await import('s3rver')

  const database = await throwawayPostgres(POSTGRES_URL, 'flugakte_instances')
  assert(database, `no PostgreSQL answers at ${POSTGRES_URL}`)
  work.cleanups.push(() => database.drop())

  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work.dir, 's3'),
    configureBuckets: [{ name: BUCKET }],
  })
  const { port: s3Port } = await s3.run()
  work.cleanups.push(() => s3.close())
  // s3rver's built-in key pair: it refuses other key ids (it does not verify V4 signatures).
  const storage = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
  const shared = {
    DATABASE_URI: database.uri,
    PAYLOAD_SECRET: secret,
    ...storage,
  }
  console.log('migrating and seeding a throwaway PostgreSQL database …')
  await migrateAndSeed({
    ...process.env,
    ...shared,
    SEED_AIRPORTS: 'demo',
    MEDIA_DIR: path.join(work.dir, 'media-seed'),
  })

  const balancer = await roundRobinBalancer()
  work.cleanups.push(() => balancer.close())
  const instances = []
  for (const name of ['1', '2']) {
    const media = path.join(work.dir, `media-${name}`)
    const logFile = path.join(work.dir, `instance-${name}.log`)
    const output = openSync(logFile, 'a')
    // Both behind one public address, as behind a real load balancer.
    const server = await startBuiltServer(
      { ...shared, MEDIA_DIR: media, PUBLIC_ORIGIN: balancer.url },
      { stdio: ['ignore', output, output] },
    )
    work.cleanups.push(() => server.stopped())
    work.logs.push(logFile)
    instances.push({ ...server, media, port: Number(new URL(server.baseURL).port) })
  }
  balancer.route(instances.map((instance) => instance.port))
  const [one, two] = instances
  const sql = database.open()
  work.cleanups.push(() => sql.close())
  console.log(`instances on ${one.baseURL} and ${two.baseURL}, balancer on ${balancer.url}, S3 on port ${s3Port}`)

  await check(
    `${PARALLEL_CREATES} parallel journey-log creates through both instances are numbered without gaps`,
    async () => {
      const aircraft = await registerAircraft(one.baseURL, sql)
      const member = await login(balancer.url, 'member@flugakte.test')
      const airports = (await sql.query(`select id from airports where icao in ('EDKB', 'EDFE') order by icao`)).map(
        (row) => Number(row.id),
      )
      const day = new Date(Date.now() - DAY).toISOString().slice(0, 10)
      const clock = (minutes) =>
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      const before = [...balancer.served]
      const answers = await Promise.all(
        Array.from({ length: PARALLEL_CREATES }, async (_, index) => {
          const takeoff = 6 * 60 + index * 15
          const response = await fetch(`${balancer.url}/api/flight_logs`, {
            method: 'POST',
            headers: { ...member.headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              customer_aircraft: aircraft,
              registration: REGISTRATION,
              date: day,
              pilot: member.user.id,
              location_to: airports[0],
              location_ldg: airports[1],
              to_utc: clock(takeoff),
              ldg_utc: clock(takeoff + 10),
              cnt_ldg: 1,
            }),
          })
          return { status: response.status, body: await response.text() }
        }),
      )
      const refused = answers.filter((answer) => answer.status !== 201)
      assert(
        refused.length === 0,
        `${refused.length} creates refused, e.g. ${refused[0]?.status}: ${refused[0]?.body.slice(0, 200)}`,
      )
      const perInstance = balancer.served.map((count, index) => count - before[index])
      assert(
        perInstance.every((count) => count >= PARALLEL_CREATES / 4),
        `the balancer did not spread the creates over both instances: ${perInstance.join(' / ')}`,
      )
      const answered = answers.map((answer) => JSON.parse(answer.body).doc.number).sort((a, b) => a - b)
      const stored = (
        await sql.query(`select number from flight_logs where customer_aircraft_id = ? order by number`, [aircraft])
      ).map((row) => Number(row.number))
      const expected = Array.from({ length: PARALLEL_CREATES }, (_, index) => index + 1)
      assert(
        JSON.stringify(stored) === JSON.stringify(expected),
        `stored numbers are not 1..${PARALLEL_CREATES}: ${stored.join(',')}`,
      )
      assert(
        JSON.stringify(answered) === JSON.stringify(expected),
        `answered numbers are not 1..${PARALLEL_CREATES}: ${answered.join(',')}`,
      )
      console.log(`    creates per instance: ${perInstance.join(' / ')}; numbers 1..${stored.length}`)
    },
  )

  await check('a session from instance 1 is valid on instance 2 (token and cookie)', async () => {
    const session = await login(one.baseURL, 'member@flugakte.test')
    assert(session.cookie, 'login set no payload-token cookie')
    const byToken = await me(two.baseURL, session.headers)
    assert(byToken?.email === 'member@flugakte.test', `instance 2 saw ${byToken?.email ?? 'nobody'} for the token`)
    // A browser sends the cookie with Sec-Fetch-Site; Payload refuses a cookie from another site.
    const byCookie = await me(two.baseURL, { cookie: session.cookie, 'sec-fetch-site': 'same-origin' })
    assert(byCookie?.email === 'member@flugakte.test', `instance 2 saw ${byCookie?.email ?? 'nobody'} for the cookie`)
    // The control: a token signed with another secret is nobody on instance 2.
    const [header, payload] = session.token.split('.')
    const forged = `${header}.${payload}.${randomBytes(32).toString('base64url')}`
    const stranger = await me(two.baseURL, { authorization: `JWT ${forged}` })
    assert(stranger === null, `instance 2 accepted a token with a forged signature as ${stranger?.email}`)
  })

  let upload
  await check('a PDF uploaded through instance 1 is read through instance 2 (S3 storage)', async () => {
    const operator = await login(one.baseURL, 'operator-b@flugakte.test')
    const pdf = smallPdf(`Flugakte instances ${randomBytes(6).toString('hex')}`)
    const form = new FormData()
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'two-instances.pdf')
    form.append('_payload', JSON.stringify({ title: 'Two instances' }))
    const created = await fetch(`${one.baseURL}/api/files`, { method: 'POST', headers: operator.headers, body: form })
    const text = await created.text()
    assert(created.status === 201, `upload through instance 1 answered ${created.status}: ${text.slice(0, 300)}`)
    const { doc } = JSON.parse(text)
    upload = { url: `/api/files/file/${encodeURIComponent(doc.filename)}`, pdf }
    // Payload's access-checked route under the public origin; a bucket URL would skip access control.
    assert(
      [upload.url, `${balancer.url}${upload.url}`].includes(doc.url),
      `the file's URL is ${doc.url}, not Payload's route ${upload.url}`,
    )
    const read = await fetch(`${two.baseURL}${upload.url}`, { headers: operator.headers })
    assert(read.status === 200, `reading it through instance 2 answered ${read.status}`)
    assert(read.headers.get('content-type') === 'application/pdf', `content type ${read.headers.get('content-type')}`)
    assert(Buffer.from(await read.arrayBuffer()).equals(pdf), 'instance 2 served other bytes than were uploaded')
    const onDisk = [...filesBelow(one.media), ...filesBelow(two.media)]
    assert(onDisk.length === 0, `uploads were written to an instance's own disk: ${onDisk.join(', ')}`)
    const inBucket = filesBelow(path.join(work.dir, 's3', BUCKET)).filter((file) => file.includes(doc.filename))
    assert(inBucket.length > 0, `${doc.filename} is not in the bucket`)
  })

  await check('a file in S3 is still refused to another company and to anonymous callers', async () => {
    assert(upload, 'no upload to check (the previous check failed)')
    const otherCompany = await login(two.baseURL, 'operator@flugakte.test')
    for (const [who, headers] of [
      ['operator@flugakte.test (another company)', otherCompany.headers],
      ['an anonymous caller', {}],
    ]) {
      const response = await fetch(`${two.baseURL}${upload.url}`, { headers })
      const body = Buffer.from(await response.arrayBuffer())
      assert([403, 404].includes(response.status), `${who} got ${response.status}`)
      assert(!body.equals(upload.pdf), `${who} got the file`)
    }
  })

  await check('due notices and their e-mails are sent once while both instances run the jobs', async () => {
    // Both instances check the whole fleet at the same moment (the seed's notices are there already,
    // and its e-mail jobs wait in the queue); then both run the queues every ten seconds.
    const admin = await login(one.baseURL, 'admin@flugakte.test')
    const checks = await Promise.all(
      instances.map((instance) =>
        fetch(`${instance.baseURL}/api/notifications/check-due`, { method: 'POST', headers: admin.headers }),
      ),
    )
    assert(
      checks.every((response) => response.status === 200),
      `check-due answered ${checks.map((r) => r.status)}`,
    )
    const [duplicates] = await sql.query(
      'select count(*) as n from (select recipient_id, key from notifications group by recipient_id, key having count(*) > 1) d',
    )
    assert(Number(duplicates.n) === 0, `${duplicates.n} notices stored twice`)
    const deadline = Date.now() + 120_000
    let waiting = Infinity
    while (Date.now() < deadline) {
      const [row] = await sql.query(`select count(*) as n from payload_jobs where task_slug = 'noticeMail'`)
      waiting = Number(row.n)
      if (waiting === 0) break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    assert(waiting === 0, `${waiting} notice e-mail jobs still queued after two minutes`)
    const [emailed] = await sql.query('select count(*) as n from notifications where emailed_at is not null')
    const printed = work.logs.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/Mail \(not sent: SMTP_HOST is not set\) to (\S+?)(?:\\n|\n)Subject: ([^\\\n]*)/g)].map(
        (match) => `${match[1]} | ${match[2]}`,
      ),
    )
    // The server log is JSON in production (newlines escaped), readable text in development.
    const twice = printed.filter((mail, index) => printed.indexOf(mail) !== index)
    assert(printed.length > 0, 'no notice e-mail was sent')
    assert(twice.length === 0, `sent twice: ${twice.slice(0, 3).join('; ')}`)
    assert(
      printed.length === Number(emailed.n),
      `${printed.length} e-mails in the logs, ${emailed.n} notices marked as e-mailed`,
    )
    const senders = work.logs.filter((file) => readFileSync(file, 'utf8').includes('Mail (not sent'))
    console.log(`    ${printed.length} notice e-mails, sent by ${senders.length} of 2 instances, none twice`)
  })
}

if (!builtAlready()) {
  console.log('instances: skipped, no build in apps/server/.next (run `npm run build` first)')
  finish()
}
const { default: pg } = await import('pg')
const probe = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 })
try {
  await probe.connect()
} catch (error) {
  console.log(`instances: skipped, no PostgreSQL answers at ${POSTGRES_URL} (${error.message})`)
  finish()
} finally {
  await probe.end().catch(() => {})
}

const work = { dir: mkdtempSync(path.join(os.tmpdir(), 'flugakte-instances-')), cleanups: [], logs: [] }
const planned = 5
try {
  await run(work)
} catch (error) {
  console.log(`  ✗ setup failed: ${error.message}`)
}
// A setup failure leaves checks unrun: each one that did not run counts as failed.
counts.failed += Math.max(0, planned - counts.passed - counts.failed)
if (counts.failed > 0) {
  for (const log of work.logs) {
    console.log(`\n--- last lines of ${path.basename(log)}`)
    console.log(readFileSync(log, 'utf8').split('\n').slice(-40).join('\n'))
  }
}
for (const cleanup of work.cleanups.reverse())
  await cleanup().catch((error) => console.log(`cleanup: ${error.message}`))
rmSync(work.dir, { recursive: true, force: true })
finish()
