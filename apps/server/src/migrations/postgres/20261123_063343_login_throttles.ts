import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "login_throttles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"failures" numeric DEFAULT 0 NOT NULL,
  	"last_failure_at" timestamp(3) with time zone,
  	"blocked_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "login_throttles_id" integer;
  CREATE UNIQUE INDEX "login_throttles_key_idx" ON "login_throttles" USING btree ("key");
  CREATE INDEX "login_throttles_updated_at_idx" ON "login_throttles" USING btree ("updated_at");
  CREATE INDEX "login_throttles_created_at_idx" ON "login_throttles" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_login_throttles_fk" FOREIGN KEY ("login_throttles_id") REFERENCES "public"."login_throttles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_login_throttles_id_idx" ON "payload_locked_documents_rels" USING btree ("login_throttles_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "login_throttles" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "login_throttles" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_login_throttles_fk";
  
  DROP INDEX "payload_locked_documents_rels_login_throttles_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "login_throttles_id";`)
}
