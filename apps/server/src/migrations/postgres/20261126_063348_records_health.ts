import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_modifications_repairs_kind" AS ENUM('modification', 'repair');
  CREATE TYPE "public"."enum_modifications_repairs_classification" AS ENUM('minor', 'major');
  CREATE TYPE "public"."enum_modifications_repairs_approval_type" AS ENUM('easa_form_1', 'minor_change', 'major_change', 'stc', 'repair_design', 'other');
  CREATE TYPE "public"."enum__modifications_repairs_v_version_kind" AS ENUM('modification', 'repair');
  CREATE TYPE "public"."enum__modifications_repairs_v_version_classification" AS ENUM('minor', 'major');
  CREATE TYPE "public"."enum__modifications_repairs_v_version_approval_type" AS ENUM('easa_form_1', 'minor_change', 'major_change', 'stc', 'repair_design', 'other');
  CREATE TYPE "public"."enum_airworthiness_reviews_outcome" AS ENUM('issued', 'extended', 'not_issued');
  CREATE TYPE "public"."enum__airworthiness_reviews_v_version_outcome" AS ENUM('issued', 'extended', 'not_issued');
  ALTER TYPE "public"."enum_release_signatures_subject" ADD VALUE 'modifications_repairs';
  ALTER TYPE "public"."enum_release_signatures_subject" ADD VALUE 'airworthiness_reviews';
  CREATE TABLE "modifications_repairs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"kind" "enum_modifications_repairs_kind" NOT NULL,
  	"classification" "enum_modifications_repairs_classification" NOT NULL,
  	"approval_type" "enum_modifications_repairs_approval_type" NOT NULL,
  	"approval_reference" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"description" varchar NOT NULL,
  	"ata_chapter" varchar,
  	"affects_mass_balance" boolean DEFAULT false,
  	"release_certifying_person" varchar,
  	"release_licence" varchar,
  	"release_approval_reference" varchar,
  	"release_date" timestamp(3) with time zone,
  	"release_place" varchar,
  	"release_statement" varchar,
  	"amends_id" integer,
  	"amend_reason" varchar,
  	"author_id" integer,
  	"author_company_id" integer,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "modifications_repairs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_modifications_repairs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_customer_aircraft_id" integer NOT NULL,
  	"version_kind" "enum__modifications_repairs_v_version_kind" NOT NULL,
  	"version_classification" "enum__modifications_repairs_v_version_classification" NOT NULL,
  	"version_approval_type" "enum__modifications_repairs_v_version_approval_type" NOT NULL,
  	"version_approval_reference" varchar NOT NULL,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_ata_chapter" varchar,
  	"version_affects_mass_balance" boolean DEFAULT false,
  	"version_release_certifying_person" varchar,
  	"version_release_licence" varchar,
  	"version_release_approval_reference" varchar,
  	"version_release_date" timestamp(3) with time zone,
  	"version_release_place" varchar,
  	"version_release_statement" varchar,
  	"version_amends_id" integer,
  	"version_amend_reason" varchar,
  	"version_author_id" integer,
  	"version_author_company_id" integer,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_modifications_repairs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "airworthiness_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"review_date" timestamp(3) with time zone NOT NULL,
  	"outcome" "enum_airworthiness_reviews_outcome" NOT NULL,
  	"arc_reference" varchar,
  	"valid_until" timestamp(3) with time zone,
  	"findings" varchar,
  	"pack_hash" varchar,
  	"release_certifying_person" varchar,
  	"release_licence" varchar,
  	"release_approval_reference" varchar,
  	"release_date" timestamp(3) with time zone,
  	"release_place" varchar,
  	"release_statement" varchar,
  	"amends_id" integer,
  	"amend_reason" varchar,
  	"author_id" integer,
  	"author_company_id" integer,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_airworthiness_reviews_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_customer_aircraft_id" integer NOT NULL,
  	"version_review_date" timestamp(3) with time zone NOT NULL,
  	"version_outcome" "enum__airworthiness_reviews_v_version_outcome" NOT NULL,
  	"version_arc_reference" varchar,
  	"version_valid_until" timestamp(3) with time zone,
  	"version_findings" varchar,
  	"version_pack_hash" varchar,
  	"version_release_certifying_person" varchar,
  	"version_release_licence" varchar,
  	"version_release_approval_reference" varchar,
  	"version_release_date" timestamp(3) with time zone,
  	"version_release_place" varchar,
  	"version_release_statement" varchar,
  	"version_amends_id" integer,
  	"version_amend_reason" varchar,
  	"version_author_id" integer,
  	"version_author_company_id" integer,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "modifications_repairs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "airworthiness_reviews_id" integer;
  ALTER TABLE "modifications_repairs" ADD CONSTRAINT "modifications_repairs_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "modifications_repairs" ADD CONSTRAINT "modifications_repairs_amends_id_modifications_repairs_id_fk" FOREIGN KEY ("amends_id") REFERENCES "public"."modifications_repairs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "modifications_repairs" ADD CONSTRAINT "modifications_repairs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "modifications_repairs" ADD CONSTRAINT "modifications_repairs_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "modifications_repairs" ADD CONSTRAINT "modifications_repairs_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "modifications_repairs" ADD CONSTRAINT "modifications_repairs_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "modifications_repairs_rels" ADD CONSTRAINT "modifications_repairs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."modifications_repairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "modifications_repairs_rels" ADD CONSTRAINT "modifications_repairs_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modifications_repairs_v" ADD CONSTRAINT "_modifications_repairs_v_parent_id_modifications_repairs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."modifications_repairs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modifications_repairs_v" ADD CONSTRAINT "_modifications_repairs_v_version_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("version_customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modifications_repairs_v" ADD CONSTRAINT "_modifications_repairs_v_version_amends_id_modifications_repairs_id_fk" FOREIGN KEY ("version_amends_id") REFERENCES "public"."modifications_repairs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modifications_repairs_v" ADD CONSTRAINT "_modifications_repairs_v_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modifications_repairs_v" ADD CONSTRAINT "_modifications_repairs_v_version_author_company_id_companies_id_fk" FOREIGN KEY ("version_author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modifications_repairs_v" ADD CONSTRAINT "_modifications_repairs_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modifications_repairs_v" ADD CONSTRAINT "_modifications_repairs_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modifications_repairs_v_rels" ADD CONSTRAINT "_modifications_repairs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_modifications_repairs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modifications_repairs_v_rels" ADD CONSTRAINT "_modifications_repairs_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "airworthiness_reviews" ADD CONSTRAINT "airworthiness_reviews_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "airworthiness_reviews" ADD CONSTRAINT "airworthiness_reviews_amends_id_airworthiness_reviews_id_fk" FOREIGN KEY ("amends_id") REFERENCES "public"."airworthiness_reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "airworthiness_reviews" ADD CONSTRAINT "airworthiness_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "airworthiness_reviews" ADD CONSTRAINT "airworthiness_reviews_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "airworthiness_reviews" ADD CONSTRAINT "airworthiness_reviews_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "airworthiness_reviews" ADD CONSTRAINT "airworthiness_reviews_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_airworthiness_reviews_v" ADD CONSTRAINT "_airworthiness_reviews_v_parent_id_airworthiness_reviews_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."airworthiness_reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_airworthiness_reviews_v" ADD CONSTRAINT "_airworthiness_reviews_v_version_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("version_customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_airworthiness_reviews_v" ADD CONSTRAINT "_airworthiness_reviews_v_version_amends_id_airworthiness_reviews_id_fk" FOREIGN KEY ("version_amends_id") REFERENCES "public"."airworthiness_reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_airworthiness_reviews_v" ADD CONSTRAINT "_airworthiness_reviews_v_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_airworthiness_reviews_v" ADD CONSTRAINT "_airworthiness_reviews_v_version_author_company_id_companies_id_fk" FOREIGN KEY ("version_author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_airworthiness_reviews_v" ADD CONSTRAINT "_airworthiness_reviews_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_airworthiness_reviews_v" ADD CONSTRAINT "_airworthiness_reviews_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "modifications_repairs_customer_aircraft_idx" ON "modifications_repairs" USING btree ("customer_aircraft_id");
  CREATE INDEX "modifications_repairs_amends_idx" ON "modifications_repairs" USING btree ("amends_id");
  CREATE INDEX "modifications_repairs_author_idx" ON "modifications_repairs" USING btree ("author_id");
  CREATE INDEX "modifications_repairs_author_company_idx" ON "modifications_repairs" USING btree ("author_company_id");
  CREATE INDEX "modifications_repairs_user_created_idx" ON "modifications_repairs" USING btree ("user_created_id");
  CREATE INDEX "modifications_repairs_user_updated_idx" ON "modifications_repairs" USING btree ("user_updated_id");
  CREATE INDEX "modifications_repairs_updated_at_idx" ON "modifications_repairs" USING btree ("updated_at");
  CREATE INDEX "modifications_repairs_created_at_idx" ON "modifications_repairs" USING btree ("created_at");
  CREATE INDEX "modifications_repairs_rels_order_idx" ON "modifications_repairs_rels" USING btree ("order");
  CREATE INDEX "modifications_repairs_rels_parent_idx" ON "modifications_repairs_rels" USING btree ("parent_id");
  CREATE INDEX "modifications_repairs_rels_path_idx" ON "modifications_repairs_rels" USING btree ("path");
  CREATE INDEX "modifications_repairs_rels_documents_id_idx" ON "modifications_repairs_rels" USING btree ("documents_id");
  CREATE INDEX "_modifications_repairs_v_parent_idx" ON "_modifications_repairs_v" USING btree ("parent_id");
  CREATE INDEX "_modifications_repairs_v_version_version_customer_aircra_idx" ON "_modifications_repairs_v" USING btree ("version_customer_aircraft_id");
  CREATE INDEX "_modifications_repairs_v_version_version_amends_idx" ON "_modifications_repairs_v" USING btree ("version_amends_id");
  CREATE INDEX "_modifications_repairs_v_version_version_author_idx" ON "_modifications_repairs_v" USING btree ("version_author_id");
  CREATE INDEX "_modifications_repairs_v_version_version_author_company_idx" ON "_modifications_repairs_v" USING btree ("version_author_company_id");
  CREATE INDEX "_modifications_repairs_v_version_version_user_created_idx" ON "_modifications_repairs_v" USING btree ("version_user_created_id");
  CREATE INDEX "_modifications_repairs_v_version_version_user_updated_idx" ON "_modifications_repairs_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_modifications_repairs_v_version_version_updated_at_idx" ON "_modifications_repairs_v" USING btree ("version_updated_at");
  CREATE INDEX "_modifications_repairs_v_version_version_created_at_idx" ON "_modifications_repairs_v" USING btree ("version_created_at");
  CREATE INDEX "_modifications_repairs_v_created_at_idx" ON "_modifications_repairs_v" USING btree ("created_at");
  CREATE INDEX "_modifications_repairs_v_updated_at_idx" ON "_modifications_repairs_v" USING btree ("updated_at");
  CREATE INDEX "_modifications_repairs_v_rels_order_idx" ON "_modifications_repairs_v_rels" USING btree ("order");
  CREATE INDEX "_modifications_repairs_v_rels_parent_idx" ON "_modifications_repairs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_modifications_repairs_v_rels_path_idx" ON "_modifications_repairs_v_rels" USING btree ("path");
  CREATE INDEX "_modifications_repairs_v_rels_documents_id_idx" ON "_modifications_repairs_v_rels" USING btree ("documents_id");
  CREATE INDEX "airworthiness_reviews_customer_aircraft_idx" ON "airworthiness_reviews" USING btree ("customer_aircraft_id");
  CREATE INDEX "airworthiness_reviews_amends_idx" ON "airworthiness_reviews" USING btree ("amends_id");
  CREATE INDEX "airworthiness_reviews_author_idx" ON "airworthiness_reviews" USING btree ("author_id");
  CREATE INDEX "airworthiness_reviews_author_company_idx" ON "airworthiness_reviews" USING btree ("author_company_id");
  CREATE INDEX "airworthiness_reviews_user_created_idx" ON "airworthiness_reviews" USING btree ("user_created_id");
  CREATE INDEX "airworthiness_reviews_user_updated_idx" ON "airworthiness_reviews" USING btree ("user_updated_id");
  CREATE INDEX "airworthiness_reviews_updated_at_idx" ON "airworthiness_reviews" USING btree ("updated_at");
  CREATE INDEX "airworthiness_reviews_created_at_idx" ON "airworthiness_reviews" USING btree ("created_at");
  CREATE INDEX "_airworthiness_reviews_v_parent_idx" ON "_airworthiness_reviews_v" USING btree ("parent_id");
  CREATE INDEX "_airworthiness_reviews_v_version_version_customer_aircra_idx" ON "_airworthiness_reviews_v" USING btree ("version_customer_aircraft_id");
  CREATE INDEX "_airworthiness_reviews_v_version_version_amends_idx" ON "_airworthiness_reviews_v" USING btree ("version_amends_id");
  CREATE INDEX "_airworthiness_reviews_v_version_version_author_idx" ON "_airworthiness_reviews_v" USING btree ("version_author_id");
  CREATE INDEX "_airworthiness_reviews_v_version_version_author_company_idx" ON "_airworthiness_reviews_v" USING btree ("version_author_company_id");
  CREATE INDEX "_airworthiness_reviews_v_version_version_user_created_idx" ON "_airworthiness_reviews_v" USING btree ("version_user_created_id");
  CREATE INDEX "_airworthiness_reviews_v_version_version_user_updated_idx" ON "_airworthiness_reviews_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_airworthiness_reviews_v_version_version_updated_at_idx" ON "_airworthiness_reviews_v" USING btree ("version_updated_at");
  CREATE INDEX "_airworthiness_reviews_v_version_version_created_at_idx" ON "_airworthiness_reviews_v" USING btree ("version_created_at");
  CREATE INDEX "_airworthiness_reviews_v_created_at_idx" ON "_airworthiness_reviews_v" USING btree ("created_at");
  CREATE INDEX "_airworthiness_reviews_v_updated_at_idx" ON "_airworthiness_reviews_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_modifications_repairs_fk" FOREIGN KEY ("modifications_repairs_id") REFERENCES "public"."modifications_repairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_airworthiness_reviews_fk" FOREIGN KEY ("airworthiness_reviews_id") REFERENCES "public"."airworthiness_reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_modifications_repairs_id_idx" ON "payload_locked_documents_rels" USING btree ("modifications_repairs_id");
  CREATE INDEX "payload_locked_documents_rels_airworthiness_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("airworthiness_reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "modifications_repairs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "modifications_repairs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modifications_repairs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modifications_repairs_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "airworthiness_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_airworthiness_reviews_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "modifications_repairs" CASCADE;
  DROP TABLE "modifications_repairs_rels" CASCADE;
  DROP TABLE "_modifications_repairs_v" CASCADE;
  DROP TABLE "_modifications_repairs_v_rels" CASCADE;
  DROP TABLE "airworthiness_reviews" CASCADE;
  DROP TABLE "_airworthiness_reviews_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_modifications_repairs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_airworthiness_reviews_fk";
  
  ALTER TABLE "release_signatures" ALTER COLUMN "subject" SET DATA TYPE text;
  DROP TYPE "public"."enum_release_signatures_subject";
  CREATE TYPE "public"."enum_release_signatures_subject" AS ENUM('defect_actions', 'task_completions', 'ad_compliances');
  ALTER TABLE "release_signatures" ALTER COLUMN "subject" SET DATA TYPE "public"."enum_release_signatures_subject" USING "subject"::"public"."enum_release_signatures_subject";
  DROP INDEX "payload_locked_documents_rels_modifications_repairs_id_idx";
  DROP INDEX "payload_locked_documents_rels_airworthiness_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "modifications_repairs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "airworthiness_reviews_id";
  DROP TYPE "public"."enum_modifications_repairs_kind";
  DROP TYPE "public"."enum_modifications_repairs_classification";
  DROP TYPE "public"."enum_modifications_repairs_approval_type";
  DROP TYPE "public"."enum__modifications_repairs_v_version_kind";
  DROP TYPE "public"."enum__modifications_repairs_v_version_classification";
  DROP TYPE "public"."enum__modifications_repairs_v_version_approval_type";
  DROP TYPE "public"."enum_airworthiness_reviews_outcome";
  DROP TYPE "public"."enum__airworthiness_reviews_v_version_outcome";`)
}
