import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`companies\` ADD \`approval_reference\` text;`)
  await db.run(sql`ALTER TABLE \`_companies_v\` ADD \`version_approval_reference\` text;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`preflight_acknowledged\` text;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_preflight_acknowledged\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`companies\` DROP COLUMN \`approval_reference\`;`)
  await db.run(sql`ALTER TABLE \`_companies_v\` DROP COLUMN \`version_approval_reference\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`preflight_acknowledged\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_preflight_acknowledged\`;`)
}
