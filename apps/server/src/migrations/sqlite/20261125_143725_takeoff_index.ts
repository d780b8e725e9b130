import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`customer_aircraft_time_takeoff_utc_idx\` ON \`flight_logs\` (\`customer_aircraft_id\`,\`time_takeoff_utc\`);`)
  await db.run(sql`CREATE INDEX \`version_customer_aircraft_version_time_takeoff_utc_idx\` ON \`_flight_logs_v\` (\`version_customer_aircraft_id\`,\`version_time_takeoff_utc\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`customer_aircraft_time_takeoff_utc_idx\`;`)
  await db.run(sql`DROP INDEX \`version_customer_aircraft_version_time_takeoff_utc_idx\`;`)
}
