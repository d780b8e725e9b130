import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "customer_aircraft_time_takeoff_utc_idx" ON "flight_logs" USING btree ("customer_aircraft_id","time_takeoff_utc");
  CREATE INDEX "version_customer_aircraft_version_time_takeoff_utc_idx" ON "_flight_logs_v" USING btree ("version_customer_aircraft_id","version_time_takeoff_utc");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "customer_aircraft_time_takeoff_utc_idx";
  DROP INDEX "version_customer_aircraft_version_time_takeoff_utc_idx";`)
}
