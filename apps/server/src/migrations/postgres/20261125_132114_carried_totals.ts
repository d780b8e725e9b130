import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { verifyTotals } from '../../collections/flight-logs/verify-totals'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "flight_log_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"date" varchar NOT NULL,
  	"last_landing" timestamp(3) with time zone,
  	"flights" numeric DEFAULT 0 NOT NULL,
  	"flight_minutes" numeric DEFAULT 0 NOT NULL,
  	"landings" numeric DEFAULT 0 NOT NULL,
  	"engine_minutes" numeric DEFAULT 0 NOT NULL,
  	"engine_cycles" numeric DEFAULT 0 NOT NULL,
  	"total_flights" numeric DEFAULT 0 NOT NULL,
  	"total_minutes" numeric DEFAULT 0 NOT NULL,
  	"total_landings" numeric DEFAULT 0 NOT NULL,
  	"total_engine_minutes" numeric DEFAULT 0 NOT NULL,
  	"total_cycles" numeric DEFAULT 0 NOT NULL
  );
  
  DROP INDEX "compound_index_idx";
  DROP INDEX "compound_index_1_idx";
  ALTER TABLE "flight_logs" ADD COLUMN "total_flights" numeric;
  ALTER TABLE "flight_logs" ADD COLUMN "total_minutes" numeric;
  ALTER TABLE "flight_logs" ADD COLUMN "total_landings" numeric;
  ALTER TABLE "flight_logs" ADD COLUMN "total_engine_minutes" numeric;
  ALTER TABLE "flight_logs" ADD COLUMN "total_cycles" numeric;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_total_flights" numeric;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_total_minutes" numeric;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_total_landings" numeric;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_total_engine_minutes" numeric;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_total_cycles" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "flight_log_days_id" integer;
  ALTER TABLE "flight_log_days" ADD CONSTRAINT "flight_log_days_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "flight_log_days_customer_aircraft_idx" ON "flight_log_days" USING btree ("customer_aircraft_id");
  CREATE UNIQUE INDEX "customer_aircraft_date_idx" ON "flight_log_days" USING btree ("customer_aircraft_id","date");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_flight_log_days_fk" FOREIGN KEY ("flight_log_days_id") REFERENCES "public"."flight_log_days"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_flight_log_days_id_idx" ON "payload_locked_documents_rels" USING btree ("flight_log_days_id");`)
  // Entries stored before the totals were carried get them, and every aircraft its days.
  await verifyTotals(req, { repair: true, db })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flight_log_days" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "flight_log_days" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_flight_log_days_fk";
  
  DROP INDEX "payload_locked_documents_rels_flight_log_days_id_idx";
  CREATE INDEX "compound_index_idx" ON "flight_logs" USING btree ("customer_aircraft_id","flight_minutes","cnt_ldg","engine_minutes","engine_cycles");
  CREATE INDEX "compound_index_1_idx" ON "_flight_logs_v" USING btree ("version_customer_aircraft_id","version_flight_minutes","version_cnt_ldg","version_engine_minutes","version_engine_cycles");
  ALTER TABLE "flight_logs" DROP COLUMN "total_flights";
  ALTER TABLE "flight_logs" DROP COLUMN "total_minutes";
  ALTER TABLE "flight_logs" DROP COLUMN "total_landings";
  ALTER TABLE "flight_logs" DROP COLUMN "total_engine_minutes";
  ALTER TABLE "flight_logs" DROP COLUMN "total_cycles";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_total_flights";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_total_minutes";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_total_landings";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_total_engine_minutes";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_total_cycles";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "flight_log_days_id";`)
}
