import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flight_logs" ADD COLUMN "amends_id" integer;
  ALTER TABLE "flight_logs" ADD COLUMN "flight_minutes" numeric;
  ALTER TABLE "flight_logs" ADD COLUMN "engine_minutes" numeric;
  ALTER TABLE "flight_logs" ADD COLUMN "engine_cycles" numeric;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_amends_id" integer;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_flight_minutes" numeric;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_engine_minutes" numeric;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_engine_cycles" numeric;
  UPDATE "flight_logs" SET
    "flight_minutes" = round(extract(epoch from ("time_landing_utc" - "time_takeoff_utc")) / 60),
    "engine_minutes" = CASE WHEN "hobbs_eng1_start" ~ '^\\d+:\\d{2}$' AND "hobbs_eng1_end" ~ '^\\d+:\\d{2}$' THEN (split_part("hobbs_eng1_end", ':', 1)::integer * 60 + split_part("hobbs_eng1_end", ':', 2)::integer)
      - (split_part("hobbs_eng1_start", ':', 1)::integer * 60 + split_part("hobbs_eng1_start", ':', 2)::integer) END,
    "engine_cycles" = "cnt_cycle_eng1_end" - "cnt_cycle_eng1_start";
  ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_amends_id_flight_logs_id_fk" FOREIGN KEY ("amends_id") REFERENCES "public"."flight_logs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flight_logs_v" ADD CONSTRAINT "_flight_logs_v_version_amends_id_flight_logs_id_fk" FOREIGN KEY ("version_amends_id") REFERENCES "public"."flight_logs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "flight_logs_amends_idx" ON "flight_logs" USING btree ("amends_id");
  CREATE INDEX "customer_aircraft_time_landing_utc_idx" ON "flight_logs" USING btree ("customer_aircraft_id","time_landing_utc");
  CREATE INDEX "_flight_logs_v_version_version_amends_idx" ON "_flight_logs_v" USING btree ("version_amends_id");
  CREATE INDEX "version_customer_aircraft_version_time_landing_utc_idx" ON "_flight_logs_v" USING btree ("version_customer_aircraft_id","version_time_landing_utc");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flight_logs" DROP CONSTRAINT "flight_logs_amends_id_flight_logs_id_fk";
  
  ALTER TABLE "_flight_logs_v" DROP CONSTRAINT "_flight_logs_v_version_amends_id_flight_logs_id_fk";
  
  DROP INDEX "flight_logs_amends_idx";
  DROP INDEX "customer_aircraft_time_landing_utc_idx";
  DROP INDEX "_flight_logs_v_version_version_amends_idx";
  DROP INDEX "version_customer_aircraft_version_time_landing_utc_idx";
  ALTER TABLE "flight_logs" DROP COLUMN "amends_id";
  ALTER TABLE "flight_logs" DROP COLUMN "flight_minutes";
  ALTER TABLE "flight_logs" DROP COLUMN "engine_minutes";
  ALTER TABLE "flight_logs" DROP COLUMN "engine_cycles";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_amends_id";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_flight_minutes";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_engine_minutes";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_engine_cycles";`)
}
