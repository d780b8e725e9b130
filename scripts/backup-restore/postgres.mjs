// PostgreSQL: pg_dump in PostgreSQL's custom format, taken from a snapshot that this script exports from
// its own REPEATABLE READ transaction, so the dump and the list of referenced uploads see the same
// committed state; pg_dump is PostgreSQL's own consistent backup (schema, enums, sequences, indexes),
// where a hand-written dump would have to follow every migration. Restore replays it in one transaction.
import { spawn, spawnSync } from 'node:child_process'

import { serverRequire, UsageError } from './config.mjs'

const TOOLS = ['pg_dump', 'pg_restore', 'psql']

function installed(tool) {
  return spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0
}

/** pg_dump, pg_restore and psql from Debian's postgresql-client; installed when missing and run as root. */
export function ensurePostgresClient() {
  if (TOOLS.every(installed)) return
  if (process.getuid?.() !== 0) {
    throw new UsageError(
      "Install PostgreSQL's client tools (Debian: apt-get install postgresql-client) for backups of PostgreSQL",
    )
  }
  for (const args of [['update'], ['install', '-y', 'postgresql-client']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`)
  }
}

/** libpq arguments without the password, which goes through the environment instead of the process list. */
function libpq(uri) {
  const url = new URL(uri)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
}

function run(command, args, { env, input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: [input ? 'pipe' : 'ignore', 'inherit', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code ?? signal}: ${stderr.trim()}`)),
    )
    if (input) input(child.stdin)
  })
}

async function connect(uri) {
  const { Client } = serverRequire('pg')
  const client = new Client({ connectionString: uri })
  await client.connect()
  return client
}

const COLUMNS = `select table_name as "table", column_name as "column" from information_schema.columns
  where table_schema = 'public'`

async function lastMigration(client) {
  const exists = await client.query(`select to_regclass('public.payload_migrations') is not null as found`)
  if (!exists.rows[0].found) return null
  return (await client.query('select name from payload_migrations order by id desc limit 1')).rows[0]?.name ?? null
}

/**
 * Dumps the database into `into` from one snapshot and, within the same snapshot, calls `whileOpen`
 * with the tables' columns and a query function (to list the uploads the dump references).
 */
export async function snapshotPostgres(uri, into, whileOpen) {
  ensurePostgresClient()
  const client = await connect(uri)
  try {
    await client.query('begin isolation level repeatable read read only')
    const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id
    const { dbname, env } = libpq(uri)
    const dump = run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${into}`, `--dbname=${dbname}`], {
      env,
    })
    const columns = (await client.query(COLUMNS)).rows
    const tables = new Set(columns.map((column) => column.table)).size
    const migration = await lastMigration(client)
    const result = await whileOpen({ columns, query: async (sql) => (await client.query(sql)).rows })
    // The exporting transaction stays open until pg_dump has taken the snapshot and finished.
    await dump
    await client.query('commit')
    return { tables, migration, result }
  } finally {
    await client.end().catch(() => {})
  }
}

/** Connects to the target database, creating it on its server when it does not exist yet. */
async function connectOrCreate(uri) {
  try {
    return { client: await connect(uri), created: false }
  } catch (error) {
    if (error.code !== '3D000') throw error
  }
  const url = new URL(uri)
  const name = decodeURIComponent(url.pathname.slice(1))
  url.pathname = '/postgres'
  const admin = await connect(url.toString())
  try {
    await admin.query(`create database "${name.replaceAll('"', '""')}"`)
  } finally {
    await admin.end()
  }
  return { client: await connect(uri), created: true }
}

/** What a restore would replace: tables, sequences, views or enum types in the public schema. */
export async function postgresTargetContents(uri) {
  ensurePostgresClient()
  let client
  try {
    client = await connect(uri)
  } catch (error) {
    if (error.code === '3D000') return null
    throw error
  }
  try {
    const { rows } = await client.query(`select
      (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S'))::int as relations,
      (select count(*) from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' and t.typtype = 'e')::int as enums`)
    const { relations, enums } = rows[0]
    if (relations + enums === 0) return null
    return `the PostgreSQL database ${libpq(uri).dbname} (tables, sequences and views: ${relations}; enum types: ${enums})`
  } finally {
    await client.end()
  }
}

// Clears the public schema object by object (dropping the schema itself would also drop its grants).
const CLEAR_PUBLIC_SCHEMA = `do $$ declare object record; begin
  for object in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('v', 'm') loop
    execute format('drop view if exists public.%I cascade', object.relname);
  end loop;
  for object in select tablename from pg_tables where schemaname = 'public' loop
    execute format('drop table if exists public.%I cascade', object.tablename);
  end loop;
  for object in select sequence_name from information_schema.sequences where sequence_schema = 'public' loop
    execute format('drop sequence if exists public.%I cascade', object.sequence_name);
  end loop;
  for object in select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype = 'e' loop
    execute format('drop type if exists public.%I cascade', object.typname);
  end loop;
end $$;`

/**
 * Replays the dump into the target database (created when missing) in one transaction: with `replace`,
 * the old contents are dropped in that same transaction, so a failed restore leaves the target as it was.
 * Ownership and grants are not restored: the restoring user owns the objects, as the server's user did.
 */
export async function restorePostgres(dumpFile, uri, { replace }) {
  ensurePostgresClient()
  const { client, created } = await connectOrCreate(uri)
  await client.end()
  const { dbname, env } = libpq(uri)
  const psqlArgs = ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--dbname=${dbname}`]
  if (replace) psqlArgs.push('--command', CLEAR_PUBLIC_SCHEMA)
  psqlArgs.push('--file=-')
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dumpFile], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const restored = new Promise((resolve, reject) => {
    restore.on('error', reject)
    restore.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`pg_restore exited with ${code ?? signal}`)),
    )
  })
  await Promise.all([
    run('psql', psqlArgs, {
      env,
      input: (stdin) => {
        // psql stops at the first error; pg_restore then writes into a closed pipe and reports that.
        stdin.on('error', () => {})
        restore.stdout.pipe(stdin)
      },
    }),
    restored,
  ])
  const check = await connect(uri)
  try {
    const columns = (await check.query(COLUMNS)).rows
    return {
      created,
      tables: new Set(columns.map((column) => column.table)).size,
      migration: await lastMigration(check),
    }
  } finally {
    await check.end()
  }
}
