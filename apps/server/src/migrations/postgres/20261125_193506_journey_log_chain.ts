import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_flight_log_signatures_method" AS ENUM('passkey', 'password');
  CREATE TYPE "public"."enum_journey_log_checkpoints_reason" AS ENUM('daily', 'export');
  CREATE TABLE "flight_log_signatures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"flight_log_id" integer NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"signer_id" integer NOT NULL,
  	"method" "enum_flight_log_signatures_method" NOT NULL,
  	"credential_id" varchar,
  	"content_hash" varchar NOT NULL,
  	"signed_at" timestamp(3) with time zone NOT NULL,
  	"authenticator_data" varchar,
  	"client_data_json" varchar,
  	"signature" varchar,
  	"server_signature" varchar NOT NULL,
  	"key_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "journey_log_checkpoints" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"registration" varchar NOT NULL,
  	"entries" numeric NOT NULL,
  	"head_number" numeric,
  	"head_hash" varchar,
  	"signed_at" timestamp(3) with time zone NOT NULL,
  	"reason" "enum_journey_log_checkpoints_reason" NOT NULL,
  	"signature" varchar NOT NULL,
  	"key_id" varchar NOT NULL
  );
  
  CREATE TABLE "passkeys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"credential_id" varchar NOT NULL,
  	"public_key" varchar NOT NULL,
  	"counter" numeric DEFAULT 0 NOT NULL,
  	"transports" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "flight_logs" ADD COLUMN "pic_id" integer;
  ALTER TABLE "flight_logs" ADD COLUMN "recorded_at" timestamp(3) with time zone;
  ALTER TABLE "flight_logs" ADD COLUMN "content_hash" varchar;
  ALTER TABLE "flight_logs" ADD COLUMN "hash" varchar;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_pic_id" integer;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_recorded_at" timestamp(3) with time zone;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_content_hash" varchar;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "flight_log_signatures_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "journey_log_checkpoints_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "passkeys_id" integer;
  ALTER TABLE "flight_log_signatures" ADD CONSTRAINT "flight_log_signatures_flight_log_id_flight_logs_id_fk" FOREIGN KEY ("flight_log_id") REFERENCES "public"."flight_logs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flight_log_signatures" ADD CONSTRAINT "flight_log_signatures_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flight_log_signatures" ADD CONSTRAINT "flight_log_signatures_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journey_log_checkpoints" ADD CONSTRAINT "journey_log_checkpoints_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "flight_log_signatures_flight_log_idx" ON "flight_log_signatures" USING btree ("flight_log_id");
  CREATE INDEX "flight_log_signatures_customer_aircraft_idx" ON "flight_log_signatures" USING btree ("customer_aircraft_id");
  CREATE INDEX "flight_log_signatures_signer_idx" ON "flight_log_signatures" USING btree ("signer_id");
  CREATE INDEX "flight_log_signatures_updated_at_idx" ON "flight_log_signatures" USING btree ("updated_at");
  CREATE INDEX "flight_log_signatures_created_at_idx" ON "flight_log_signatures" USING btree ("created_at");
  CREATE UNIQUE INDEX "flight_log_signer_idx" ON "flight_log_signatures" USING btree ("flight_log_id","signer_id");
  CREATE INDEX "journey_log_checkpoints_customer_aircraft_idx" ON "journey_log_checkpoints" USING btree ("customer_aircraft_id");
  CREATE INDEX "customer_aircraft_signed_at_idx" ON "journey_log_checkpoints" USING btree ("customer_aircraft_id","signed_at");
  CREATE INDEX "passkeys_user_idx" ON "passkeys" USING btree ("user_id");
  CREATE UNIQUE INDEX "passkeys_credential_id_idx" ON "passkeys" USING btree ("credential_id");
  CREATE INDEX "passkeys_updated_at_idx" ON "passkeys" USING btree ("updated_at");
  CREATE INDEX "passkeys_created_at_idx" ON "passkeys" USING btree ("created_at");
  ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_pic_id_users_id_fk" FOREIGN KEY ("pic_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flight_logs_v" ADD CONSTRAINT "_flight_logs_v_version_pic_id_users_id_fk" FOREIGN KEY ("version_pic_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_flight_log_signatures_fk" FOREIGN KEY ("flight_log_signatures_id") REFERENCES "public"."flight_log_signatures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_journey_log_checkpoints_fk" FOREIGN KEY ("journey_log_checkpoints_id") REFERENCES "public"."journey_log_checkpoints"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_passkeys_fk" FOREIGN KEY ("passkeys_id") REFERENCES "public"."passkeys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "flight_logs_pic_idx" ON "flight_logs" USING btree ("pic_id");
  CREATE INDEX "_flight_logs_v_version_version_pic_idx" ON "_flight_logs_v" USING btree ("version_pic_id");
  CREATE INDEX "payload_locked_documents_rels_flight_log_signatures_id_idx" ON "payload_locked_documents_rels" USING btree ("flight_log_signatures_id");
  CREATE INDEX "payload_locked_documents_rels_journey_log_checkpoints_id_idx" ON "payload_locked_documents_rels" USING btree ("journey_log_checkpoints_id");
  CREATE INDEX "payload_locked_documents_rels_passkeys_id_idx" ON "payload_locked_documents_rels" USING btree ("passkeys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flight_log_signatures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "journey_log_checkpoints" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "passkeys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "flight_log_signatures" CASCADE;
  DROP TABLE "journey_log_checkpoints" CASCADE;
  DROP TABLE "passkeys" CASCADE;
  ALTER TABLE "flight_logs" DROP CONSTRAINT "flight_logs_pic_id_users_id_fk";
  
  ALTER TABLE "_flight_logs_v" DROP CONSTRAINT "_flight_logs_v_version_pic_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_flight_log_signatures_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_journey_log_checkpoints_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_passkeys_fk";
  
  DROP INDEX "flight_logs_pic_idx";
  DROP INDEX "_flight_logs_v_version_version_pic_idx";
  DROP INDEX "payload_locked_documents_rels_flight_log_signatures_id_idx";
  DROP INDEX "payload_locked_documents_rels_journey_log_checkpoints_id_idx";
  DROP INDEX "payload_locked_documents_rels_passkeys_id_idx";
  ALTER TABLE "flight_logs" DROP COLUMN "pic_id";
  ALTER TABLE "flight_logs" DROP COLUMN "recorded_at";
  ALTER TABLE "flight_logs" DROP COLUMN "content_hash";
  ALTER TABLE "flight_logs" DROP COLUMN "hash";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_pic_id";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_recorded_at";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_content_hash";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "flight_log_signatures_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "journey_log_checkpoints_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "passkeys_id";
  DROP TYPE "public"."enum_flight_log_signatures_method";
  DROP TYPE "public"."enum_journey_log_checkpoints_reason";`)
}
