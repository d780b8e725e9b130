import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` ADD \`hobbs_unit\` text DEFAULT 'hh_mm' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` ADD \`version_hobbs_unit\` text DEFAULT 'hh_mm' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`hobbs_unit\` text;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_hobbs_unit\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` DROP COLUMN \`hobbs_unit\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` DROP COLUMN \`version_hobbs_unit\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`hobbs_unit\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_hobbs_unit\`;`)
}
