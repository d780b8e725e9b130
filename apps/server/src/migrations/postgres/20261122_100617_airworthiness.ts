import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_airworthiness_directives_recurrence" AS ENUM('one_time', 'recurring');
  CREATE TYPE "public"."enum__airworthiness_directives_v_version_recurrence" AS ENUM('one_time', 'recurring');
  CREATE TYPE "public"."enum_ad_compliances_status" AS ENUM('open', 'complied', 'recurring', 'not_applicable');
  CREATE TYPE "public"."enum__ad_compliances_v_version_status" AS ENUM('open', 'complied', 'recurring', 'not_applicable');
  CREATE TABLE "airworthiness_directives" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"revision" varchar,
  	"authority_id" integer,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"effective_date" timestamp(3) with time zone NOT NULL,
  	"recurrence" "enum_airworthiness_directives_recurrence" DEFAULT 'one_time' NOT NULL,
  	"compliance_time_hours" numeric,
  	"compliance_time_cycles" numeric,
  	"compliance_time_months" numeric,
  	"repeat_interval_hours" numeric,
  	"repeat_interval_cycles" numeric,
  	"repeat_interval_months" numeric,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "airworthiness_directives_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"easa_types_id" integer,
  	"components_id" integer
  );
  
  CREATE TABLE "_airworthiness_directives_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_number" varchar NOT NULL,
  	"version_revision" varchar,
  	"version_authority_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_description" varchar,
  	"version_effective_date" timestamp(3) with time zone NOT NULL,
  	"version_recurrence" "enum__airworthiness_directives_v_version_recurrence" DEFAULT 'one_time' NOT NULL,
  	"version_compliance_time_hours" numeric,
  	"version_compliance_time_cycles" numeric,
  	"version_compliance_time_months" numeric,
  	"version_repeat_interval_hours" numeric,
  	"version_repeat_interval_cycles" numeric,
  	"version_repeat_interval_months" numeric,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_airworthiness_directives_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"easa_types_id" integer,
  	"components_id" integer
  );
  
  CREATE TABLE "ad_compliances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"airworthiness_directive_id" integer NOT NULL,
  	"installed_component" varchar,
  	"status" "enum_ad_compliances_status" NOT NULL,
  	"reason" varchar,
  	"method_of_compliance" varchar,
  	"customer_aircraft_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"airframe_minutes" numeric,
  	"performed_by" varchar,
  	"certifying_document_id" integer,
  	"notes" varchar,
  	"amends_id" integer,
  	"author_company_id" integer,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_ad_compliances_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_airworthiness_directive_id" integer NOT NULL,
  	"version_installed_component" varchar,
  	"version_status" "enum__ad_compliances_v_version_status" NOT NULL,
  	"version_reason" varchar,
  	"version_method_of_compliance" varchar,
  	"version_customer_aircraft_id" integer NOT NULL,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_airframe_minutes" numeric,
  	"version_performed_by" varchar,
  	"version_certifying_document_id" integer,
  	"version_notes" varchar,
  	"version_amends_id" integer,
  	"version_author_company_id" integer,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "maintenance_tasks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"interval_hours" numeric,
  	"interval_cycles" numeric,
  	"interval_months" numeric,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"start_airframe_minutes" numeric,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "maintenance_tasks_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_maintenance_tasks_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_customer_aircraft_id" integer NOT NULL,
  	"version_interval_hours" numeric,
  	"version_interval_cycles" numeric,
  	"version_interval_months" numeric,
  	"version_start_date" timestamp(3) with time zone NOT NULL,
  	"version_start_airframe_minutes" numeric,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_maintenance_tasks_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "task_completions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"maintenance_task_id" integer NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"airframe_minutes" numeric,
  	"performed_by" varchar,
  	"certifying_document_id" integer,
  	"notes" varchar,
  	"amends_id" integer,
  	"author_company_id" integer,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_task_completions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_maintenance_task_id" integer NOT NULL,
  	"version_customer_aircraft_id" integer NOT NULL,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_airframe_minutes" numeric,
  	"version_performed_by" varchar,
  	"version_certifying_document_id" integer,
  	"version_notes" varchar,
  	"version_amends_id" integer,
  	"version_author_company_id" integer,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "equipment" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"item" varchar NOT NULL,
  	"manufacturer" varchar,
  	"part_number" varchar,
  	"serial_number" varchar,
  	"quantity" numeric DEFAULT 1 NOT NULL,
  	"location" varchar,
  	"weight_kg" numeric,
  	"arm_m" numeric,
  	"installed_date" timestamp(3) with time zone,
  	"removed_date" timestamp(3) with time zone,
  	"remarks" varchar,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_equipment_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_customer_aircraft_id" integer NOT NULL,
  	"version_item" varchar NOT NULL,
  	"version_manufacturer" varchar,
  	"version_part_number" varchar,
  	"version_serial_number" varchar,
  	"version_quantity" numeric DEFAULT 1 NOT NULL,
  	"version_location" varchar,
  	"version_weight_kg" numeric,
  	"version_arm_m" numeric,
  	"version_installed_date" timestamp(3) with time zone,
  	"version_removed_date" timestamp(3) with time zone,
  	"version_remarks" varchar,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "position" varchar;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "installed_date" timestamp(3) with time zone;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "manufactured_date" timestamp(3) with time zone;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "overhauled_date" timestamp(3) with time zone;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "installed_meter_hours" numeric;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "installed_meter_cycles" numeric;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "tsn_hours" numeric;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "csn" numeric;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "tso_hours" numeric;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "cso" numeric;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "life_limit_hours" numeric;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "life_limit_cycles" numeric;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "life_limit_months" numeric;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "overhaul_interval_hours" numeric;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "overhaul_interval_cycles" numeric;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "overhaul_interval_months" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "position" varchar;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "installed_date" timestamp(3) with time zone;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "manufactured_date" timestamp(3) with time zone;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "overhauled_date" timestamp(3) with time zone;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "installed_meter_hours" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "installed_meter_cycles" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "tsn_hours" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "csn" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "tso_hours" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "cso" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "life_limit_hours" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "life_limit_cycles" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "life_limit_months" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "overhaul_interval_hours" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "overhaul_interval_cycles" numeric;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "overhaul_interval_months" numeric;
  ALTER TABLE "customer_aircrafts" ADD COLUMN "counters_baseline_date" timestamp(3) with time zone;
  ALTER TABLE "customer_aircrafts" ADD COLUMN "counters_baseline_airframe_minutes" numeric DEFAULT 0;
  ALTER TABLE "customer_aircrafts" ADD COLUMN "counters_baseline_landings" numeric DEFAULT 0;
  ALTER TABLE "customer_aircrafts" ADD COLUMN "counters_baseline_engine_minutes" numeric DEFAULT 0;
  ALTER TABLE "customer_aircrafts" ADD COLUMN "counters_baseline_engine_cycles" numeric DEFAULT 0;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "position" varchar;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "installed_date" timestamp(3) with time zone;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "manufactured_date" timestamp(3) with time zone;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "overhauled_date" timestamp(3) with time zone;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "installed_meter_hours" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "installed_meter_cycles" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "tsn_hours" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "csn" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "tso_hours" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "cso" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "life_limit_hours" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "life_limit_cycles" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "life_limit_months" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "overhaul_interval_hours" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "overhaul_interval_cycles" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "overhaul_interval_months" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "position" varchar;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "installed_date" timestamp(3) with time zone;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "manufactured_date" timestamp(3) with time zone;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "overhauled_date" timestamp(3) with time zone;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "installed_meter_hours" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "installed_meter_cycles" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "tsn_hours" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "csn" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "tso_hours" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "cso" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "life_limit_hours" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "life_limit_cycles" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "life_limit_months" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "overhaul_interval_hours" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "overhaul_interval_cycles" numeric;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "overhaul_interval_months" numeric;
  ALTER TABLE "_customer_aircrafts_v" ADD COLUMN "version_counters_baseline_date" timestamp(3) with time zone;
  ALTER TABLE "_customer_aircrafts_v" ADD COLUMN "version_counters_baseline_airframe_minutes" numeric DEFAULT 0;
  ALTER TABLE "_customer_aircrafts_v" ADD COLUMN "version_counters_baseline_landings" numeric DEFAULT 0;
  ALTER TABLE "_customer_aircrafts_v" ADD COLUMN "version_counters_baseline_engine_minutes" numeric DEFAULT 0;
  ALTER TABLE "_customer_aircrafts_v" ADD COLUMN "version_counters_baseline_engine_cycles" numeric DEFAULT 0;
  ALTER TABLE "documents" ADD COLUMN "expires_at" timestamp(3) with time zone;
  ALTER TABLE "_documents_v" ADD COLUMN "version_expires_at" timestamp(3) with time zone;
  ALTER TABLE "components" ADD COLUMN "life_limit_hours" numeric;
  ALTER TABLE "components" ADD COLUMN "life_limit_cycles" numeric;
  ALTER TABLE "components" ADD COLUMN "life_limit_months" numeric;
  ALTER TABLE "components" ADD COLUMN "overhaul_interval_hours" numeric;
  ALTER TABLE "components" ADD COLUMN "overhaul_interval_cycles" numeric;
  ALTER TABLE "components" ADD COLUMN "overhaul_interval_months" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "airworthiness_directives_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ad_compliances_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "maintenance_tasks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "task_completions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "equipment_id" integer;
  ALTER TABLE "airworthiness_directives" ADD CONSTRAINT "airworthiness_directives_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "airworthiness_directives" ADD CONSTRAINT "airworthiness_directives_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "airworthiness_directives" ADD CONSTRAINT "airworthiness_directives_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "airworthiness_directives_rels" ADD CONSTRAINT "airworthiness_directives_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."airworthiness_directives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "airworthiness_directives_rels" ADD CONSTRAINT "airworthiness_directives_rels_easa_types_fk" FOREIGN KEY ("easa_types_id") REFERENCES "public"."easa_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "airworthiness_directives_rels" ADD CONSTRAINT "airworthiness_directives_rels_components_fk" FOREIGN KEY ("components_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_airworthiness_directives_v" ADD CONSTRAINT "_airworthiness_directives_v_parent_id_airworthiness_directives_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."airworthiness_directives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_airworthiness_directives_v" ADD CONSTRAINT "_airworthiness_directives_v_version_authority_id_authorities_id_fk" FOREIGN KEY ("version_authority_id") REFERENCES "public"."authorities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_airworthiness_directives_v" ADD CONSTRAINT "_airworthiness_directives_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_airworthiness_directives_v" ADD CONSTRAINT "_airworthiness_directives_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_airworthiness_directives_v_rels" ADD CONSTRAINT "_airworthiness_directives_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_airworthiness_directives_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_airworthiness_directives_v_rels" ADD CONSTRAINT "_airworthiness_directives_v_rels_easa_types_fk" FOREIGN KEY ("easa_types_id") REFERENCES "public"."easa_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_airworthiness_directives_v_rels" ADD CONSTRAINT "_airworthiness_directives_v_rels_components_fk" FOREIGN KEY ("components_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ad_compliances" ADD CONSTRAINT "ad_compliances_airworthiness_directive_id_airworthiness_directives_id_fk" FOREIGN KEY ("airworthiness_directive_id") REFERENCES "public"."airworthiness_directives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_compliances" ADD CONSTRAINT "ad_compliances_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_compliances" ADD CONSTRAINT "ad_compliances_certifying_document_id_documents_id_fk" FOREIGN KEY ("certifying_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_compliances" ADD CONSTRAINT "ad_compliances_amends_id_ad_compliances_id_fk" FOREIGN KEY ("amends_id") REFERENCES "public"."ad_compliances"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_compliances" ADD CONSTRAINT "ad_compliances_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_compliances" ADD CONSTRAINT "ad_compliances_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ad_compliances" ADD CONSTRAINT "ad_compliances_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ad_compliances_v" ADD CONSTRAINT "_ad_compliances_v_parent_id_ad_compliances_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ad_compliances"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ad_compliances_v" ADD CONSTRAINT "_ad_compliances_v_version_airworthiness_directive_id_airworthiness_directives_id_fk" FOREIGN KEY ("version_airworthiness_directive_id") REFERENCES "public"."airworthiness_directives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ad_compliances_v" ADD CONSTRAINT "_ad_compliances_v_version_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("version_customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ad_compliances_v" ADD CONSTRAINT "_ad_compliances_v_version_certifying_document_id_documents_id_fk" FOREIGN KEY ("version_certifying_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ad_compliances_v" ADD CONSTRAINT "_ad_compliances_v_version_amends_id_ad_compliances_id_fk" FOREIGN KEY ("version_amends_id") REFERENCES "public"."ad_compliances"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ad_compliances_v" ADD CONSTRAINT "_ad_compliances_v_version_author_company_id_companies_id_fk" FOREIGN KEY ("version_author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ad_compliances_v" ADD CONSTRAINT "_ad_compliances_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ad_compliances_v" ADD CONSTRAINT "_ad_compliances_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_tasks" ADD CONSTRAINT "maintenance_tasks_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maintenance_tasks_locales" ADD CONSTRAINT "maintenance_tasks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_maintenance_tasks_v" ADD CONSTRAINT "_maintenance_tasks_v_parent_id_maintenance_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_maintenance_tasks_v" ADD CONSTRAINT "_maintenance_tasks_v_version_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("version_customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_maintenance_tasks_v" ADD CONSTRAINT "_maintenance_tasks_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_maintenance_tasks_v" ADD CONSTRAINT "_maintenance_tasks_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_maintenance_tasks_v_locales" ADD CONSTRAINT "_maintenance_tasks_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_maintenance_tasks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_maintenance_task_id_maintenance_tasks_id_fk" FOREIGN KEY ("maintenance_task_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_certifying_document_id_documents_id_fk" FOREIGN KEY ("certifying_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_amends_id_task_completions_id_fk" FOREIGN KEY ("amends_id") REFERENCES "public"."task_completions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_author_company_id_companies_id_fk" FOREIGN KEY ("author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_task_completions_v" ADD CONSTRAINT "_task_completions_v_parent_id_task_completions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."task_completions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_task_completions_v" ADD CONSTRAINT "_task_completions_v_version_maintenance_task_id_maintenance_tasks_id_fk" FOREIGN KEY ("version_maintenance_task_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_task_completions_v" ADD CONSTRAINT "_task_completions_v_version_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("version_customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_task_completions_v" ADD CONSTRAINT "_task_completions_v_version_certifying_document_id_documents_id_fk" FOREIGN KEY ("version_certifying_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_task_completions_v" ADD CONSTRAINT "_task_completions_v_version_amends_id_task_completions_id_fk" FOREIGN KEY ("version_amends_id") REFERENCES "public"."task_completions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_task_completions_v" ADD CONSTRAINT "_task_completions_v_version_author_company_id_companies_id_fk" FOREIGN KEY ("version_author_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_task_completions_v" ADD CONSTRAINT "_task_completions_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_task_completions_v" ADD CONSTRAINT "_task_completions_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment" ADD CONSTRAINT "equipment_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment" ADD CONSTRAINT "equipment_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "equipment" ADD CONSTRAINT "equipment_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_equipment_v" ADD CONSTRAINT "_equipment_v_parent_id_equipment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_equipment_v" ADD CONSTRAINT "_equipment_v_version_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("version_customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_equipment_v" ADD CONSTRAINT "_equipment_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_equipment_v" ADD CONSTRAINT "_equipment_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "airworthiness_directives_number_idx" ON "airworthiness_directives" USING btree ("number");
  CREATE INDEX "airworthiness_directives_authority_idx" ON "airworthiness_directives" USING btree ("authority_id");
  CREATE INDEX "airworthiness_directives_user_created_idx" ON "airworthiness_directives" USING btree ("user_created_id");
  CREATE INDEX "airworthiness_directives_user_updated_idx" ON "airworthiness_directives" USING btree ("user_updated_id");
  CREATE INDEX "airworthiness_directives_updated_at_idx" ON "airworthiness_directives" USING btree ("updated_at");
  CREATE INDEX "airworthiness_directives_created_at_idx" ON "airworthiness_directives" USING btree ("created_at");
  CREATE INDEX "airworthiness_directives_rels_order_idx" ON "airworthiness_directives_rels" USING btree ("order");
  CREATE INDEX "airworthiness_directives_rels_parent_idx" ON "airworthiness_directives_rels" USING btree ("parent_id");
  CREATE INDEX "airworthiness_directives_rels_path_idx" ON "airworthiness_directives_rels" USING btree ("path");
  CREATE INDEX "airworthiness_directives_rels_easa_types_id_idx" ON "airworthiness_directives_rels" USING btree ("easa_types_id");
  CREATE INDEX "airworthiness_directives_rels_components_id_idx" ON "airworthiness_directives_rels" USING btree ("components_id");
  CREATE INDEX "_airworthiness_directives_v_parent_idx" ON "_airworthiness_directives_v" USING btree ("parent_id");
  CREATE INDEX "_airworthiness_directives_v_version_version_number_idx" ON "_airworthiness_directives_v" USING btree ("version_number");
  CREATE INDEX "_airworthiness_directives_v_version_version_authority_idx" ON "_airworthiness_directives_v" USING btree ("version_authority_id");
  CREATE INDEX "_airworthiness_directives_v_version_version_user_created_idx" ON "_airworthiness_directives_v" USING btree ("version_user_created_id");
  CREATE INDEX "_airworthiness_directives_v_version_version_user_updated_idx" ON "_airworthiness_directives_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_airworthiness_directives_v_version_version_updated_at_idx" ON "_airworthiness_directives_v" USING btree ("version_updated_at");
  CREATE INDEX "_airworthiness_directives_v_version_version_created_at_idx" ON "_airworthiness_directives_v" USING btree ("version_created_at");
  CREATE INDEX "_airworthiness_directives_v_created_at_idx" ON "_airworthiness_directives_v" USING btree ("created_at");
  CREATE INDEX "_airworthiness_directives_v_updated_at_idx" ON "_airworthiness_directives_v" USING btree ("updated_at");
  CREATE INDEX "_airworthiness_directives_v_rels_order_idx" ON "_airworthiness_directives_v_rels" USING btree ("order");
  CREATE INDEX "_airworthiness_directives_v_rels_parent_idx" ON "_airworthiness_directives_v_rels" USING btree ("parent_id");
  CREATE INDEX "_airworthiness_directives_v_rels_path_idx" ON "_airworthiness_directives_v_rels" USING btree ("path");
  CREATE INDEX "_airworthiness_directives_v_rels_easa_types_id_idx" ON "_airworthiness_directives_v_rels" USING btree ("easa_types_id");
  CREATE INDEX "_airworthiness_directives_v_rels_components_id_idx" ON "_airworthiness_directives_v_rels" USING btree ("components_id");
  CREATE INDEX "ad_compliances_airworthiness_directive_idx" ON "ad_compliances" USING btree ("airworthiness_directive_id");
  CREATE INDEX "ad_compliances_customer_aircraft_idx" ON "ad_compliances" USING btree ("customer_aircraft_id");
  CREATE INDEX "ad_compliances_certifying_document_idx" ON "ad_compliances" USING btree ("certifying_document_id");
  CREATE INDEX "ad_compliances_amends_idx" ON "ad_compliances" USING btree ("amends_id");
  CREATE INDEX "ad_compliances_author_company_idx" ON "ad_compliances" USING btree ("author_company_id");
  CREATE INDEX "ad_compliances_user_created_idx" ON "ad_compliances" USING btree ("user_created_id");
  CREATE INDEX "ad_compliances_user_updated_idx" ON "ad_compliances" USING btree ("user_updated_id");
  CREATE INDEX "ad_compliances_updated_at_idx" ON "ad_compliances" USING btree ("updated_at");
  CREATE INDEX "ad_compliances_created_at_idx" ON "ad_compliances" USING btree ("created_at");
  CREATE INDEX "_ad_compliances_v_parent_idx" ON "_ad_compliances_v" USING btree ("parent_id");
  CREATE INDEX "_ad_compliances_v_version_version_airworthiness_directiv_idx" ON "_ad_compliances_v" USING btree ("version_airworthiness_directive_id");
  CREATE INDEX "_ad_compliances_v_version_version_customer_aircraft_idx" ON "_ad_compliances_v" USING btree ("version_customer_aircraft_id");
  CREATE INDEX "_ad_compliances_v_version_version_certifying_document_idx" ON "_ad_compliances_v" USING btree ("version_certifying_document_id");
  CREATE INDEX "_ad_compliances_v_version_version_amends_idx" ON "_ad_compliances_v" USING btree ("version_amends_id");
  CREATE INDEX "_ad_compliances_v_version_version_author_company_idx" ON "_ad_compliances_v" USING btree ("version_author_company_id");
  CREATE INDEX "_ad_compliances_v_version_version_user_created_idx" ON "_ad_compliances_v" USING btree ("version_user_created_id");
  CREATE INDEX "_ad_compliances_v_version_version_user_updated_idx" ON "_ad_compliances_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_ad_compliances_v_version_version_updated_at_idx" ON "_ad_compliances_v" USING btree ("version_updated_at");
  CREATE INDEX "_ad_compliances_v_version_version_created_at_idx" ON "_ad_compliances_v" USING btree ("version_created_at");
  CREATE INDEX "_ad_compliances_v_created_at_idx" ON "_ad_compliances_v" USING btree ("created_at");
  CREATE INDEX "_ad_compliances_v_updated_at_idx" ON "_ad_compliances_v" USING btree ("updated_at");
  CREATE INDEX "maintenance_tasks_customer_aircraft_idx" ON "maintenance_tasks" USING btree ("customer_aircraft_id");
  CREATE INDEX "maintenance_tasks_user_created_idx" ON "maintenance_tasks" USING btree ("user_created_id");
  CREATE INDEX "maintenance_tasks_user_updated_idx" ON "maintenance_tasks" USING btree ("user_updated_id");
  CREATE INDEX "maintenance_tasks_updated_at_idx" ON "maintenance_tasks" USING btree ("updated_at");
  CREATE INDEX "maintenance_tasks_created_at_idx" ON "maintenance_tasks" USING btree ("created_at");
  CREATE UNIQUE INDEX "maintenance_tasks_locales_locale_parent_id_unique" ON "maintenance_tasks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_maintenance_tasks_v_parent_idx" ON "_maintenance_tasks_v" USING btree ("parent_id");
  CREATE INDEX "_maintenance_tasks_v_version_version_customer_aircraft_idx" ON "_maintenance_tasks_v" USING btree ("version_customer_aircraft_id");
  CREATE INDEX "_maintenance_tasks_v_version_version_user_created_idx" ON "_maintenance_tasks_v" USING btree ("version_user_created_id");
  CREATE INDEX "_maintenance_tasks_v_version_version_user_updated_idx" ON "_maintenance_tasks_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_maintenance_tasks_v_version_version_updated_at_idx" ON "_maintenance_tasks_v" USING btree ("version_updated_at");
  CREATE INDEX "_maintenance_tasks_v_version_version_created_at_idx" ON "_maintenance_tasks_v" USING btree ("version_created_at");
  CREATE INDEX "_maintenance_tasks_v_created_at_idx" ON "_maintenance_tasks_v" USING btree ("created_at");
  CREATE INDEX "_maintenance_tasks_v_updated_at_idx" ON "_maintenance_tasks_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_maintenance_tasks_v_locales_locale_parent_id_unique" ON "_maintenance_tasks_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "task_completions_maintenance_task_idx" ON "task_completions" USING btree ("maintenance_task_id");
  CREATE INDEX "task_completions_customer_aircraft_idx" ON "task_completions" USING btree ("customer_aircraft_id");
  CREATE INDEX "task_completions_certifying_document_idx" ON "task_completions" USING btree ("certifying_document_id");
  CREATE INDEX "task_completions_amends_idx" ON "task_completions" USING btree ("amends_id");
  CREATE INDEX "task_completions_author_company_idx" ON "task_completions" USING btree ("author_company_id");
  CREATE INDEX "task_completions_user_created_idx" ON "task_completions" USING btree ("user_created_id");
  CREATE INDEX "task_completions_user_updated_idx" ON "task_completions" USING btree ("user_updated_id");
  CREATE INDEX "task_completions_updated_at_idx" ON "task_completions" USING btree ("updated_at");
  CREATE INDEX "task_completions_created_at_idx" ON "task_completions" USING btree ("created_at");
  CREATE INDEX "_task_completions_v_parent_idx" ON "_task_completions_v" USING btree ("parent_id");
  CREATE INDEX "_task_completions_v_version_version_maintenance_task_idx" ON "_task_completions_v" USING btree ("version_maintenance_task_id");
  CREATE INDEX "_task_completions_v_version_version_customer_aircraft_idx" ON "_task_completions_v" USING btree ("version_customer_aircraft_id");
  CREATE INDEX "_task_completions_v_version_version_certifying_document_idx" ON "_task_completions_v" USING btree ("version_certifying_document_id");
  CREATE INDEX "_task_completions_v_version_version_amends_idx" ON "_task_completions_v" USING btree ("version_amends_id");
  CREATE INDEX "_task_completions_v_version_version_author_company_idx" ON "_task_completions_v" USING btree ("version_author_company_id");
  CREATE INDEX "_task_completions_v_version_version_user_created_idx" ON "_task_completions_v" USING btree ("version_user_created_id");
  CREATE INDEX "_task_completions_v_version_version_user_updated_idx" ON "_task_completions_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_task_completions_v_version_version_updated_at_idx" ON "_task_completions_v" USING btree ("version_updated_at");
  CREATE INDEX "_task_completions_v_version_version_created_at_idx" ON "_task_completions_v" USING btree ("version_created_at");
  CREATE INDEX "_task_completions_v_created_at_idx" ON "_task_completions_v" USING btree ("created_at");
  CREATE INDEX "_task_completions_v_updated_at_idx" ON "_task_completions_v" USING btree ("updated_at");
  CREATE INDEX "equipment_customer_aircraft_idx" ON "equipment" USING btree ("customer_aircraft_id");
  CREATE INDEX "equipment_user_created_idx" ON "equipment" USING btree ("user_created_id");
  CREATE INDEX "equipment_user_updated_idx" ON "equipment" USING btree ("user_updated_id");
  CREATE INDEX "equipment_updated_at_idx" ON "equipment" USING btree ("updated_at");
  CREATE INDEX "equipment_created_at_idx" ON "equipment" USING btree ("created_at");
  CREATE INDEX "_equipment_v_parent_idx" ON "_equipment_v" USING btree ("parent_id");
  CREATE INDEX "_equipment_v_version_version_customer_aircraft_idx" ON "_equipment_v" USING btree ("version_customer_aircraft_id");
  CREATE INDEX "_equipment_v_version_version_user_created_idx" ON "_equipment_v" USING btree ("version_user_created_id");
  CREATE INDEX "_equipment_v_version_version_user_updated_idx" ON "_equipment_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_equipment_v_version_version_updated_at_idx" ON "_equipment_v" USING btree ("version_updated_at");
  CREATE INDEX "_equipment_v_version_version_created_at_idx" ON "_equipment_v" USING btree ("version_created_at");
  CREATE INDEX "_equipment_v_created_at_idx" ON "_equipment_v" USING btree ("created_at");
  CREATE INDEX "_equipment_v_updated_at_idx" ON "_equipment_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_airworthiness_directives_fk" FOREIGN KEY ("airworthiness_directives_id") REFERENCES "public"."airworthiness_directives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ad_compliances_fk" FOREIGN KEY ("ad_compliances_id") REFERENCES "public"."ad_compliances"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_maintenance_tasks_fk" FOREIGN KEY ("maintenance_tasks_id") REFERENCES "public"."maintenance_tasks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_task_completions_fk" FOREIGN KEY ("task_completions_id") REFERENCES "public"."task_completions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equipment_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "documents_expires_at_idx" ON "documents" USING btree ("expires_at");
  CREATE INDEX "_documents_v_version_version_expires_at_idx" ON "_documents_v" USING btree ("version_expires_at");
  CREATE INDEX "payload_locked_documents_rels_airworthiness_directives_i_idx" ON "payload_locked_documents_rels" USING btree ("airworthiness_directives_id");
  CREATE INDEX "payload_locked_documents_rels_ad_compliances_id_idx" ON "payload_locked_documents_rels" USING btree ("ad_compliances_id");
  CREATE INDEX "payload_locked_documents_rels_maintenance_tasks_id_idx" ON "payload_locked_documents_rels" USING btree ("maintenance_tasks_id");
  CREATE INDEX "payload_locked_documents_rels_task_completions_id_idx" ON "payload_locked_documents_rels" USING btree ("task_completions_id");
  CREATE INDEX "payload_locked_documents_rels_equipment_id_idx" ON "payload_locked_documents_rels" USING btree ("equipment_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "airworthiness_directives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "airworthiness_directives_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_airworthiness_directives_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_airworthiness_directives_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ad_compliances" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ad_compliances_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "maintenance_tasks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "maintenance_tasks_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_maintenance_tasks_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_maintenance_tasks_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "task_completions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_task_completions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "equipment" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_equipment_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "airworthiness_directives" CASCADE;
  DROP TABLE "airworthiness_directives_rels" CASCADE;
  DROP TABLE "_airworthiness_directives_v" CASCADE;
  DROP TABLE "_airworthiness_directives_v_rels" CASCADE;
  DROP TABLE "ad_compliances" CASCADE;
  DROP TABLE "_ad_compliances_v" CASCADE;
  DROP TABLE "maintenance_tasks" CASCADE;
  DROP TABLE "maintenance_tasks_locales" CASCADE;
  DROP TABLE "_maintenance_tasks_v" CASCADE;
  DROP TABLE "_maintenance_tasks_v_locales" CASCADE;
  DROP TABLE "task_completions" CASCADE;
  DROP TABLE "_task_completions_v" CASCADE;
  DROP TABLE "equipment" CASCADE;
  DROP TABLE "_equipment_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_airworthiness_directives_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ad_compliances_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_maintenance_tasks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_task_completions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_equipment_fk";
  
  DROP INDEX "documents_expires_at_idx";
  DROP INDEX "_documents_v_version_version_expires_at_idx";
  DROP INDEX "payload_locked_documents_rels_airworthiness_directives_i_idx";
  DROP INDEX "payload_locked_documents_rels_ad_compliances_id_idx";
  DROP INDEX "payload_locked_documents_rels_maintenance_tasks_id_idx";
  DROP INDEX "payload_locked_documents_rels_task_completions_id_idx";
  DROP INDEX "payload_locked_documents_rels_equipment_id_idx";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "position";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "installed_date";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "manufactured_date";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "overhauled_date";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "installed_meter_hours";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "installed_meter_cycles";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "tsn_hours";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "csn";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "tso_hours";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "cso";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "life_limit_hours";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "life_limit_cycles";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "life_limit_months";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "overhaul_interval_hours";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "overhaul_interval_cycles";
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "overhaul_interval_months";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "position";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "installed_date";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "manufactured_date";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "overhauled_date";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "installed_meter_hours";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "installed_meter_cycles";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "tsn_hours";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "csn";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "tso_hours";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "cso";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "life_limit_hours";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "life_limit_cycles";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "life_limit_months";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "overhaul_interval_hours";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "overhaul_interval_cycles";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "overhaul_interval_months";
  ALTER TABLE "customer_aircrafts" DROP COLUMN "counters_baseline_date";
  ALTER TABLE "customer_aircrafts" DROP COLUMN "counters_baseline_airframe_minutes";
  ALTER TABLE "customer_aircrafts" DROP COLUMN "counters_baseline_landings";
  ALTER TABLE "customer_aircrafts" DROP COLUMN "counters_baseline_engine_minutes";
  ALTER TABLE "customer_aircrafts" DROP COLUMN "counters_baseline_engine_cycles";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "position";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "installed_date";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "manufactured_date";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "overhauled_date";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "installed_meter_hours";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "installed_meter_cycles";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "tsn_hours";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "csn";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "tso_hours";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "cso";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "life_limit_hours";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "life_limit_cycles";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "life_limit_months";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "overhaul_interval_hours";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "overhaul_interval_cycles";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "overhaul_interval_months";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "position";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "installed_date";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "manufactured_date";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "overhauled_date";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "installed_meter_hours";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "installed_meter_cycles";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "tsn_hours";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "csn";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "tso_hours";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "cso";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "life_limit_hours";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "life_limit_cycles";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "life_limit_months";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "overhaul_interval_hours";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "overhaul_interval_cycles";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "overhaul_interval_months";
  ALTER TABLE "_customer_aircrafts_v" DROP COLUMN "version_counters_baseline_date";
  ALTER TABLE "_customer_aircrafts_v" DROP COLUMN "version_counters_baseline_airframe_minutes";
  ALTER TABLE "_customer_aircrafts_v" DROP COLUMN "version_counters_baseline_landings";
  ALTER TABLE "_customer_aircrafts_v" DROP COLUMN "version_counters_baseline_engine_minutes";
  ALTER TABLE "_customer_aircrafts_v" DROP COLUMN "version_counters_baseline_engine_cycles";
  ALTER TABLE "documents" DROP COLUMN "expires_at";
  ALTER TABLE "_documents_v" DROP COLUMN "version_expires_at";
  ALTER TABLE "components" DROP COLUMN "life_limit_hours";
  ALTER TABLE "components" DROP COLUMN "life_limit_cycles";
  ALTER TABLE "components" DROP COLUMN "life_limit_months";
  ALTER TABLE "components" DROP COLUMN "overhaul_interval_hours";
  ALTER TABLE "components" DROP COLUMN "overhaul_interval_cycles";
  ALTER TABLE "components" DROP COLUMN "overhaul_interval_months";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "airworthiness_directives_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ad_compliances_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "maintenance_tasks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "task_completions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "equipment_id";
  DROP TYPE "public"."enum_airworthiness_directives_recurrence";
  DROP TYPE "public"."enum__airworthiness_directives_v_version_recurrence";
  DROP TYPE "public"."enum_ad_compliances_status";
  DROP TYPE "public"."enum__ad_compliances_v_version_status";`)
}
