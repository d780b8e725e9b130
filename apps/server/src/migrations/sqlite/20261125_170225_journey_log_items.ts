import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`nature_of_flight\` text;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`pilot_duty\` text;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`copilot_duty\` text;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`persons_on_board\` numeric;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`incidents\` text;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_nature_of_flight\` text;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_pilot_duty\` text;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_copilot_duty\` text;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_persons_on_board\` numeric;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_incidents\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`nature_of_flight\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`pilot_duty\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`copilot_duty\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`persons_on_board\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`incidents\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_nature_of_flight\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_pilot_duty\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_copilot_duty\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_persons_on_board\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_incidents\`;`)
}
