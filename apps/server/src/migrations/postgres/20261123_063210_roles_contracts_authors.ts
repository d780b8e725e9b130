import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { fixRolesContractsAuthors } from '../fixups/roles-contracts-authors'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_aircraft_contracts_kind" AS ENUM('maintenance_company', 'cao');
  CREATE TYPE "public"."enum_aircraft_contracts_status" AS ENUM('requested', 'accepted', 'declined', 'ended');
  CREATE TYPE "public"."enum__aircraft_contracts_v_version_kind" AS ENUM('maintenance_company', 'cao');
  CREATE TYPE "public"."enum__aircraft_contracts_v_version_status" AS ENUM('requested', 'accepted', 'declined', 'ended');
  CREATE TABLE "aircraft_contracts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"kind" "enum_aircraft_contracts_kind" NOT NULL,
  	"company_id" integer NOT NULL,
  	"status" "enum_aircraft_contracts_status" DEFAULT 'requested' NOT NULL,
  	"registration" varchar,
  	"owner_company_id" integer,
  	"owner_name" varchar,
  	"company_name" varchar,
  	"requested_by_id" integer,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_aircraft_contracts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_customer_aircraft_id" integer NOT NULL,
  	"version_kind" "enum__aircraft_contracts_v_version_kind" NOT NULL,
  	"version_company_id" integer NOT NULL,
  	"version_status" "enum__aircraft_contracts_v_version_status" DEFAULT 'requested' NOT NULL,
  	"version_registration" varchar,
  	"version_owner_company_id" integer,
  	"version_owner_name" varchar,
  	"version_company_name" varchar,
  	"version_requested_by_id" integer,
  	"version_decided_by_id" integer,
  	"version_decided_at" timestamp(3) with time zone,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "documents" ADD COLUMN "author_company_id" integer;
  ALTER TABLE "_documents_v" ADD COLUMN "version_author_company_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "aircraft_contracts_id" integer;
  ALTER TABLE "aircraft_contracts" ADD CONSTRAINT "aircraft_contracts_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "aircraft_contracts" ADD CONSTRAINT "aircraft_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "aircraft_contracts" ADD CONSTRAINT "aircraft_contracts_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "aircraft_contracts" ADD CONSTRAINT "aircraft_contracts_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "aircraft_contracts" ADD CONSTRAINT "aircraft_contracts_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "aircraft_contracts" ADD CONSTRAINT "aircraft_contracts_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "aircraft_contracts" ADD CONSTRAINT "aircraft_contracts_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_aircraft_contracts_v" ADD CONSTRAINT "_aircraft_contracts_v_parent_id_aircraft_contracts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."aircraft_contracts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_aircraft_contracts_v" ADD CONSTRAINT "_aircraft_contracts_v_version_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("version_customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_aircraft_contracts_v" ADD CONSTRAINT "_aircraft_contracts_v_version_company_id_companies_id_fk" FOREIGN KEY ("version_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_aircraft_contracts_v" ADD CONSTRAINT "_aircraft_contracts_v_version_owner_company_id_companies_id_fk" FOREIGN KEY ("version_owner_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_aircraft_contracts_v" ADD CONSTRAINT "_aircraft_contracts_v_version_requested_by_id_users_id_fk" FOREIGN KEY ("version_requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_aircraft_contracts_v" ADD CONSTRAINT "_aircraft_contracts_v_version_decided_by_id_users_id_fk" FOREIGN KEY ("version_decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_aircraft_contracts_v" ADD CONSTRAINT "_aircraft_contracts_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_aircraft_contracts_v" ADD CONSTRAINT "_aircraft_contracts_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "aircraft_contracts_customer_aircraft_idx" ON "aircraft_contracts" USING btree ("customer_aircraft_id");
  CREATE INDEX "aircraft_contracts_company_idx" ON "aircraft_contracts" USING btree ("company_id");
  CREATE INDEX "aircraft_contracts_status_idx" ON "aircraft_contracts" USING btree ("status");
  CREATE INDEX "aircraft_contracts_owner_company_idx" ON "aircraft_contracts" USING btree ("owner_company_id");
  CREATE INDEX "aircraft_contracts_requested_by_idx" ON "aircraft_contracts" USING btree ("requested_by_id");
  CREATE INDEX "aircraft_contracts_decided_by_idx" ON "aircraft_contracts" USING btree ("decided_by_id");
  CREATE INDEX "aircraft_contracts_user_created_idx" ON "aircraft_contracts" USING btree ("user_created_id");
  CREATE INDEX "aircraft_contracts_user_updated_idx" ON "aircraft_contracts" USING btree ("user_updated_id");
  CREATE INDEX "aircraft_contracts_updated_at_idx" ON "aircraft_contracts" USING btree ("updated_at");
  CREATE INDEX "aircraft_contracts_created_at_idx" ON "aircraft_contracts" USING btree ("created_at");
  CREATE INDEX "_aircraft_contracts_v_parent_idx" ON "_aircraft_contracts_v" USING btree ("parent_id");
  CREATE INDEX "_aircraft_contracts_v_version_version_customer_aircraft_idx" ON "_aircraft_contracts_v" USING btree ("version_customer_aircraft_id");
  CREATE INDEX "_aircraft_contracts_v_version_version_company_idx" ON "_aircraft_contracts_v" USING btree ("version_company_id");
  CREATE INDEX "_aircraft_contracts_v_version_version_status_idx" ON "_aircraft_contracts_v" USING btree ("version_status");
  CREATE INDEX "_aircraft_contracts_v_version_version_owner_company_idx" ON "_aircraft_contracts_v" USING btree ("version_owner_company_id");
  CREATE INDEX "_aircraft_contracts_v_version_version_requested_by_idx" ON "_aircraft_contracts_v" USING btree ("version_requested_by_id");
  CREATE INDEX "_aircraft_contracts_v_version_version_decided_by_idx" ON "_aircraft_contracts_v" USING btree ("version_decided_by_id");
  CREATE INDEX "_aircraft_contracts_v_version_version_user_created_idx" ON "_aircraft_contracts_v" USING btree ("version_user_created_id");
  CREATE INDEX "_aircraft_contracts_v_version_version_user_updated_idx" ON "_aircraft_contracts_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_aircraft_contracts_v_version_version_updated_at_idx" ON "_aircraft_contracts_v" USING btree ("version_updated_at");
  CREATE INDEX "_aircraft_contracts_v_version_version_created_at_idx" ON "_aircraft_contracts_v" USING btree ("version_created_at");
  CREATE INDEX "_aircraft_contracts_v_created_at_idx" ON "_aircraft_contracts_v" USING btree ("created_at");
  CREATE INDEX "_aircraft_contracts_v_updated_at_idx" ON "_aircraft_contracts_v" USING btree ("updated_at");
  ALTER TABLE "documents" ADD CONSTRAINT "documents_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_author_company_id_companies_id_fk" FOREIGN KEY ("version_author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_aircraft_contracts_fk" FOREIGN KEY ("aircraft_contracts_id") REFERENCES "public"."aircraft_contracts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "documents_author_company_idx" ON "documents" USING btree ("author_company_id");
  CREATE INDEX "_documents_v_version_version_author_company_idx" ON "_documents_v" USING btree ("version_author_company_id");
  CREATE INDEX "payload_locked_documents_rels_aircraft_contracts_id_idx" ON "payload_locked_documents_rels" USING btree ("aircraft_contracts_id");`)
  // Data: roles that fit their company, accepted contracts for the contractors already named,
  // documents' author company (see ../fixups/roles-contracts-authors.ts).
  const changes = await fixRolesContractsAuthors(payload, req)
  for (const change of changes) payload.logger.info(`migration roles_contracts_authors: ${change}`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "aircraft_contracts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_aircraft_contracts_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "aircraft_contracts" CASCADE;
  DROP TABLE "_aircraft_contracts_v" CASCADE;
  ALTER TABLE "documents" DROP CONSTRAINT "documents_author_company_id_companies_id_fk";
  
  ALTER TABLE "_documents_v" DROP CONSTRAINT "_documents_v_version_author_company_id_companies_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_aircraft_contracts_fk";
  
  DROP INDEX "documents_author_company_idx";
  DROP INDEX "_documents_v_version_version_author_company_idx";
  DROP INDEX "payload_locked_documents_rels_aircraft_contracts_id_idx";
  ALTER TABLE "documents" DROP COLUMN "author_company_id";
  ALTER TABLE "_documents_v" DROP COLUMN "version_author_company_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "aircraft_contracts_id";
  DROP TYPE "public"."enum_aircraft_contracts_kind";
  DROP TYPE "public"."enum_aircraft_contracts_status";
  DROP TYPE "public"."enum__aircraft_contracts_v_version_kind";
  DROP TYPE "public"."enum__aircraft_contracts_v_version_status";`)
}
