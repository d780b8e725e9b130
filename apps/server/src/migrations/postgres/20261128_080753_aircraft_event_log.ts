import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_aircraft_log_events_subject" AS ENUM('flight_logs', 'flight_log_signatures', 'release_signatures', 'defect_actions', 'task_completions', 'ad_compliances', 'modifications_repairs', 'airworthiness_reviews');
  ALTER TYPE "public"."enum_journey_log_checkpoints_reason" ADD VALUE 'append';
  ALTER TYPE "public"."enum_journey_log_checkpoints_reason" ADD VALUE 'migration';
  CREATE TABLE "aircraft_log_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"seq" numeric NOT NULL,
  	"subject" "enum_aircraft_log_events_subject" NOT NULL,
  	"subject_id" numeric NOT NULL,
  	"digest" varchar NOT NULL,
  	"leaf_hash" varchar NOT NULL
  );
  
  ALTER TABLE "journey_log_checkpoints" ADD COLUMN "v" numeric DEFAULT 1;
  ALTER TABLE "journey_log_checkpoints" ADD COLUMN "tree_size" numeric;
  ALTER TABLE "journey_log_checkpoints" ADD COLUMN "root_hash" varchar;
  ALTER TABLE "journey_log_checkpoints" ADD COLUMN "previous" varchar;
  ALTER TABLE "journey_log_checkpoints" ADD COLUMN "frontier" jsonb;
  ALTER TABLE "journey_log_checkpoints" ADD COLUMN "sealed" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "aircraft_log_events_id" integer;
  ALTER TABLE "aircraft_log_events" ADD CONSTRAINT "aircraft_log_events_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "aircraft_log_events_customer_aircraft_idx" ON "aircraft_log_events" USING btree ("customer_aircraft_id");
  CREATE UNIQUE INDEX "customer_aircraft_seq_idx" ON "aircraft_log_events" USING btree ("customer_aircraft_id","seq");
  CREATE INDEX "subject_subject_id_idx" ON "aircraft_log_events" USING btree ("subject","subject_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_aircraft_log_events_fk" FOREIGN KEY ("aircraft_log_events_id") REFERENCES "public"."aircraft_log_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customer_aircraft_v_tree_size_idx" ON "journey_log_checkpoints" USING btree ("customer_aircraft_id","v","tree_size");
  CREATE INDEX "payload_locked_documents_rels_aircraft_log_events_id_idx" ON "payload_locked_documents_rels" USING btree ("aircraft_log_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "aircraft_log_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "aircraft_log_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_aircraft_log_events_fk";
  
  ALTER TABLE "journey_log_checkpoints" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_journey_log_checkpoints_reason";
  CREATE TYPE "public"."enum_journey_log_checkpoints_reason" AS ENUM('daily', 'export');
  ALTER TABLE "journey_log_checkpoints" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_journey_log_checkpoints_reason" USING "reason"::"public"."enum_journey_log_checkpoints_reason";
  DROP INDEX "customer_aircraft_v_tree_size_idx";
  DROP INDEX "payload_locked_documents_rels_aircraft_log_events_id_idx";
  ALTER TABLE "journey_log_checkpoints" DROP COLUMN "v";
  ALTER TABLE "journey_log_checkpoints" DROP COLUMN "tree_size";
  ALTER TABLE "journey_log_checkpoints" DROP COLUMN "root_hash";
  ALTER TABLE "journey_log_checkpoints" DROP COLUMN "previous";
  ALTER TABLE "journey_log_checkpoints" DROP COLUMN "frontier";
  ALTER TABLE "journey_log_checkpoints" DROP COLUMN "sealed";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "aircraft_log_events_id";
  DROP TYPE "public"."enum_aircraft_log_events_subject";`)
}
