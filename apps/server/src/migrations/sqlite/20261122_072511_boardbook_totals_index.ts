import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`flight_logs\` (\`customer_aircraft_id\`,\`flight_minutes\`,\`cnt_ldg\`,\`engine_minutes\`,\`engine_cycles\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_1_idx\` ON \`_flight_logs_v\` (\`version_customer_aircraft_id\`,\`version_flight_minutes\`,\`version_cnt_ldg\`,\`version_engine_minutes\`,\`version_engine_cycles\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_1_idx\`;`)
}
