import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "compound_index_idx" ON "flight_logs" USING btree ("customer_aircraft_id","flight_minutes","cnt_ldg","engine_minutes","engine_cycles");
  CREATE INDEX "compound_index_1_idx" ON "_flight_logs_v" USING btree ("version_customer_aircraft_id","version_flight_minutes","version_cnt_ldg","version_engine_minutes","version_engine_cycles");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "compound_index_idx";
  DROP INDEX "compound_index_1_idx";`)
}
