import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('de', 'en');
  CREATE TYPE "public"."enum_users_status" AS ENUM('draft', 'invited', 'unverified', 'active', 'suspended', 'archived');
  CREATE TYPE "public"."enum_users_language" AS ENUM('de-DE', 'en-US');
  CREATE TYPE "public"."enum_companies_kind" AS ENUM('operator', 'club', 'maintenance_company', 'cao');
  CREATE TYPE "public"."enum__companies_v_version_kind" AS ENUM('operator', 'club', 'maintenance_company', 'cao');
  CREATE TYPE "public"."enum_customer_aircrafts_status" AS ENUM('published', 'draft', 'archived');
  CREATE TYPE "public"."enum__customer_aircrafts_v_version_status" AS ENUM('published', 'draft', 'archived');
  CREATE TYPE "public"."enum_flight_logs_type" AS ENUM('origin', 'correction', 'addendum');
  CREATE TYPE "public"."enum_flight_logs_status" AS ENUM('published');
  CREATE TYPE "public"."enum__flight_logs_v_version_type" AS ENUM('origin', 'correction', 'addendum');
  CREATE TYPE "public"."enum__flight_logs_v_version_status" AS ENUM('published');
  CREATE TYPE "public"."enum_documents_status" AS ENUM('published', 'draft', 'archived');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('published', 'draft', 'archived');
  CREATE TYPE "public"."enum_components_category" AS ENUM('engine', 'propeller', 'airframe', 'avionics', 'equipment');
  CREATE TYPE "public"."enum_airports_status" AS ENUM('published', 'draft', 'archived');
  CREATE TYPE "public"."enum_feedback_status" AS ENUM('new', 'in_progress', 'done');
  CREATE TYPE "public"."enum_activity_action" AS ENUM('create', 'update', 'delete', 'login');
  CREATE TYPE "public"."enum_settings_default_language" AS ENUM('de-DE', 'en-US');
  CREATE TYPE "public"."enum_settings_auth_password_policy" AS ENUM('none', 'weak', 'strong', 'custom');
  CREATE TYPE "public"."enum__settings_v_version_default_language" AS ENUM('de-DE', 'en-US');
  CREATE TYPE "public"."enum__settings_v_version_auth_password_policy" AS ENUM('none', 'weak', 'strong', 'custom');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"abbreviation" varchar,
  	"status" "enum_users_status" DEFAULT 'active' NOT NULL,
  	"role_id" integer NOT NULL,
  	"is_company_admin" boolean DEFAULT false,
  	"company_id" integer,
  	"accept_privacy_policy" boolean DEFAULT false,
  	"language" "enum_users_language" DEFAULT 'de-DE' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"roles_id" integer
  );
  
  CREATE TABLE "roles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "companies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_companies_kind" NOT NULL,
  	"address" varchar,
  	"country_id" integer,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_companies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_kind" "enum__companies_v_version_kind" NOT NULL,
  	"version_address" varchar,
  	"version_country_id" integer,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "customer_aircrafts_comp_serialized" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"component_id" integer NOT NULL,
  	"serial_number" varchar NOT NULL
  );
  
  CREATE TABLE "customer_aircrafts_comp_unserialized" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"component_id" integer NOT NULL,
  	"quantity" numeric DEFAULT 1
  );
  
  CREATE TABLE "customer_aircrafts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_customer_aircrafts_status" DEFAULT 'published' NOT NULL,
  	"registration" varchar NOT NULL,
  	"serial_number" varchar NOT NULL,
  	"aircraft_id" integer NOT NULL,
  	"company_id" integer NOT NULL,
  	"maintenance_company_id" integer,
  	"cao_id" integer,
  	"aircraft_maintenance_program_id" integer,
  	"certificate_of_airworthiness_id" integer,
  	"insurance_certificate_id" integer,
  	"airworthiness_review_certificate_id" integer,
  	"registration_form_id" integer,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_customer_aircrafts_v_version_comp_serialized" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"component_id" integer NOT NULL,
  	"serial_number" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_customer_aircrafts_v_version_comp_unserialized" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"component_id" integer NOT NULL,
  	"quantity" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_customer_aircrafts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_status" "enum__customer_aircrafts_v_version_status" DEFAULT 'published' NOT NULL,
  	"version_registration" varchar NOT NULL,
  	"version_serial_number" varchar NOT NULL,
  	"version_aircraft_id" integer NOT NULL,
  	"version_company_id" integer NOT NULL,
  	"version_maintenance_company_id" integer,
  	"version_cao_id" integer,
  	"version_aircraft_maintenance_program_id" integer,
  	"version_certificate_of_airworthiness_id" integer,
  	"version_insurance_certificate_id" integer,
  	"version_airworthiness_review_certificate_id" integer,
  	"version_registration_form_id" integer,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "flight_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_aircraft_id" integer NOT NULL,
  	"number" numeric,
  	"registration" varchar NOT NULL,
  	"type" "enum_flight_logs_type" DEFAULT 'origin' NOT NULL,
  	"status" "enum_flight_logs_status" DEFAULT 'published' NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"pilot_id" integer NOT NULL,
  	"copilot_id" integer,
  	"cnt_guests" numeric DEFAULT 0,
  	"location_to_id" integer NOT NULL,
  	"location_ldg_id" integer NOT NULL,
  	"off_block_utc" varchar,
  	"to_utc" varchar,
  	"ldg_utc" varchar,
  	"on_block_utc" varchar,
  	"is_batch" boolean DEFAULT false,
  	"flight_time" varchar,
  	"cnt_ldg" numeric DEFAULT 1 NOT NULL,
  	"hobbs_eng1_start" varchar,
  	"hobbs_eng1_end" varchar,
  	"cnt_cycle_eng1_start" numeric,
  	"cnt_cycle_eng1_end" numeric,
  	"notes" varchar,
  	"time_takeoff_utc" timestamp(3) with time zone,
  	"time_landing_utc" timestamp(3) with time zone,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_flight_logs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_customer_aircraft_id" integer NOT NULL,
  	"version_number" numeric,
  	"version_registration" varchar NOT NULL,
  	"version_type" "enum__flight_logs_v_version_type" DEFAULT 'origin' NOT NULL,
  	"version_status" "enum__flight_logs_v_version_status" DEFAULT 'published' NOT NULL,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_pilot_id" integer NOT NULL,
  	"version_copilot_id" integer,
  	"version_cnt_guests" numeric DEFAULT 0,
  	"version_location_to_id" integer NOT NULL,
  	"version_location_ldg_id" integer NOT NULL,
  	"version_off_block_utc" varchar,
  	"version_to_utc" varchar,
  	"version_ldg_utc" varchar,
  	"version_on_block_utc" varchar,
  	"version_is_batch" boolean DEFAULT false,
  	"version_flight_time" varchar,
  	"version_cnt_ldg" numeric DEFAULT 1 NOT NULL,
  	"version_hobbs_eng1_start" varchar,
  	"version_hobbs_eng1_end" varchar,
  	"version_cnt_cycle_eng1_start" numeric,
  	"version_cnt_cycle_eng1_end" numeric,
  	"version_notes" varchar,
  	"version_time_takeoff_utc" timestamp(3) with time zone,
  	"version_time_landing_utc" timestamp(3) with time zone,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"revision" varchar,
  	"published_at" timestamp(3) with time zone,
  	"status" "enum_documents_status" DEFAULT 'published' NOT NULL,
  	"doc_type_id" integer,
  	"parent_id" integer,
  	"file_id" integer,
  	"user_created_id" integer,
  	"user_updated_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"base_tags_id" integer,
  	"bse_mnt_types_id" integer,
  	"authorities_id" integer,
  	"companies_id" integer,
  	"components_id" integer,
  	"easa_types_id" integer,
  	"customer_aircrafts_id" integer
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_description" varchar,
  	"version_revision" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_status" "enum__documents_v_version_status" DEFAULT 'published' NOT NULL,
  	"version_doc_type_id" integer,
  	"version_parent_id" integer,
  	"version_file_id" integer,
  	"version_user_created_id" integer,
  	"version_user_updated_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_documents_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer,
  	"base_tags_id" integer,
  	"bse_mnt_types_id" integer,
  	"authorities_id" integer,
  	"companies_id" integer,
  	"components_id" integer,
  	"easa_types_id" integer,
  	"customer_aircrafts_id" integer
  );
  
  CREATE TABLE "files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
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
  
  CREATE TABLE "_files_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
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
  
  CREATE TABLE "aircrafts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"manufacturer" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"easa_types_id" integer NOT NULL,
  	"engine" varchar,
  	"propeller" varchar,
  	"seats" numeric,
  	"mtow_kg" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "easa_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"variant" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "components" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"manufacturer" varchar,
  	"part_number" varchar,
  	"category" "enum_components_category",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "airports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"apt_name" varchar NOT NULL,
  	"icao" varchar NOT NULL,
  	"apt_country_man_id" integer,
  	"status" "enum_airports_status" DEFAULT 'published',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "countries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "countries_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "base_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"abbr" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "base_tags_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "doc_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "doc_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "bse_mnt_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"abbr" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bse_mnt_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "authorities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"abbr" varchar,
  	"country_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"message" varchar NOT NULL,
  	"route" varchar,
  	"aircraft_id" integer,
  	"user_id" integer,
  	"status" "enum_feedback_status" DEFAULT 'new',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"recipient_id" integer NOT NULL,
  	"link" varchar,
  	"key" varchar,
  	"read" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notifications_locales" (
  	"subject" varchar NOT NULL,
  	"message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "activity" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_activity_action" NOT NULL,
  	"collection" varchar NOT NULL,
  	"item" varchar NOT NULL,
  	"timestamp" timestamp(3) with time zone NOT NULL,
  	"user_id" integer,
  	"ip" varchar,
  	"user_agent" varchar,
  	"origin" varchar,
  	"comment" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"roles_id" integer,
  	"companies_id" integer,
  	"customer_aircrafts_id" integer,
  	"flight_logs_id" integer,
  	"documents_id" integer,
  	"files_id" integer,
  	"aircrafts_id" integer,
  	"easa_types_id" integer,
  	"components_id" integer,
  	"airports_id" integer,
  	"countries_id" integer,
  	"tags_id" integer,
  	"base_tags_id" integer,
  	"doc_types_id" integer,
  	"bse_mnt_types_id" integer,
  	"authorities_id" integer,
  	"feedback_id" integer,
  	"notifications_id" integer,
  	"activity_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_name" varchar DEFAULT 'Flugakte' NOT NULL,
  	"default_language" "enum_settings_default_language" DEFAULT 'de-DE' NOT NULL,
  	"auth_password_policy" "enum_settings_auth_password_policy" DEFAULT 'strong' NOT NULL,
  	"auth_password_pattern" varchar,
  	"auth_login_attempts" numeric DEFAULT 25,
  	"public_registration" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_project_name" varchar DEFAULT 'Flugakte' NOT NULL,
  	"version_default_language" "enum__settings_v_version_default_language" DEFAULT 'de-DE' NOT NULL,
  	"version_auth_password_policy" "enum__settings_v_version_auth_password_policy" DEFAULT 'strong' NOT NULL,
  	"version_auth_password_pattern" varchar,
  	"version_auth_login_attempts" numeric DEFAULT 25,
  	"version_public_registration" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_roles_fk" FOREIGN KEY ("roles_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "companies" ADD CONSTRAINT "companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "companies" ADD CONSTRAINT "companies_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "companies" ADD CONSTRAINT "companies_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_companies_v" ADD CONSTRAINT "_companies_v_parent_id_companies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_companies_v" ADD CONSTRAINT "_companies_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_companies_v" ADD CONSTRAINT "_companies_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_companies_v" ADD CONSTRAINT "_companies_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD CONSTRAINT "customer_aircrafts_comp_serialized_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD CONSTRAINT "customer_aircrafts_comp_serialized_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD CONSTRAINT "customer_aircrafts_comp_unserialized_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD CONSTRAINT "customer_aircrafts_comp_unserialized_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customer_aircrafts" ADD CONSTRAINT "customer_aircrafts_aircraft_id_aircrafts_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts" ADD CONSTRAINT "customer_aircrafts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts" ADD CONSTRAINT "customer_aircrafts_maintenance_company_id_companies_id_fk" FOREIGN KEY ("maintenance_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts" ADD CONSTRAINT "customer_aircrafts_cao_id_companies_id_fk" FOREIGN KEY ("cao_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts" ADD CONSTRAINT "customer_aircrafts_aircraft_maintenance_program_id_documents_id_fk" FOREIGN KEY ("aircraft_maintenance_program_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts" ADD CONSTRAINT "customer_aircrafts_certificate_of_airworthiness_id_documents_id_fk" FOREIGN KEY ("certificate_of_airworthiness_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts" ADD CONSTRAINT "customer_aircrafts_insurance_certificate_id_documents_id_fk" FOREIGN KEY ("insurance_certificate_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts" ADD CONSTRAINT "customer_aircrafts_airworthiness_review_certificate_id_documents_id_fk" FOREIGN KEY ("airworthiness_review_certificate_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts" ADD CONSTRAINT "customer_aircrafts_registration_form_id_documents_id_fk" FOREIGN KEY ("registration_form_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts" ADD CONSTRAINT "customer_aircrafts_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_aircrafts" ADD CONSTRAINT "customer_aircrafts_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD CONSTRAINT "_customer_aircrafts_v_version_comp_serialized_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD CONSTRAINT "_customer_aircrafts_v_version_comp_serialized_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_customer_aircrafts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD CONSTRAINT "_customer_aircrafts_v_version_comp_unserialized_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD CONSTRAINT "_customer_aircrafts_v_version_comp_unserialized_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_customer_aircrafts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_parent_id_customer_aircrafts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_version_aircraft_id_aircrafts_id_fk" FOREIGN KEY ("version_aircraft_id") REFERENCES "public"."aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_version_company_id_companies_id_fk" FOREIGN KEY ("version_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_version_maintenance_company_id_companies_id_fk" FOREIGN KEY ("version_maintenance_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_version_cao_id_companies_id_fk" FOREIGN KEY ("version_cao_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_version_aircraft_maintenance_program_id_documents_id_fk" FOREIGN KEY ("version_aircraft_maintenance_program_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_version_certificate_of_airworthiness_id_documents_id_fk" FOREIGN KEY ("version_certificate_of_airworthiness_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_version_insurance_certificate_id_documents_id_fk" FOREIGN KEY ("version_insurance_certificate_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_version_airworthiness_review_certificate_id_documents_id_fk" FOREIGN KEY ("version_airworthiness_review_certificate_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_version_registration_form_id_documents_id_fk" FOREIGN KEY ("version_registration_form_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v" ADD CONSTRAINT "_customer_aircrafts_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_pilot_id_users_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_copilot_id_users_id_fk" FOREIGN KEY ("copilot_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_location_to_id_airports_id_fk" FOREIGN KEY ("location_to_id") REFERENCES "public"."airports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_location_ldg_id_airports_id_fk" FOREIGN KEY ("location_ldg_id") REFERENCES "public"."airports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flight_logs_v" ADD CONSTRAINT "_flight_logs_v_parent_id_flight_logs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."flight_logs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flight_logs_v" ADD CONSTRAINT "_flight_logs_v_version_customer_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("version_customer_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flight_logs_v" ADD CONSTRAINT "_flight_logs_v_version_pilot_id_users_id_fk" FOREIGN KEY ("version_pilot_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flight_logs_v" ADD CONSTRAINT "_flight_logs_v_version_copilot_id_users_id_fk" FOREIGN KEY ("version_copilot_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flight_logs_v" ADD CONSTRAINT "_flight_logs_v_version_location_to_id_airports_id_fk" FOREIGN KEY ("version_location_to_id") REFERENCES "public"."airports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flight_logs_v" ADD CONSTRAINT "_flight_logs_v_version_location_ldg_id_airports_id_fk" FOREIGN KEY ("version_location_ldg_id") REFERENCES "public"."airports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flight_logs_v" ADD CONSTRAINT "_flight_logs_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_flight_logs_v" ADD CONSTRAINT "_flight_logs_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_doc_type_id_doc_types_id_fk" FOREIGN KEY ("doc_type_id") REFERENCES "public"."doc_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_base_tags_fk" FOREIGN KEY ("base_tags_id") REFERENCES "public"."base_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_bse_mnt_types_fk" FOREIGN KEY ("bse_mnt_types_id") REFERENCES "public"."bse_mnt_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_authorities_fk" FOREIGN KEY ("authorities_id") REFERENCES "public"."authorities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_companies_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_components_fk" FOREIGN KEY ("components_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_easa_types_fk" FOREIGN KEY ("easa_types_id") REFERENCES "public"."easa_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_customer_aircrafts_fk" FOREIGN KEY ("customer_aircrafts_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_doc_type_id_doc_types_id_fk" FOREIGN KEY ("version_doc_type_id") REFERENCES "public"."doc_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_parent_id_documents_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_file_id_files_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_base_tags_fk" FOREIGN KEY ("base_tags_id") REFERENCES "public"."base_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_bse_mnt_types_fk" FOREIGN KEY ("bse_mnt_types_id") REFERENCES "public"."bse_mnt_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_authorities_fk" FOREIGN KEY ("authorities_id") REFERENCES "public"."authorities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_companies_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_components_fk" FOREIGN KEY ("components_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_easa_types_fk" FOREIGN KEY ("easa_types_id") REFERENCES "public"."easa_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_customer_aircrafts_fk" FOREIGN KEY ("customer_aircrafts_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "files" ADD CONSTRAINT "files_user_created_id_users_id_fk" FOREIGN KEY ("user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "files" ADD CONSTRAINT "files_user_updated_id_users_id_fk" FOREIGN KEY ("user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_files_v" ADD CONSTRAINT "_files_v_parent_id_files_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_files_v" ADD CONSTRAINT "_files_v_version_user_created_id_users_id_fk" FOREIGN KEY ("version_user_created_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_files_v" ADD CONSTRAINT "_files_v_version_user_updated_id_users_id_fk" FOREIGN KEY ("version_user_updated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "aircrafts" ADD CONSTRAINT "aircrafts_easa_types_id_easa_types_id_fk" FOREIGN KEY ("easa_types_id") REFERENCES "public"."easa_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "airports" ADD CONSTRAINT "airports_apt_country_man_id_countries_id_fk" FOREIGN KEY ("apt_country_man_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "countries_locales" ADD CONSTRAINT "countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tags_locales" ADD CONSTRAINT "tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "base_tags_locales" ADD CONSTRAINT "base_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."base_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "doc_types_locales" ADD CONSTRAINT "doc_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."doc_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bse_mnt_types_locales" ADD CONSTRAINT "bse_mnt_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bse_mnt_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authorities" ADD CONSTRAINT "authorities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback" ADD CONSTRAINT "feedback_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications_locales" ADD CONSTRAINT "notifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "activity" ADD CONSTRAINT "activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_roles_fk" FOREIGN KEY ("roles_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_companies_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customer_aircrafts_fk" FOREIGN KEY ("customer_aircrafts_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_flight_logs_fk" FOREIGN KEY ("flight_logs_id") REFERENCES "public"."flight_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_files_fk" FOREIGN KEY ("files_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_aircrafts_fk" FOREIGN KEY ("aircrafts_id") REFERENCES "public"."aircrafts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_easa_types_fk" FOREIGN KEY ("easa_types_id") REFERENCES "public"."easa_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_components_fk" FOREIGN KEY ("components_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_airports_fk" FOREIGN KEY ("airports_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_countries_fk" FOREIGN KEY ("countries_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_base_tags_fk" FOREIGN KEY ("base_tags_id") REFERENCES "public"."base_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_doc_types_fk" FOREIGN KEY ("doc_types_id") REFERENCES "public"."doc_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bse_mnt_types_fk" FOREIGN KEY ("bse_mnt_types_id") REFERENCES "public"."bse_mnt_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authorities_fk" FOREIGN KEY ("authorities_id") REFERENCES "public"."authorities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notifications_fk" FOREIGN KEY ("notifications_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activity_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_status_idx" ON "users" USING btree ("status");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");
  CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_roles_id_idx" ON "users_rels" USING btree ("roles_id");
  CREATE UNIQUE INDEX "roles_name_idx" ON "roles" USING btree ("name");
  CREATE INDEX "roles_updated_at_idx" ON "roles" USING btree ("updated_at");
  CREATE INDEX "roles_created_at_idx" ON "roles" USING btree ("created_at");
  CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country_id");
  CREATE INDEX "companies_user_created_idx" ON "companies" USING btree ("user_created_id");
  CREATE INDEX "companies_user_updated_idx" ON "companies" USING btree ("user_updated_id");
  CREATE INDEX "companies_updated_at_idx" ON "companies" USING btree ("updated_at");
  CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");
  CREATE INDEX "_companies_v_parent_idx" ON "_companies_v" USING btree ("parent_id");
  CREATE INDEX "_companies_v_version_version_country_idx" ON "_companies_v" USING btree ("version_country_id");
  CREATE INDEX "_companies_v_version_version_user_created_idx" ON "_companies_v" USING btree ("version_user_created_id");
  CREATE INDEX "_companies_v_version_version_user_updated_idx" ON "_companies_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_companies_v_version_version_updated_at_idx" ON "_companies_v" USING btree ("version_updated_at");
  CREATE INDEX "_companies_v_version_version_created_at_idx" ON "_companies_v" USING btree ("version_created_at");
  CREATE INDEX "_companies_v_created_at_idx" ON "_companies_v" USING btree ("created_at");
  CREATE INDEX "_companies_v_updated_at_idx" ON "_companies_v" USING btree ("updated_at");
  CREATE INDEX "customer_aircrafts_comp_serialized_order_idx" ON "customer_aircrafts_comp_serialized" USING btree ("_order");
  CREATE INDEX "customer_aircrafts_comp_serialized_parent_id_idx" ON "customer_aircrafts_comp_serialized" USING btree ("_parent_id");
  CREATE INDEX "customer_aircrafts_comp_serialized_component_idx" ON "customer_aircrafts_comp_serialized" USING btree ("component_id");
  CREATE INDEX "customer_aircrafts_comp_unserialized_order_idx" ON "customer_aircrafts_comp_unserialized" USING btree ("_order");
  CREATE INDEX "customer_aircrafts_comp_unserialized_parent_id_idx" ON "customer_aircrafts_comp_unserialized" USING btree ("_parent_id");
  CREATE INDEX "customer_aircrafts_comp_unserialized_component_idx" ON "customer_aircrafts_comp_unserialized" USING btree ("component_id");
  CREATE INDEX "customer_aircrafts_status_idx" ON "customer_aircrafts" USING btree ("status");
  CREATE UNIQUE INDEX "customer_aircrafts_registration_idx" ON "customer_aircrafts" USING btree ("registration");
  CREATE INDEX "customer_aircrafts_aircraft_idx" ON "customer_aircrafts" USING btree ("aircraft_id");
  CREATE INDEX "customer_aircrafts_company_idx" ON "customer_aircrafts" USING btree ("company_id");
  CREATE INDEX "customer_aircrafts_maintenance_company_idx" ON "customer_aircrafts" USING btree ("maintenance_company_id");
  CREATE INDEX "customer_aircrafts_cao_idx" ON "customer_aircrafts" USING btree ("cao_id");
  CREATE INDEX "customer_aircrafts_aircraft_maintenance_program_idx" ON "customer_aircrafts" USING btree ("aircraft_maintenance_program_id");
  CREATE INDEX "customer_aircrafts_certificate_of_airworthiness_idx" ON "customer_aircrafts" USING btree ("certificate_of_airworthiness_id");
  CREATE INDEX "customer_aircrafts_insurance_certificate_idx" ON "customer_aircrafts" USING btree ("insurance_certificate_id");
  CREATE INDEX "customer_aircrafts_airworthiness_review_certificate_idx" ON "customer_aircrafts" USING btree ("airworthiness_review_certificate_id");
  CREATE INDEX "customer_aircrafts_registration_form_idx" ON "customer_aircrafts" USING btree ("registration_form_id");
  CREATE INDEX "customer_aircrafts_user_created_idx" ON "customer_aircrafts" USING btree ("user_created_id");
  CREATE INDEX "customer_aircrafts_user_updated_idx" ON "customer_aircrafts" USING btree ("user_updated_id");
  CREATE INDEX "customer_aircrafts_updated_at_idx" ON "customer_aircrafts" USING btree ("updated_at");
  CREATE INDEX "customer_aircrafts_created_at_idx" ON "customer_aircrafts" USING btree ("created_at");
  CREATE INDEX "_customer_aircrafts_v_version_comp_serialized_order_idx" ON "_customer_aircrafts_v_version_comp_serialized" USING btree ("_order");
  CREATE INDEX "_customer_aircrafts_v_version_comp_serialized_parent_id_idx" ON "_customer_aircrafts_v_version_comp_serialized" USING btree ("_parent_id");
  CREATE INDEX "_customer_aircrafts_v_version_comp_serialized_component_idx" ON "_customer_aircrafts_v_version_comp_serialized" USING btree ("component_id");
  CREATE INDEX "_customer_aircrafts_v_version_comp_unserialized_order_idx" ON "_customer_aircrafts_v_version_comp_unserialized" USING btree ("_order");
  CREATE INDEX "_customer_aircrafts_v_version_comp_unserialized_parent_id_idx" ON "_customer_aircrafts_v_version_comp_unserialized" USING btree ("_parent_id");
  CREATE INDEX "_customer_aircrafts_v_version_comp_unserialized_componen_idx" ON "_customer_aircrafts_v_version_comp_unserialized" USING btree ("component_id");
  CREATE INDEX "_customer_aircrafts_v_parent_idx" ON "_customer_aircrafts_v" USING btree ("parent_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_status_idx" ON "_customer_aircrafts_v" USING btree ("version_status");
  CREATE INDEX "_customer_aircrafts_v_version_version_registration_idx" ON "_customer_aircrafts_v" USING btree ("version_registration");
  CREATE INDEX "_customer_aircrafts_v_version_version_aircraft_idx" ON "_customer_aircrafts_v" USING btree ("version_aircraft_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_company_idx" ON "_customer_aircrafts_v" USING btree ("version_company_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_maintenance_compan_idx" ON "_customer_aircrafts_v" USING btree ("version_maintenance_company_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_cao_idx" ON "_customer_aircrafts_v" USING btree ("version_cao_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_aircraft_maintenan_idx" ON "_customer_aircrafts_v" USING btree ("version_aircraft_maintenance_program_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_certificate_of_air_idx" ON "_customer_aircrafts_v" USING btree ("version_certificate_of_airworthiness_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_insurance_certific_idx" ON "_customer_aircrafts_v" USING btree ("version_insurance_certificate_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_airworthiness_revi_idx" ON "_customer_aircrafts_v" USING btree ("version_airworthiness_review_certificate_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_registration_form_idx" ON "_customer_aircrafts_v" USING btree ("version_registration_form_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_user_created_idx" ON "_customer_aircrafts_v" USING btree ("version_user_created_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_user_updated_idx" ON "_customer_aircrafts_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_customer_aircrafts_v_version_version_updated_at_idx" ON "_customer_aircrafts_v" USING btree ("version_updated_at");
  CREATE INDEX "_customer_aircrafts_v_version_version_created_at_idx" ON "_customer_aircrafts_v" USING btree ("version_created_at");
  CREATE INDEX "_customer_aircrafts_v_created_at_idx" ON "_customer_aircrafts_v" USING btree ("created_at");
  CREATE INDEX "_customer_aircrafts_v_updated_at_idx" ON "_customer_aircrafts_v" USING btree ("updated_at");
  CREATE INDEX "flight_logs_customer_aircraft_idx" ON "flight_logs" USING btree ("customer_aircraft_id");
  CREATE INDEX "flight_logs_pilot_idx" ON "flight_logs" USING btree ("pilot_id");
  CREATE INDEX "flight_logs_copilot_idx" ON "flight_logs" USING btree ("copilot_id");
  CREATE INDEX "flight_logs_location_to_idx" ON "flight_logs" USING btree ("location_to_id");
  CREATE INDEX "flight_logs_location_ldg_idx" ON "flight_logs" USING btree ("location_ldg_id");
  CREATE INDEX "flight_logs_time_takeoff_utc_idx" ON "flight_logs" USING btree ("time_takeoff_utc");
  CREATE INDEX "flight_logs_time_landing_utc_idx" ON "flight_logs" USING btree ("time_landing_utc");
  CREATE INDEX "flight_logs_user_created_idx" ON "flight_logs" USING btree ("user_created_id");
  CREATE INDEX "flight_logs_user_updated_idx" ON "flight_logs" USING btree ("user_updated_id");
  CREATE INDEX "flight_logs_updated_at_idx" ON "flight_logs" USING btree ("updated_at");
  CREATE INDEX "flight_logs_created_at_idx" ON "flight_logs" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_aircraft_number_idx" ON "flight_logs" USING btree ("customer_aircraft_id","number");
  CREATE INDEX "_flight_logs_v_parent_idx" ON "_flight_logs_v" USING btree ("parent_id");
  CREATE INDEX "_flight_logs_v_version_version_customer_aircraft_idx" ON "_flight_logs_v" USING btree ("version_customer_aircraft_id");
  CREATE INDEX "_flight_logs_v_version_version_pilot_idx" ON "_flight_logs_v" USING btree ("version_pilot_id");
  CREATE INDEX "_flight_logs_v_version_version_copilot_idx" ON "_flight_logs_v" USING btree ("version_copilot_id");
  CREATE INDEX "_flight_logs_v_version_version_location_to_idx" ON "_flight_logs_v" USING btree ("version_location_to_id");
  CREATE INDEX "_flight_logs_v_version_version_location_ldg_idx" ON "_flight_logs_v" USING btree ("version_location_ldg_id");
  CREATE INDEX "_flight_logs_v_version_version_time_takeoff_utc_idx" ON "_flight_logs_v" USING btree ("version_time_takeoff_utc");
  CREATE INDEX "_flight_logs_v_version_version_time_landing_utc_idx" ON "_flight_logs_v" USING btree ("version_time_landing_utc");
  CREATE INDEX "_flight_logs_v_version_version_user_created_idx" ON "_flight_logs_v" USING btree ("version_user_created_id");
  CREATE INDEX "_flight_logs_v_version_version_user_updated_idx" ON "_flight_logs_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_flight_logs_v_version_version_updated_at_idx" ON "_flight_logs_v" USING btree ("version_updated_at");
  CREATE INDEX "_flight_logs_v_version_version_created_at_idx" ON "_flight_logs_v" USING btree ("version_created_at");
  CREATE INDEX "_flight_logs_v_created_at_idx" ON "_flight_logs_v" USING btree ("created_at");
  CREATE INDEX "_flight_logs_v_updated_at_idx" ON "_flight_logs_v" USING btree ("updated_at");
  CREATE INDEX "version_customer_aircraft_version_number_idx" ON "_flight_logs_v" USING btree ("version_customer_aircraft_id","version_number");
  CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status");
  CREATE INDEX "documents_doc_type_idx" ON "documents" USING btree ("doc_type_id");
  CREATE INDEX "documents_parent_idx" ON "documents" USING btree ("parent_id");
  CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");
  CREATE INDEX "documents_user_created_idx" ON "documents" USING btree ("user_created_id");
  CREATE INDEX "documents_user_updated_idx" ON "documents" USING btree ("user_updated_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE INDEX "documents_rels_order_idx" ON "documents_rels" USING btree ("order");
  CREATE INDEX "documents_rels_parent_idx" ON "documents_rels" USING btree ("parent_id");
  CREATE INDEX "documents_rels_path_idx" ON "documents_rels" USING btree ("path");
  CREATE INDEX "documents_rels_tags_id_idx" ON "documents_rels" USING btree ("tags_id");
  CREATE INDEX "documents_rels_base_tags_id_idx" ON "documents_rels" USING btree ("base_tags_id");
  CREATE INDEX "documents_rels_bse_mnt_types_id_idx" ON "documents_rels" USING btree ("bse_mnt_types_id");
  CREATE INDEX "documents_rels_authorities_id_idx" ON "documents_rels" USING btree ("authorities_id");
  CREATE INDEX "documents_rels_companies_id_idx" ON "documents_rels" USING btree ("companies_id");
  CREATE INDEX "documents_rels_components_id_idx" ON "documents_rels" USING btree ("components_id");
  CREATE INDEX "documents_rels_easa_types_id_idx" ON "documents_rels" USING btree ("easa_types_id");
  CREATE INDEX "documents_rels_customer_aircrafts_id_idx" ON "documents_rels" USING btree ("customer_aircrafts_id");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_status_idx" ON "_documents_v" USING btree ("version_status");
  CREATE INDEX "_documents_v_version_version_doc_type_idx" ON "_documents_v" USING btree ("version_doc_type_id");
  CREATE INDEX "_documents_v_version_version_parent_idx" ON "_documents_v" USING btree ("version_parent_id");
  CREATE INDEX "_documents_v_version_version_file_idx" ON "_documents_v" USING btree ("version_file_id");
  CREATE INDEX "_documents_v_version_version_user_created_idx" ON "_documents_v" USING btree ("version_user_created_id");
  CREATE INDEX "_documents_v_version_version_user_updated_idx" ON "_documents_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_rels_order_idx" ON "_documents_v_rels" USING btree ("order");
  CREATE INDEX "_documents_v_rels_parent_idx" ON "_documents_v_rels" USING btree ("parent_id");
  CREATE INDEX "_documents_v_rels_path_idx" ON "_documents_v_rels" USING btree ("path");
  CREATE INDEX "_documents_v_rels_tags_id_idx" ON "_documents_v_rels" USING btree ("tags_id");
  CREATE INDEX "_documents_v_rels_base_tags_id_idx" ON "_documents_v_rels" USING btree ("base_tags_id");
  CREATE INDEX "_documents_v_rels_bse_mnt_types_id_idx" ON "_documents_v_rels" USING btree ("bse_mnt_types_id");
  CREATE INDEX "_documents_v_rels_authorities_id_idx" ON "_documents_v_rels" USING btree ("authorities_id");
  CREATE INDEX "_documents_v_rels_companies_id_idx" ON "_documents_v_rels" USING btree ("companies_id");
  CREATE INDEX "_documents_v_rels_components_id_idx" ON "_documents_v_rels" USING btree ("components_id");
  CREATE INDEX "_documents_v_rels_easa_types_id_idx" ON "_documents_v_rels" USING btree ("easa_types_id");
  CREATE INDEX "_documents_v_rels_customer_aircrafts_id_idx" ON "_documents_v_rels" USING btree ("customer_aircrafts_id");
  CREATE INDEX "files_user_created_idx" ON "files" USING btree ("user_created_id");
  CREATE INDEX "files_user_updated_idx" ON "files" USING btree ("user_updated_id");
  CREATE INDEX "files_updated_at_idx" ON "files" USING btree ("updated_at");
  CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");
  CREATE UNIQUE INDEX "files_filename_idx" ON "files" USING btree ("filename");
  CREATE INDEX "_files_v_parent_idx" ON "_files_v" USING btree ("parent_id");
  CREATE INDEX "_files_v_version_version_user_created_idx" ON "_files_v" USING btree ("version_user_created_id");
  CREATE INDEX "_files_v_version_version_user_updated_idx" ON "_files_v" USING btree ("version_user_updated_id");
  CREATE INDEX "_files_v_version_version_updated_at_idx" ON "_files_v" USING btree ("version_updated_at");
  CREATE INDEX "_files_v_version_version_created_at_idx" ON "_files_v" USING btree ("version_created_at");
  CREATE INDEX "_files_v_version_version_filename_idx" ON "_files_v" USING btree ("version_filename");
  CREATE INDEX "_files_v_created_at_idx" ON "_files_v" USING btree ("created_at");
  CREATE INDEX "_files_v_updated_at_idx" ON "_files_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "aircrafts_model_idx" ON "aircrafts" USING btree ("model");
  CREATE INDEX "aircrafts_easa_types_idx" ON "aircrafts" USING btree ("easa_types_id");
  CREATE INDEX "aircrafts_updated_at_idx" ON "aircrafts" USING btree ("updated_at");
  CREATE INDEX "aircrafts_created_at_idx" ON "aircrafts" USING btree ("created_at");
  CREATE UNIQUE INDEX "easa_types_variant_idx" ON "easa_types" USING btree ("variant");
  CREATE INDEX "easa_types_updated_at_idx" ON "easa_types" USING btree ("updated_at");
  CREATE INDEX "easa_types_created_at_idx" ON "easa_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "components_part_number_idx" ON "components" USING btree ("part_number");
  CREATE INDEX "components_updated_at_idx" ON "components" USING btree ("updated_at");
  CREATE INDEX "components_created_at_idx" ON "components" USING btree ("created_at");
  CREATE INDEX "airports_apt_name_idx" ON "airports" USING btree ("apt_name");
  CREATE UNIQUE INDEX "airports_icao_idx" ON "airports" USING btree ("icao");
  CREATE INDEX "airports_apt_country_man_idx" ON "airports" USING btree ("apt_country_man_id");
  CREATE INDEX "airports_status_idx" ON "airports" USING btree ("status");
  CREATE INDEX "airports_updated_at_idx" ON "airports" USING btree ("updated_at");
  CREATE INDEX "airports_created_at_idx" ON "airports" USING btree ("created_at");
  CREATE UNIQUE INDEX "countries_code_idx" ON "countries" USING btree ("code");
  CREATE INDEX "countries_updated_at_idx" ON "countries" USING btree ("updated_at");
  CREATE INDEX "countries_created_at_idx" ON "countries" USING btree ("created_at");
  CREATE UNIQUE INDEX "countries_locales_locale_parent_id_unique" ON "countries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "tags_key_idx" ON "tags" USING btree ("key");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "tags_locales_locale_parent_id_unique" ON "tags_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "base_tags_abbr_idx" ON "base_tags" USING btree ("abbr");
  CREATE INDEX "base_tags_updated_at_idx" ON "base_tags" USING btree ("updated_at");
  CREATE INDEX "base_tags_created_at_idx" ON "base_tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "base_tags_locales_locale_parent_id_unique" ON "base_tags_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "doc_types_key_idx" ON "doc_types" USING btree ("key");
  CREATE INDEX "doc_types_updated_at_idx" ON "doc_types" USING btree ("updated_at");
  CREATE INDEX "doc_types_created_at_idx" ON "doc_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "doc_types_locales_locale_parent_id_unique" ON "doc_types_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "bse_mnt_types_abbr_idx" ON "bse_mnt_types" USING btree ("abbr");
  CREATE INDEX "bse_mnt_types_updated_at_idx" ON "bse_mnt_types" USING btree ("updated_at");
  CREATE INDEX "bse_mnt_types_created_at_idx" ON "bse_mnt_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "bse_mnt_types_locales_locale_parent_id_unique" ON "bse_mnt_types_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "authorities_name_idx" ON "authorities" USING btree ("name");
  CREATE INDEX "authorities_country_idx" ON "authorities" USING btree ("country_id");
  CREATE INDEX "authorities_updated_at_idx" ON "authorities" USING btree ("updated_at");
  CREATE INDEX "authorities_created_at_idx" ON "authorities" USING btree ("created_at");
  CREATE INDEX "feedback_aircraft_idx" ON "feedback" USING btree ("aircraft_id");
  CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");
  CREATE INDEX "feedback_updated_at_idx" ON "feedback" USING btree ("updated_at");
  CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");
  CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id");
  CREATE INDEX "notifications_read_idx" ON "notifications" USING btree ("read");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "recipient_key_idx" ON "notifications" USING btree ("recipient_id","key");
  CREATE UNIQUE INDEX "notifications_locales_locale_parent_id_unique" ON "notifications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "activity_action_idx" ON "activity" USING btree ("action");
  CREATE INDEX "activity_collection_idx" ON "activity" USING btree ("collection");
  CREATE INDEX "activity_item_idx" ON "activity" USING btree ("item");
  CREATE INDEX "activity_timestamp_idx" ON "activity" USING btree ("timestamp");
  CREATE INDEX "activity_user_idx" ON "activity" USING btree ("user_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_roles_id_idx" ON "payload_locked_documents_rels" USING btree ("roles_id");
  CREATE INDEX "payload_locked_documents_rels_companies_id_idx" ON "payload_locked_documents_rels" USING btree ("companies_id");
  CREATE INDEX "payload_locked_documents_rels_customer_aircrafts_id_idx" ON "payload_locked_documents_rels" USING btree ("customer_aircrafts_id");
  CREATE INDEX "payload_locked_documents_rels_flight_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("flight_logs_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_files_id_idx" ON "payload_locked_documents_rels" USING btree ("files_id");
  CREATE INDEX "payload_locked_documents_rels_aircrafts_id_idx" ON "payload_locked_documents_rels" USING btree ("aircrafts_id");
  CREATE INDEX "payload_locked_documents_rels_easa_types_id_idx" ON "payload_locked_documents_rels" USING btree ("easa_types_id");
  CREATE INDEX "payload_locked_documents_rels_components_id_idx" ON "payload_locked_documents_rels" USING btree ("components_id");
  CREATE INDEX "payload_locked_documents_rels_airports_id_idx" ON "payload_locked_documents_rels" USING btree ("airports_id");
  CREATE INDEX "payload_locked_documents_rels_countries_id_idx" ON "payload_locked_documents_rels" USING btree ("countries_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_base_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("base_tags_id");
  CREATE INDEX "payload_locked_documents_rels_doc_types_id_idx" ON "payload_locked_documents_rels" USING btree ("doc_types_id");
  CREATE INDEX "payload_locked_documents_rels_bse_mnt_types_id_idx" ON "payload_locked_documents_rels" USING btree ("bse_mnt_types_id");
  CREATE INDEX "payload_locked_documents_rels_authorities_id_idx" ON "payload_locked_documents_rels" USING btree ("authorities_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_id");
  CREATE INDEX "payload_locked_documents_rels_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("notifications_id");
  CREATE INDEX "payload_locked_documents_rels_activity_id_idx" ON "payload_locked_documents_rels" USING btree ("activity_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "_settings_v_created_at_idx" ON "_settings_v" USING btree ("created_at");
  CREATE INDEX "_settings_v_updated_at_idx" ON "_settings_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "roles" CASCADE;
  DROP TABLE "companies" CASCADE;
  DROP TABLE "_companies_v" CASCADE;
  DROP TABLE "customer_aircrafts_comp_serialized" CASCADE;
  DROP TABLE "customer_aircrafts_comp_unserialized" CASCADE;
  DROP TABLE "customer_aircrafts" CASCADE;
  DROP TABLE "_customer_aircrafts_v_version_comp_serialized" CASCADE;
  DROP TABLE "_customer_aircrafts_v_version_comp_unserialized" CASCADE;
  DROP TABLE "_customer_aircrafts_v" CASCADE;
  DROP TABLE "flight_logs" CASCADE;
  DROP TABLE "_flight_logs_v" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_rels" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  DROP TABLE "_documents_v_rels" CASCADE;
  DROP TABLE "files" CASCADE;
  DROP TABLE "_files_v" CASCADE;
  DROP TABLE "aircrafts" CASCADE;
  DROP TABLE "easa_types" CASCADE;
  DROP TABLE "components" CASCADE;
  DROP TABLE "airports" CASCADE;
  DROP TABLE "countries" CASCADE;
  DROP TABLE "countries_locales" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "tags_locales" CASCADE;
  DROP TABLE "base_tags" CASCADE;
  DROP TABLE "base_tags_locales" CASCADE;
  DROP TABLE "doc_types" CASCADE;
  DROP TABLE "doc_types_locales" CASCADE;
  DROP TABLE "bse_mnt_types" CASCADE;
  DROP TABLE "bse_mnt_types_locales" CASCADE;
  DROP TABLE "authorities" CASCADE;
  DROP TABLE "feedback" CASCADE;
  DROP TABLE "notifications" CASCADE;
  DROP TABLE "notifications_locales" CASCADE;
  DROP TABLE "activity" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "_settings_v" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_users_status";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_companies_kind";
  DROP TYPE "public"."enum__companies_v_version_kind";
  DROP TYPE "public"."enum_customer_aircrafts_status";
  DROP TYPE "public"."enum__customer_aircrafts_v_version_status";
  DROP TYPE "public"."enum_flight_logs_type";
  DROP TYPE "public"."enum_flight_logs_status";
  DROP TYPE "public"."enum__flight_logs_v_version_type";
  DROP TYPE "public"."enum__flight_logs_v_version_status";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_status";
  DROP TYPE "public"."enum_components_category";
  DROP TYPE "public"."enum_airports_status";
  DROP TYPE "public"."enum_feedback_status";
  DROP TYPE "public"."enum_activity_action";
  DROP TYPE "public"."enum_settings_default_language";
  DROP TYPE "public"."enum_settings_auth_password_policy";
  DROP TYPE "public"."enum__settings_v_version_default_language";
  DROP TYPE "public"."enum__settings_v_version_auth_password_policy";`)
}
