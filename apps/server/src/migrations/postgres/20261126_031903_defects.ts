import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_defects_ata_chapter" AS ENUM('05', '11', '12', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35', '37', '51', '52', '53', '55', '56', '57', '61', '71', '72', '73', '74', '75', '76', '77', '78', '79', '80', '81');
  CREATE TYPE "public"."enum__defects_v_version_ata_chapter" AS ENUM('05', '11', '12', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35', '37', '51', '52', '53', '55', '56', '57', '61', '71', '72', '73', '74', '75', '76', '77', '78', '79', '80', '81');
  CREATE TYPE "public"."enum_defect_actions_kind" AS ENUM('assessment', 'deferral', 'rectification');
  CREATE TYPE "public"."enum__defect_actions_v_version_kind" AS ENUM('assessment', 'deferral', 'rectification');
  CREATE TYPE "public"."enum_release_signatures_subject" AS ENUM('defect_actions', 'task_completions', 'ad_compliances');
  CREATE TYPE "public"."enum_release_signatures_method" AS ENUM('passkey', 'password');
  CREATE TABLE "defects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"flight_log_id" integer,
  	"client_id" varchar,
  	"description" varchar NOT NULL,
  	"ata_chapter" "enum_defects_ata_chapter",
  	"unsafe" boolean DEFAULT false,
  	"reported_by_id" integer,
  	"reported_at" timestamp(3) with time zone NOT NULL,
  	"author_company_id" integer,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "defects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"defect_photos_id" integer
  );
  
  CREATE TABLE "_defects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_customer_aircraft_id" integer NOT NULL,
  	"version_flight_log_id" integer,
  	"version_client_id" varchar,
  	"version_description" varchar NOT NULL,
  	"version_ata_chapter" "enum__defects_v_version_ata_chapter",
  	"version_unsafe" boolean DEFAULT false,
  	"version_reported_by_id" integer,
  	"version_reported_at" timestamp(3) with time zone NOT NULL,
  	"version_author_company_id" integer,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_defects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"defect_photos_id" integer
  );
  
  CREATE TABLE "defect_actions_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"description" varchar NOT NULL,
  	"part_number" varchar,
  	"serial_number" varchar,
  	"installation" varchar
  );
  
  CREATE TABLE "defect_actions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"defect_id" integer NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"kind" "enum_defect_actions_kind" NOT NULL,
  	"amends_id" integer,
  	"notes" varchar,
  	"airworthiness_affecting" boolean,
  	"reason" varchar,
  	"limitation" varchar,
  	"deadline_hours" numeric,
  	"deadline_cycles" numeric,
  	"deadline_days" numeric,
  	"basis_date" timestamp(3) with time zone,
  	"basis_minutes" numeric,
  	"basis_cycles" numeric,
  	"work_performed" varchar,
  	"maintenance_data" varchar,
  	"release_certifying_person" varchar,
  	"release_licence" varchar,
  	"release_approval_reference" varchar,
  	"release_date" timestamp(3) with time zone,
  	"release_place" varchar,
  	"release_statement" varchar,
  	"author_id" integer,
  	"author_company_id" integer,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_defect_actions_v_version_parts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"description" varchar NOT NULL,
  	"part_number" varchar,
  	"serial_number" varchar,
  	"installation" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_defect_actions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_defect_id" integer NOT NULL,
  	"version_customer_aircraft_id" integer NOT NULL,
  	"version_kind" "enum__defect_actions_v_version_kind" NOT NULL,
  	"version_amends_id" integer,
  	"version_notes" varchar,
  	"version_airworthiness_affecting" boolean,
  	"version_reason" varchar,
  	"version_limitation" varchar,
  	"version_deadline_hours" numeric,
  	"version_deadline_cycles" numeric,
  	"version_deadline_days" numeric,
  	"version_basis_date" timestamp(3) with time zone,
  	"version_basis_minutes" numeric,
  	"version_basis_cycles" numeric,
  	"version_work_performed" varchar,
  	"version_maintenance_data" varchar,
  	"version_release_certifying_person" varchar,
  	"version_release_licence" varchar,
  	"version_release_approval_reference" varchar,
  	"version_release_date" timestamp(3) with time zone,
  	"version_release_place" varchar,
  	"version_release_statement" varchar,
  	"version_author_id" integer,
  	"version_author_company_id" integer,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "defect_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "_defect_photos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_customer_aircraft_id" integer NOT NULL,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "release_signatures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" "enum_release_signatures_subject" NOT NULL,
  	"record_id" numeric NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"signer_id" integer NOT NULL,
  	"method" "enum_release_signatures_method" NOT NULL,
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
  
  ALTER TABLE "flight_logs" ADD COLUMN "grounded_confirmed" boolean;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_grounded_confirmed" boolean;
  ALTER TABLE "ad_compliances" ADD COLUMN "release_certifying_person" varchar;
  ALTER TABLE "ad_compliances" ADD COLUMN "release_licence" varchar;
  ALTER TABLE "ad_compliances" ADD COLUMN "release_approval_reference" varchar;
  ALTER TABLE "ad_compliances" ADD COLUMN "release_date" timestamp(3) with time zone;
  ALTER TABLE "ad_compliances" ADD COLUMN "release_place" varchar;
  ALTER TABLE "ad_compliances" ADD COLUMN "release_statement" varchar;
  ALTER TABLE "_ad_compliances_v" ADD COLUMN "version_release_certifying_person" varchar;
  ALTER TABLE "_ad_compliances_v" ADD COLUMN "version_release_licence" varchar;
  ALTER TABLE "_ad_compliances_v" ADD COLUMN "version_release_approval_reference" varchar;
  ALTER TABLE "_ad_compliances_v" ADD COLUMN "version_release_date" timestamp(3) with time zone;
  ALTER TABLE "_ad_compliances_v" ADD COLUMN "version_release_place" varchar;
  ALTER TABLE "_ad_compliances_v" ADD COLUMN "version_release_statement" varchar;
  ALTER TABLE "task_completions" ADD COLUMN "release_certifying_person" varchar;
  ALTER TABLE "task_completions" ADD COLUMN "release_licence" varchar;
  ALTER TABLE "task_completions" ADD COLUMN "release_approval_reference" varchar;
  ALTER TABLE "task_completions" ADD COLUMN "release_date" timestamp(3) with time zone;
  ALTER TABLE "task_completions" ADD COLUMN "release_place" varchar;
  ALTER TABLE "task_completions" ADD COLUMN "release_statement" varchar;
  ALTER TABLE "_task_completions_v" ADD COLUMN "version_release_certifying_person" varchar;
  ALTER TABLE "_task_completions_v" ADD COLUMN "version_release_licence" varchar;
  ALTER TABLE "_task_completions_v" ADD COLUMN "version_release_approval_reference" varchar;
  ALTER TABLE "_task_completions_v" ADD COLUMN "version_release_date" timestamp(3) with time zone;
  ALTER TABLE "_task_completions_v" ADD COLUMN "version_release_place" varchar;
  ALTER TABLE "_task_completions_v" ADD COLUMN "version_release_statement" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "defects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "defect_actions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "defect_photos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "release_signatures_id" integer;
  ALTER TABLE "defects" ADD CONSTRAINT "defects_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defects" ADD CONSTRAINT "defects_flight_log_id_flight_logs_id_fk" FOREIGN KEY ("flight_log_id") REFERENCES "public"."flight_logs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defects" ADD CONSTRAINT "defects_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defects" ADD CONSTRAINT "defects_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defects" ADD CONSTRAINT "defects_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defects" ADD CONSTRAINT "defects_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defects_rels" ADD CONSTRAINT "defects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."defects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "defects_rels" ADD CONSTRAINT "defects_rels_defect_photos_fk" FOREIGN KEY ("defect_photos_id") REFERENCES "public"."defect_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_defects_v" ADD CONSTRAINT "_defects_v_parent_id_defects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."defects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defects_v" ADD CONSTRAINT "_defects_v_version_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("version_customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defects_v" ADD CONSTRAINT "_defects_v_version_flight_log_id_flight_logs_id_fk" FOREIGN KEY ("version_flight_log_id") REFERENCES "public"."flight_logs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defects_v" ADD CONSTRAINT "_defects_v_version_reported_by_id_users_id_fk" FOREIGN KEY ("version_reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defects_v" ADD CONSTRAINT "_defects_v_version_author_company_id_companies_id_fk" FOREIGN KEY ("version_author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defects_v" ADD CONSTRAINT "_defects_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defects_v" ADD CONSTRAINT "_defects_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defects_v_rels" ADD CONSTRAINT "_defects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_defects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_defects_v_rels" ADD CONSTRAINT "_defects_v_rels_defect_photos_fk" FOREIGN KEY ("defect_photos_id") REFERENCES "public"."defect_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "defect_actions_parts" ADD CONSTRAINT "defect_actions_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."defect_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "defect_actions" ADD CONSTRAINT "defect_actions_defect_id_defects_id_fk" FOREIGN KEY ("defect_id") REFERENCES "public"."defects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defect_actions" ADD CONSTRAINT "defect_actions_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defect_actions" ADD CONSTRAINT "defect_actions_amends_id_defect_actions_id_fk" FOREIGN KEY ("amends_id") REFERENCES "public"."defect_actions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defect_actions" ADD CONSTRAINT "defect_actions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defect_actions" ADD CONSTRAINT "defect_actions_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defect_actions" ADD CONSTRAINT "defect_actions_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defect_actions" ADD CONSTRAINT "defect_actions_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_actions_v_version_parts" ADD CONSTRAINT "_defect_actions_v_version_parts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_defect_actions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_defect_actions_v" ADD CONSTRAINT "_defect_actions_v_parent_id_defect_actions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."defect_actions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_actions_v" ADD CONSTRAINT "_defect_actions_v_version_defect_id_defects_id_fk" FOREIGN KEY ("version_defect_id") REFERENCES "public"."defects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_actions_v" ADD CONSTRAINT "_defect_actions_v_version_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("version_customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_actions_v" ADD CONSTRAINT "_defect_actions_v_version_amends_id_defect_actions_id_fk" FOREIGN KEY ("version_amends_id") REFERENCES "public"."defect_actions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_actions_v" ADD CONSTRAINT "_defect_actions_v_version_author_id_users_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_actions_v" ADD CONSTRAINT "_defect_actions_v_version_author_company_id_companies_id_fk" FOREIGN KEY ("version_author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_actions_v" ADD CONSTRAINT "_defect_actions_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_actions_v" ADD CONSTRAINT "_defect_actions_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defect_photos" ADD CONSTRAINT "defect_photos_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defect_photos" ADD CONSTRAINT "defect_photos_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "defect_photos" ADD CONSTRAINT "defect_photos_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_photos_v" ADD CONSTRAINT "_defect_photos_v_parent_id_defect_photos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."defect_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_photos_v" ADD CONSTRAINT "_defect_photos_v_version_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("version_customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_photos_v" ADD CONSTRAINT "_defect_photos_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_defect_photos_v" ADD CONSTRAINT "_defect_photos_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "release_signatures" ADD CONSTRAINT "release_signatures_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "release_signatures" ADD CONSTRAINT "release_signatures_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "defects_customer_aircraft_idx" ON "defects" USING btree ("customer_aircraft_id");
  CREATE INDEX "defects_flight_log_idx" ON "defects" USING btree ("flight_log_id");
  CREATE INDEX "defects_reported_by_idx" ON "defects" USING btree ("reported_by_id");
  CREATE INDEX "defects_author_company_idx" ON "defects" USING btree ("author_company_id");
  CREATE INDEX "defects_user_created_idx" ON "defects" USING btree ("user_created_id");
  CREATE INDEX "defects_user_updated_idx" ON "defects" USING btree ("user_updated_id");
  CREATE INDEX "defects_updated_at_idx" ON "defects" USING btree ("updated_at");
  CREATE INDEX "defects_created_at_idx" ON "defects" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_aircraft_client_id_1_idx" ON "defects" USING btree ("customer_aircraft_id","client_id");
  CREATE INDEX "defects_rels_order_idx" ON "defects_rels" USING btree ("order");
  CREATE INDEX "defects_rels_parent_idx" ON "defects_rels" USING btree ("parent_id");
  CREATE INDEX "defects_rels_path_idx" ON "defects_rels" USING btree ("path");
  CREATE INDEX "defects_rels_defect_photos_id_idx" ON "defects_rels" USING btree ("defect_photos_id");
  CREATE INDEX "_defects_v_parent_idx" ON "_defects_v" USING btree ("parent_id");
  CREATE INDEX "_defects_v_version_version_customer_aircraft_idx" ON "_defects_v" USING btree ("version_customer_aircraft_id");
  CREATE INDEX "_defects_v_version_version_flight_log_idx" ON "_defects_v" USING btree ("version_flight_log_id");
  CREATE INDEX "_defects_v_version_version_reported_by_idx" ON "_defects_v" USING btree ("version_reported_by_id");
  CREATE INDEX "_defects_v_version_version_author_company_idx" ON "_defects_v" USING btree ("version_author_company_id");
  CREATE INDEX "_defects_v_version_version_user_created_idx" ON "_defects_v" USING btree ("version_user_created_id");
  CREATE INDEX "_defects_v_version_version_user_updated_idx" ON "_defects_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_defects_v_version_version_updated_at_idx" ON "_defects_v" USING btree ("version_updated_at");
  CREATE INDEX "_defects_v_version_version_created_at_idx" ON "_defects_v" USING btree ("version_created_at");
  CREATE INDEX "_defects_v_created_at_idx" ON "_defects_v" USING btree ("created_at");
  CREATE INDEX "_defects_v_updated_at_idx" ON "_defects_v" USING btree ("updated_at");
  CREATE INDEX "version_customer_aircraft_version_client_id_1_idx" ON "_defects_v" USING btree ("version_customer_aircraft_id","version_client_id");
  CREATE INDEX "_defects_v_rels_order_idx" ON "_defects_v_rels" USING btree ("order");
  CREATE INDEX "_defects_v_rels_parent_idx" ON "_defects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_defects_v_rels_path_idx" ON "_defects_v_rels" USING btree ("path");
  CREATE INDEX "_defects_v_rels_defect_photos_id_idx" ON "_defects_v_rels" USING btree ("defect_photos_id");
  CREATE INDEX "defect_actions_parts_order_idx" ON "defect_actions_parts" USING btree ("_order");
  CREATE INDEX "defect_actions_parts_parent_id_idx" ON "defect_actions_parts" USING btree ("_parent_id");
  CREATE INDEX "defect_actions_defect_idx" ON "defect_actions" USING btree ("defect_id");
  CREATE INDEX "defect_actions_customer_aircraft_idx" ON "defect_actions" USING btree ("customer_aircraft_id");
  CREATE INDEX "defect_actions_amends_idx" ON "defect_actions" USING btree ("amends_id");
  CREATE INDEX "defect_actions_author_idx" ON "defect_actions" USING btree ("author_id");
  CREATE INDEX "defect_actions_author_company_idx" ON "defect_actions" USING btree ("author_company_id");
  CREATE INDEX "defect_actions_user_created_idx" ON "defect_actions" USING btree ("user_created_id");
  CREATE INDEX "defect_actions_user_updated_idx" ON "defect_actions" USING btree ("user_updated_id");
  CREATE INDEX "defect_actions_updated_at_idx" ON "defect_actions" USING btree ("updated_at");
  CREATE INDEX "defect_actions_created_at_idx" ON "defect_actions" USING btree ("created_at");
  CREATE INDEX "_defect_actions_v_version_parts_order_idx" ON "_defect_actions_v_version_parts" USING btree ("_order");
  CREATE INDEX "_defect_actions_v_version_parts_parent_id_idx" ON "_defect_actions_v_version_parts" USING btree ("_parent_id");
  CREATE INDEX "_defect_actions_v_parent_idx" ON "_defect_actions_v" USING btree ("parent_id");
  CREATE INDEX "_defect_actions_v_version_version_defect_idx" ON "_defect_actions_v" USING btree ("version_defect_id");
  CREATE INDEX "_defect_actions_v_version_version_customer_aircraft_idx" ON "_defect_actions_v" USING btree ("version_customer_aircraft_id");
  CREATE INDEX "_defect_actions_v_version_version_amends_idx" ON "_defect_actions_v" USING btree ("version_amends_id");
  CREATE INDEX "_defect_actions_v_version_version_author_idx" ON "_defect_actions_v" USING btree ("version_author_id");
  CREATE INDEX "_defect_actions_v_version_version_author_company_idx" ON "_defect_actions_v" USING btree ("version_author_company_id");
  CREATE INDEX "_defect_actions_v_version_version_user_created_idx" ON "_defect_actions_v" USING btree ("version_user_created_id");
  CREATE INDEX "_defect_actions_v_version_version_user_updated_idx" ON "_defect_actions_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_defect_actions_v_version_version_updated_at_idx" ON "_defect_actions_v" USING btree ("version_updated_at");
  CREATE INDEX "_defect_actions_v_version_version_created_at_idx" ON "_defect_actions_v" USING btree ("version_created_at");
  CREATE INDEX "_defect_actions_v_created_at_idx" ON "_defect_actions_v" USING btree ("created_at");
  CREATE INDEX "_defect_actions_v_updated_at_idx" ON "_defect_actions_v" USING btree ("updated_at");
  CREATE INDEX "defect_photos_customer_aircraft_idx" ON "defect_photos" USING btree ("customer_aircraft_id");
  CREATE INDEX "defect_photos_user_created_idx" ON "defect_photos" USING btree ("user_created_id");
  CREATE INDEX "defect_photos_user_updated_idx" ON "defect_photos" USING btree ("user_updated_id");
  CREATE INDEX "defect_photos_updated_at_idx" ON "defect_photos" USING btree ("updated_at");
  CREATE INDEX "defect_photos_created_at_idx" ON "defect_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "defect_photos_filename_idx" ON "defect_photos" USING btree ("filename");
  CREATE INDEX "_defect_photos_v_parent_idx" ON "_defect_photos_v" USING btree ("parent_id");
  CREATE INDEX "_defect_photos_v_version_version_customer_aircraft_idx" ON "_defect_photos_v" USING btree ("version_customer_aircraft_id");
  CREATE INDEX "_defect_photos_v_version_version_user_created_idx" ON "_defect_photos_v" USING btree ("version_user_created_id");
  CREATE INDEX "_defect_photos_v_version_version_user_updated_idx" ON "_defect_photos_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_defect_photos_v_version_version_updated_at_idx" ON "_defect_photos_v" USING btree ("version_updated_at");
  CREATE INDEX "_defect_photos_v_version_version_created_at_idx" ON "_defect_photos_v" USING btree ("version_created_at");
  CREATE INDEX "_defect_photos_v_version_version_filename_idx" ON "_defect_photos_v" USING btree ("version_filename");
  CREATE INDEX "_defect_photos_v_created_at_idx" ON "_defect_photos_v" USING btree ("created_at");
  CREATE INDEX "_defect_photos_v_updated_at_idx" ON "_defect_photos_v" USING btree ("updated_at");
  CREATE INDEX "release_signatures_record_id_idx" ON "release_signatures" USING btree ("record_id");
  CREATE INDEX "release_signatures_customer_aircraft_idx" ON "release_signatures" USING btree ("customer_aircraft_id");
  CREATE INDEX "release_signatures_signer_idx" ON "release_signatures" USING btree ("signer_id");
  CREATE INDEX "release_signatures_updated_at_idx" ON "release_signatures" USING btree ("updated_at");
  CREATE INDEX "release_signatures_created_at_idx" ON "release_signatures" USING btree ("created_at");
  CREATE UNIQUE INDEX "subject_record_id_idx" ON "release_signatures" USING btree ("subject","record_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_defects_fk" FOREIGN KEY ("defects_id") REFERENCES "public"."defects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_defect_actions_fk" FOREIGN KEY ("defect_actions_id") REFERENCES "public"."defect_actions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_defect_photos_fk" FOREIGN KEY ("defect_photos_id") REFERENCES "public"."defect_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_release_signatures_fk" FOREIGN KEY ("release_signatures_id") REFERENCES "public"."release_signatures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_defects_id_idx" ON "payload_locked_documents_rels" USING btree ("defects_id");
  CREATE INDEX "payload_locked_documents_rels_defect_actions_id_idx" ON "payload_locked_documents_rels" USING btree ("defect_actions_id");
  CREATE INDEX "payload_locked_documents_rels_defect_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("defect_photos_id");
  CREATE INDEX "payload_locked_documents_rels_release_signatures_id_idx" ON "payload_locked_documents_rels" USING btree ("release_signatures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "defects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "defects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_defects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_defects_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "defect_actions_parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "defect_actions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_defect_actions_v_version_parts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_defect_actions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "defect_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_defect_photos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "release_signatures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "defects" CASCADE;
  DROP TABLE "defects_rels" CASCADE;
  DROP TABLE "_defects_v" CASCADE;
  DROP TABLE "_defects_v_rels" CASCADE;
  DROP TABLE "defect_actions_parts" CASCADE;
  DROP TABLE "defect_actions" CASCADE;
  DROP TABLE "_defect_actions_v_version_parts" CASCADE;
  DROP TABLE "_defect_actions_v" CASCADE;
  DROP TABLE "defect_photos" CASCADE;
  DROP TABLE "_defect_photos_v" CASCADE;
  DROP TABLE "release_signatures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_defects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_defect_actions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_defect_photos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_release_signatures_fk";
  
  DROP INDEX "payload_locked_documents_rels_defects_id_idx";
  DROP INDEX "payload_locked_documents_rels_defect_actions_id_idx";
  DROP INDEX "payload_locked_documents_rels_defect_photos_id_idx";
  DROP INDEX "payload_locked_documents_rels_release_signatures_id_idx";
  ALTER TABLE "flight_logs" DROP COLUMN "grounded_confirmed";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_grounded_confirmed";
  ALTER TABLE "ad_compliances" DROP COLUMN "release_certifying_person";
  ALTER TABLE "ad_compliances" DROP COLUMN "release_licence";
  ALTER TABLE "ad_compliances" DROP COLUMN "release_approval_reference";
  ALTER TABLE "ad_compliances" DROP COLUMN "release_date";
  ALTER TABLE "ad_compliances" DROP COLUMN "release_place";
  ALTER TABLE "ad_compliances" DROP COLUMN "release_statement";
  ALTER TABLE "_ad_compliances_v" DROP COLUMN "version_release_certifying_person";
  ALTER TABLE "_ad_compliances_v" DROP COLUMN "version_release_licence";
  ALTER TABLE "_ad_compliances_v" DROP COLUMN "version_release_approval_reference";
  ALTER TABLE "_ad_compliances_v" DROP COLUMN "version_release_date";
  ALTER TABLE "_ad_compliances_v" DROP COLUMN "version_release_place";
  ALTER TABLE "_ad_compliances_v" DROP COLUMN "version_release_statement";
  ALTER TABLE "task_completions" DROP COLUMN "release_certifying_person";
  ALTER TABLE "task_completions" DROP COLUMN "release_licence";
  ALTER TABLE "task_completions" DROP COLUMN "release_approval_reference";
  ALTER TABLE "task_completions" DROP COLUMN "release_date";
  ALTER TABLE "task_completions" DROP COLUMN "release_place";
  ALTER TABLE "task_completions" DROP COLUMN "release_statement";
  ALTER TABLE "_task_completions_v" DROP COLUMN "version_release_certifying_person";
  ALTER TABLE "_task_completions_v" DROP COLUMN "version_release_licence";
  ALTER TABLE "_task_completions_v" DROP COLUMN "version_release_approval_reference";
  ALTER TABLE "_task_completions_v" DROP COLUMN "version_release_date";
  ALTER TABLE "_task_completions_v" DROP COLUMN "version_release_place";
  ALTER TABLE "_task_completions_v" DROP COLUMN "version_release_statement";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "defects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "defect_actions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "defect_photos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "release_signatures_id";
  DROP TYPE "public"."enum_defects_ata_chapter";
  DROP TYPE "public"."enum__defects_v_version_ata_chapter";
  DROP TYPE "public"."enum_defect_actions_kind";
  DROP TYPE "public"."enum__defect_actions_v_version_kind";
  DROP TYPE "public"."enum_release_signatures_subject";
  DROP TYPE "public"."enum_release_signatures_method";`)
}
