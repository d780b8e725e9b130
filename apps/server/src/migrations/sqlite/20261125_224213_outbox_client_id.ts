import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`client_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_aircraft_client_id_idx\` ON \`flight_logs\` (\`customer_aircraft_id\`,\`client_id\`);`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_client_id\` text;`)
  await db.run(sql`CREATE INDEX \`version_customer_aircraft_version_client_id_idx\` ON \`_flight_logs_v\` (\`version_customer_aircraft_id\`,\`version_client_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`customer_aircraft_client_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`client_id\`;`)
  await db.run(sql`DROP INDEX \`version_customer_aircraft_version_client_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_client_id\`;`)
}
