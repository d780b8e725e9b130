import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`abbreviation\` text,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`role_id\` integer NOT NULL,
  	\`is_company_admin\` integer DEFAULT false,
  	\`company_id\` integer,
  	\`accept_privacy_policy\` integer DEFAULT false,
  	\`language\` text DEFAULT 'de-DE' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`role_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`users_status_idx\` ON \`users\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role_id\`);`)
  await db.run(sql`CREATE INDEX \`users_company_idx\` ON \`users\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`roles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_roles_id_idx\` ON \`users_rels\` (\`roles_id\`);`)
  await db.run(sql`CREATE TABLE \`roles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`roles_name_idx\` ON \`roles\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`roles_updated_at_idx\` ON \`roles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`roles_created_at_idx\` ON \`roles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`companies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`address\` text,
  	\`country_id\` integer,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`companies_country_idx\` ON \`companies\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`companies_user_created_idx\` ON \`companies\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`companies_user_updated_idx\` ON \`companies\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`companies_updated_at_idx\` ON \`companies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`companies_created_at_idx\` ON \`companies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_companies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_kind\` text NOT NULL,
  	\`version_address\` text,
  	\`version_country_id\` integer,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_companies_v_parent_idx\` ON \`_companies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_companies_v_version_version_country_idx\` ON \`_companies_v\` (\`version_country_id\`);`)
  await db.run(sql`CREATE INDEX \`_companies_v_version_version_user_created_idx\` ON \`_companies_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_companies_v_version_version_user_updated_idx\` ON \`_companies_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_companies_v_version_version_updated_at_idx\` ON \`_companies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_companies_v_version_version_created_at_idx\` ON \`_companies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_companies_v_created_at_idx\` ON \`_companies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_companies_v_updated_at_idx\` ON \`_companies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`customer_aircrafts_comp_serialized\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`component_id\` integer NOT NULL,
  	\`serial_number\` text NOT NULL,
  	FOREIGN KEY (\`component_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_comp_serialized_order_idx\` ON \`customer_aircrafts_comp_serialized\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_comp_serialized_parent_id_idx\` ON \`customer_aircrafts_comp_serialized\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_comp_serialized_component_idx\` ON \`customer_aircrafts_comp_serialized\` (\`component_id\`);`)
  await db.run(sql`CREATE TABLE \`customer_aircrafts_comp_unserialized\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`component_id\` integer NOT NULL,
  	\`quantity\` numeric DEFAULT 1,
  	FOREIGN KEY (\`component_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_comp_unserialized_order_idx\` ON \`customer_aircrafts_comp_unserialized\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_comp_unserialized_parent_id_idx\` ON \`customer_aircrafts_comp_unserialized\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_comp_unserialized_component_idx\` ON \`customer_aircrafts_comp_unserialized\` (\`component_id\`);`)
  await db.run(sql`CREATE TABLE \`customer_aircrafts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`registration\` text NOT NULL,
  	\`serial_number\` text NOT NULL,
  	\`aircraft_id\` integer NOT NULL,
  	\`company_id\` integer NOT NULL,
  	\`maintenance_company_id\` integer,
  	\`cao_id\` integer,
  	\`aircraft_maintenance_program_id\` integer,
  	\`certificate_of_airworthiness_id\` integer,
  	\`insurance_certificate_id\` integer,
  	\`airworthiness_review_certificate_id\` integer,
  	\`registration_form_id\` integer,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`aircraft_id\`) REFERENCES \`aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`maintenance_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cao_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`aircraft_maintenance_program_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`certificate_of_airworthiness_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`insurance_certificate_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`airworthiness_review_certificate_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`registration_form_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_status_idx\` ON \`customer_aircrafts\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_aircrafts_registration_idx\` ON \`customer_aircrafts\` (\`registration\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_aircraft_idx\` ON \`customer_aircrafts\` (\`aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_company_idx\` ON \`customer_aircrafts\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_maintenance_company_idx\` ON \`customer_aircrafts\` (\`maintenance_company_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_cao_idx\` ON \`customer_aircrafts\` (\`cao_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_aircraft_maintenance_program_idx\` ON \`customer_aircrafts\` (\`aircraft_maintenance_program_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_certificate_of_airworthiness_idx\` ON \`customer_aircrafts\` (\`certificate_of_airworthiness_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_insurance_certificate_idx\` ON \`customer_aircrafts\` (\`insurance_certificate_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_airworthiness_review_certificate_idx\` ON \`customer_aircrafts\` (\`airworthiness_review_certificate_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_registration_form_idx\` ON \`customer_aircrafts\` (\`registration_form_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_user_created_idx\` ON \`customer_aircrafts\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_user_updated_idx\` ON \`customer_aircrafts\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_updated_at_idx\` ON \`customer_aircrafts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircrafts_created_at_idx\` ON \`customer_aircrafts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_customer_aircrafts_v_version_comp_serialized\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`component_id\` integer NOT NULL,
  	\`serial_number\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`component_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_customer_aircrafts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_comp_serialized_order_idx\` ON \`_customer_aircrafts_v_version_comp_serialized\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_comp_serialized_parent_id_idx\` ON \`_customer_aircrafts_v_version_comp_serialized\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_comp_serialized_component_idx\` ON \`_customer_aircrafts_v_version_comp_serialized\` (\`component_id\`);`)
  await db.run(sql`CREATE TABLE \`_customer_aircrafts_v_version_comp_unserialized\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`component_id\` integer NOT NULL,
  	\`quantity\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`component_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_customer_aircrafts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_comp_unserialized_order_idx\` ON \`_customer_aircrafts_v_version_comp_unserialized\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_comp_unserialized_parent_id_idx\` ON \`_customer_aircrafts_v_version_comp_unserialized\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_comp_unserialized_componen_idx\` ON \`_customer_aircrafts_v_version_comp_unserialized\` (\`component_id\`);`)
  await db.run(sql`CREATE TABLE \`_customer_aircrafts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_status\` text DEFAULT 'published' NOT NULL,
  	\`version_registration\` text NOT NULL,
  	\`version_serial_number\` text NOT NULL,
  	\`version_aircraft_id\` integer NOT NULL,
  	\`version_company_id\` integer NOT NULL,
  	\`version_maintenance_company_id\` integer,
  	\`version_cao_id\` integer,
  	\`version_aircraft_maintenance_program_id\` integer,
  	\`version_certificate_of_airworthiness_id\` integer,
  	\`version_insurance_certificate_id\` integer,
  	\`version_airworthiness_review_certificate_id\` integer,
  	\`version_registration_form_id\` integer,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_aircraft_id\`) REFERENCES \`aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_maintenance_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cao_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_aircraft_maintenance_program_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_certificate_of_airworthiness_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_insurance_certificate_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_airworthiness_review_certificate_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_registration_form_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_parent_idx\` ON \`_customer_aircrafts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_status_idx\` ON \`_customer_aircrafts_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_registration_idx\` ON \`_customer_aircrafts_v\` (\`version_registration\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_aircraft_idx\` ON \`_customer_aircrafts_v\` (\`version_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_company_idx\` ON \`_customer_aircrafts_v\` (\`version_company_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_maintenance_compan_idx\` ON \`_customer_aircrafts_v\` (\`version_maintenance_company_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_cao_idx\` ON \`_customer_aircrafts_v\` (\`version_cao_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_aircraft_maintenan_idx\` ON \`_customer_aircrafts_v\` (\`version_aircraft_maintenance_program_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_certificate_of_air_idx\` ON \`_customer_aircrafts_v\` (\`version_certificate_of_airworthiness_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_insurance_certific_idx\` ON \`_customer_aircrafts_v\` (\`version_insurance_certificate_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_airworthiness_revi_idx\` ON \`_customer_aircrafts_v\` (\`version_airworthiness_review_certificate_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_registration_form_idx\` ON \`_customer_aircrafts_v\` (\`version_registration_form_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_user_created_idx\` ON \`_customer_aircrafts_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_user_updated_idx\` ON \`_customer_aircrafts_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_updated_at_idx\` ON \`_customer_aircrafts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_version_version_created_at_idx\` ON \`_customer_aircrafts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_created_at_idx\` ON \`_customer_aircrafts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_customer_aircrafts_v_updated_at_idx\` ON \`_customer_aircrafts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`flight_logs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`number\` numeric,
  	\`registration\` text NOT NULL,
  	\`type\` text DEFAULT 'origin' NOT NULL,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`date\` text NOT NULL,
  	\`pilot_id\` integer NOT NULL,
  	\`copilot_id\` integer,
  	\`cnt_guests\` numeric DEFAULT 0,
  	\`location_to_id\` integer NOT NULL,
  	\`location_ldg_id\` integer NOT NULL,
  	\`off_block_utc\` text,
  	\`to_utc\` text,
  	\`ldg_utc\` text,
  	\`on_block_utc\` text,
  	\`is_batch\` integer DEFAULT false,
  	\`flight_time\` text,
  	\`cnt_ldg\` numeric DEFAULT 1 NOT NULL,
  	\`hobbs_eng1_start\` text,
  	\`hobbs_eng1_end\` text,
  	\`cnt_cycle_eng1_start\` numeric,
  	\`cnt_cycle_eng1_end\` numeric,
  	\`notes\` text,
  	\`time_takeoff_utc\` text,
  	\`time_landing_utc\` text,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pilot_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`copilot_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_to_id\`) REFERENCES \`airports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_ldg_id\`) REFERENCES \`airports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`flight_logs_customer_aircraft_idx\` ON \`flight_logs\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`flight_logs_pilot_idx\` ON \`flight_logs\` (\`pilot_id\`);`)
  await db.run(sql`CREATE INDEX \`flight_logs_copilot_idx\` ON \`flight_logs\` (\`copilot_id\`);`)
  await db.run(sql`CREATE INDEX \`flight_logs_location_to_idx\` ON \`flight_logs\` (\`location_to_id\`);`)
  await db.run(sql`CREATE INDEX \`flight_logs_location_ldg_idx\` ON \`flight_logs\` (\`location_ldg_id\`);`)
  await db.run(sql`CREATE INDEX \`flight_logs_time_takeoff_utc_idx\` ON \`flight_logs\` (\`time_takeoff_utc\`);`)
  await db.run(sql`CREATE INDEX \`flight_logs_time_landing_utc_idx\` ON \`flight_logs\` (\`time_landing_utc\`);`)
  await db.run(sql`CREATE INDEX \`flight_logs_user_created_idx\` ON \`flight_logs\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`flight_logs_user_updated_idx\` ON \`flight_logs\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`flight_logs_updated_at_idx\` ON \`flight_logs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`flight_logs_created_at_idx\` ON \`flight_logs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_aircraft_number_idx\` ON \`flight_logs\` (\`customer_aircraft_id\`,\`number\`);`)
  await db.run(sql`CREATE TABLE \`_flight_logs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_customer_aircraft_id\` integer NOT NULL,
  	\`version_number\` numeric,
  	\`version_registration\` text NOT NULL,
  	\`version_type\` text DEFAULT 'origin' NOT NULL,
  	\`version_status\` text DEFAULT 'published' NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_pilot_id\` integer NOT NULL,
  	\`version_copilot_id\` integer,
  	\`version_cnt_guests\` numeric DEFAULT 0,
  	\`version_location_to_id\` integer NOT NULL,
  	\`version_location_ldg_id\` integer NOT NULL,
  	\`version_off_block_utc\` text,
  	\`version_to_utc\` text,
  	\`version_ldg_utc\` text,
  	\`version_on_block_utc\` text,
  	\`version_is_batch\` integer DEFAULT false,
  	\`version_flight_time\` text,
  	\`version_cnt_ldg\` numeric DEFAULT 1 NOT NULL,
  	\`version_hobbs_eng1_start\` text,
  	\`version_hobbs_eng1_end\` text,
  	\`version_cnt_cycle_eng1_start\` numeric,
  	\`version_cnt_cycle_eng1_end\` numeric,
  	\`version_notes\` text,
  	\`version_time_takeoff_utc\` text,
  	\`version_time_landing_utc\` text,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`flight_logs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pilot_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_copilot_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_location_to_id\`) REFERENCES \`airports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_location_ldg_id\`) REFERENCES \`airports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_parent_idx\` ON \`_flight_logs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_customer_aircraft_idx\` ON \`_flight_logs_v\` (\`version_customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_pilot_idx\` ON \`_flight_logs_v\` (\`version_pilot_id\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_copilot_idx\` ON \`_flight_logs_v\` (\`version_copilot_id\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_location_to_idx\` ON \`_flight_logs_v\` (\`version_location_to_id\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_location_ldg_idx\` ON \`_flight_logs_v\` (\`version_location_ldg_id\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_time_takeoff_utc_idx\` ON \`_flight_logs_v\` (\`version_time_takeoff_utc\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_time_landing_utc_idx\` ON \`_flight_logs_v\` (\`version_time_landing_utc\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_user_created_idx\` ON \`_flight_logs_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_user_updated_idx\` ON \`_flight_logs_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_updated_at_idx\` ON \`_flight_logs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_created_at_idx\` ON \`_flight_logs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_created_at_idx\` ON \`_flight_logs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_updated_at_idx\` ON \`_flight_logs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`version_customer_aircraft_version_number_idx\` ON \`_flight_logs_v\` (\`version_customer_aircraft_id\`,\`version_number\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`revision\` text,
  	\`published_at\` text,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`doc_type_id\` integer,
  	\`parent_id\` integer,
  	\`file_id\` integer,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`doc_type_id\`) REFERENCES \`doc_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_status_idx\` ON \`documents\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`documents_doc_type_idx\` ON \`documents\` (\`doc_type_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_parent_idx\` ON \`documents\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_file_idx\` ON \`documents\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_user_created_idx\` ON \`documents\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_user_updated_idx\` ON \`documents\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	\`base_tags_id\` integer,
  	\`bse_mnt_types_id\` integer,
  	\`authorities_id\` integer,
  	\`companies_id\` integer,
  	\`components_id\` integer,
  	\`easa_types_id\` integer,
  	\`customer_aircrafts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`base_tags_id\`) REFERENCES \`base_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bse_mnt_types_id\`) REFERENCES \`bse_mnt_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authorities_id\`) REFERENCES \`authorities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`companies_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`components_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`easa_types_id\`) REFERENCES \`easa_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_aircrafts_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_rels_order_idx\` ON \`documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_parent_idx\` ON \`documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_path_idx\` ON \`documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_tags_id_idx\` ON \`documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_base_tags_id_idx\` ON \`documents_rels\` (\`base_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_bse_mnt_types_id_idx\` ON \`documents_rels\` (\`bse_mnt_types_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_authorities_id_idx\` ON \`documents_rels\` (\`authorities_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_companies_id_idx\` ON \`documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_components_id_idx\` ON \`documents_rels\` (\`components_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_easa_types_id_idx\` ON \`documents_rels\` (\`easa_types_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_customer_aircrafts_id_idx\` ON \`documents_rels\` (\`customer_aircrafts_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_description\` text,
  	\`version_revision\` text,
  	\`version_published_at\` text,
  	\`version_status\` text DEFAULT 'published' NOT NULL,
  	\`version_doc_type_id\` integer,
  	\`version_parent_id\` integer,
  	\`version_file_id\` integer,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_doc_type_id\`) REFERENCES \`doc_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_status_idx\` ON \`_documents_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_doc_type_idx\` ON \`_documents_v\` (\`version_doc_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_parent_idx\` ON \`_documents_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_file_idx\` ON \`_documents_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_user_created_idx\` ON \`_documents_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_user_updated_idx\` ON \`_documents_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	\`base_tags_id\` integer,
  	\`bse_mnt_types_id\` integer,
  	\`authorities_id\` integer,
  	\`companies_id\` integer,
  	\`components_id\` integer,
  	\`easa_types_id\` integer,
  	\`customer_aircrafts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`base_tags_id\`) REFERENCES \`base_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bse_mnt_types_id\`) REFERENCES \`bse_mnt_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authorities_id\`) REFERENCES \`authorities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`companies_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`components_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`easa_types_id\`) REFERENCES \`easa_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_aircrafts_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_order_idx\` ON \`_documents_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_parent_idx\` ON \`_documents_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_path_idx\` ON \`_documents_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_tags_id_idx\` ON \`_documents_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_base_tags_id_idx\` ON \`_documents_v_rels\` (\`base_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_bse_mnt_types_id_idx\` ON \`_documents_v_rels\` (\`bse_mnt_types_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_authorities_id_idx\` ON \`_documents_v_rels\` (\`authorities_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_companies_id_idx\` ON \`_documents_v_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_components_id_idx\` ON \`_documents_v_rels\` (\`components_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_easa_types_id_idx\` ON \`_documents_v_rels\` (\`easa_types_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_customer_aircrafts_id_idx\` ON \`_documents_v_rels\` (\`customer_aircrafts_id\`);`)
  await db.run(sql`CREATE TABLE \`files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`files_user_created_idx\` ON \`files\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`files_user_updated_idx\` ON \`files\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`files_updated_at_idx\` ON \`files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`files_created_at_idx\` ON \`files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`files_filename_idx\` ON \`files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`_files_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_files_v_parent_idx\` ON \`_files_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_files_v_version_version_user_created_idx\` ON \`_files_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_files_v_version_version_user_updated_idx\` ON \`_files_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_files_v_version_version_updated_at_idx\` ON \`_files_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_files_v_version_version_created_at_idx\` ON \`_files_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_files_v_version_version_filename_idx\` ON \`_files_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_files_v_created_at_idx\` ON \`_files_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_files_v_updated_at_idx\` ON \`_files_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`aircrafts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`manufacturer\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`easa_types_id\` integer NOT NULL,
  	\`engine\` text,
  	\`propeller\` text,
  	\`seats\` numeric,
  	\`mtow_kg\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`easa_types_id\`) REFERENCES \`easa_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`aircrafts_model_idx\` ON \`aircrafts\` (\`model\`);`)
  await db.run(sql`CREATE INDEX \`aircrafts_easa_types_idx\` ON \`aircrafts\` (\`easa_types_id\`);`)
  await db.run(sql`CREATE INDEX \`aircrafts_updated_at_idx\` ON \`aircrafts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`aircrafts_created_at_idx\` ON \`aircrafts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`easa_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`variant\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`easa_types_variant_idx\` ON \`easa_types\` (\`variant\`);`)
  await db.run(sql`CREATE INDEX \`easa_types_updated_at_idx\` ON \`easa_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`easa_types_created_at_idx\` ON \`easa_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`components\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`manufacturer\` text,
  	\`part_number\` text,
  	\`category\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`components_part_number_idx\` ON \`components\` (\`part_number\`);`)
  await db.run(sql`CREATE INDEX \`components_updated_at_idx\` ON \`components\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`components_created_at_idx\` ON \`components\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`airports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`apt_name\` text NOT NULL,
  	\`icao\` text NOT NULL,
  	\`apt_country_man_id\` integer,
  	\`status\` text DEFAULT 'published',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`apt_country_man_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`airports_apt_name_idx\` ON \`airports\` (\`apt_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`airports_icao_idx\` ON \`airports\` (\`icao\`);`)
  await db.run(sql`CREATE INDEX \`airports_apt_country_man_idx\` ON \`airports\` (\`apt_country_man_id\`);`)
  await db.run(sql`CREATE INDEX \`airports_status_idx\` ON \`airports\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`airports_updated_at_idx\` ON \`airports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`airports_created_at_idx\` ON \`airports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`countries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`countries_code_idx\` ON \`countries\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`countries_updated_at_idx\` ON \`countries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`countries_created_at_idx\` ON \`countries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`countries_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`countries_locales_locale_parent_id_unique\` ON \`countries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_key_idx\` ON \`tags\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`tags_updated_at_idx\` ON \`tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tags_created_at_idx\` ON \`tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tags_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_locales_locale_parent_id_unique\` ON \`tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`base_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`abbr\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`base_tags_abbr_idx\` ON \`base_tags\` (\`abbr\`);`)
  await db.run(sql`CREATE INDEX \`base_tags_updated_at_idx\` ON \`base_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`base_tags_created_at_idx\` ON \`base_tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`base_tags_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`base_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`base_tags_locales_locale_parent_id_unique\` ON \`base_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`doc_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`doc_types_key_idx\` ON \`doc_types\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`doc_types_updated_at_idx\` ON \`doc_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`doc_types_created_at_idx\` ON \`doc_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`doc_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`doc_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`doc_types_locales_locale_parent_id_unique\` ON \`doc_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bse_mnt_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`abbr\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bse_mnt_types_abbr_idx\` ON \`bse_mnt_types\` (\`abbr\`);`)
  await db.run(sql`CREATE INDEX \`bse_mnt_types_updated_at_idx\` ON \`bse_mnt_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bse_mnt_types_created_at_idx\` ON \`bse_mnt_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`bse_mnt_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bse_mnt_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bse_mnt_types_locales_locale_parent_id_unique\` ON \`bse_mnt_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`authorities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`abbr\` text,
  	\`country_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`authorities_name_idx\` ON \`authorities\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`authorities_country_idx\` ON \`authorities\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`authorities_updated_at_idx\` ON \`authorities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`authorities_created_at_idx\` ON \`authorities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`feedback\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`message\` text NOT NULL,
  	\`route\` text,
  	\`aircraft_id\` integer,
  	\`user_id\` integer,
  	\`status\` text DEFAULT 'new',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`feedback_aircraft_idx\` ON \`feedback\` (\`aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`feedback_user_idx\` ON \`feedback\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`feedback_updated_at_idx\` ON \`feedback\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedback_created_at_idx\` ON \`feedback\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`recipient_id\` integer NOT NULL,
  	\`link\` text,
  	\`key\` text,
  	\`read\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`recipient_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`notifications_recipient_idx\` ON \`notifications\` (\`recipient_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_read_idx\` ON \`notifications\` (\`read\`);`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`recipient_key_idx\` ON \`notifications\` (\`recipient_id\`,\`key\`);`)
  await db.run(sql`CREATE TABLE \`notifications_locales\` (
  	\`subject\` text NOT NULL,
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notifications_locales_locale_parent_id_unique\` ON \`notifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`activity\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`collection\` text NOT NULL,
  	\`item\` text NOT NULL,
  	\`timestamp\` text NOT NULL,
  	\`user_id\` integer,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`origin\` text,
  	\`comment\` text,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`activity_action_idx\` ON \`activity\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`activity_collection_idx\` ON \`activity\` (\`collection\`);`)
  await db.run(sql`CREATE INDEX \`activity_item_idx\` ON \`activity\` (\`item\`);`)
  await db.run(sql`CREATE INDEX \`activity_timestamp_idx\` ON \`activity\` (\`timestamp\`);`)
  await db.run(sql`CREATE INDEX \`activity_user_idx\` ON \`activity\` (\`user_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`roles_id\` integer,
  	\`companies_id\` integer,
  	\`customer_aircrafts_id\` integer,
  	\`flight_logs_id\` integer,
  	\`documents_id\` integer,
  	\`files_id\` integer,
  	\`aircrafts_id\` integer,
  	\`easa_types_id\` integer,
  	\`components_id\` integer,
  	\`airports_id\` integer,
  	\`countries_id\` integer,
  	\`tags_id\` integer,
  	\`base_tags_id\` integer,
  	\`doc_types_id\` integer,
  	\`bse_mnt_types_id\` integer,
  	\`authorities_id\` integer,
  	\`feedback_id\` integer,
  	\`notifications_id\` integer,
  	\`activity_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`companies_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_aircrafts_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`flight_logs_id\`) REFERENCES \`flight_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`files_id\`) REFERENCES \`files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`aircrafts_id\`) REFERENCES \`aircrafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`easa_types_id\`) REFERENCES \`easa_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`components_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`airports_id\`) REFERENCES \`airports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`base_tags_id\`) REFERENCES \`base_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`doc_types_id\`) REFERENCES \`doc_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bse_mnt_types_id\`) REFERENCES \`bse_mnt_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authorities_id\`) REFERENCES \`authorities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feedback_id\`) REFERENCES \`feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activity\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`roles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_aircrafts_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_aircrafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flight_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`flight_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_aircrafts_id_idx\` ON \`payload_locked_documents_rels\` (\`aircrafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_easa_types_id_idx\` ON \`payload_locked_documents_rels\` (\`easa_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_components_id_idx\` ON \`payload_locked_documents_rels\` (\`components_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_airports_id_idx\` ON \`payload_locked_documents_rels\` (\`airports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_base_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`base_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_doc_types_id_idx\` ON \`payload_locked_documents_rels\` (\`doc_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bse_mnt_types_id_idx\` ON \`payload_locked_documents_rels\` (\`bse_mnt_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authorities_id_idx\` ON \`payload_locked_documents_rels\` (\`authorities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_name\` text DEFAULT 'Flugakte' NOT NULL,
  	\`default_language\` text DEFAULT 'de-DE' NOT NULL,
  	\`auth_password_policy\` text DEFAULT 'strong' NOT NULL,
  	\`auth_password_pattern\` text,
  	\`auth_login_attempts\` numeric DEFAULT 25,
  	\`public_registration\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_project_name\` text DEFAULT 'Flugakte' NOT NULL,
  	\`version_default_language\` text DEFAULT 'de-DE' NOT NULL,
  	\`version_auth_password_policy\` text DEFAULT 'strong' NOT NULL,
  	\`version_auth_password_pattern\` text,
  	\`version_auth_login_attempts\` numeric DEFAULT 25,
  	\`version_public_registration\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_created_at_idx\` ON \`_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_updated_at_idx\` ON \`_settings_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`users_rels\`;`)
  await db.run(sql`DROP TABLE \`roles\`;`)
  await db.run(sql`DROP TABLE \`companies\`;`)
  await db.run(sql`DROP TABLE \`_companies_v\`;`)
  await db.run(sql`DROP TABLE \`customer_aircrafts_comp_serialized\`;`)
  await db.run(sql`DROP TABLE \`customer_aircrafts_comp_unserialized\`;`)
  await db.run(sql`DROP TABLE \`customer_aircrafts\`;`)
  await db.run(sql`DROP TABLE \`_customer_aircrafts_v_version_comp_serialized\`;`)
  await db.run(sql`DROP TABLE \`_customer_aircrafts_v_version_comp_unserialized\`;`)
  await db.run(sql`DROP TABLE \`_customer_aircrafts_v\`;`)
  await db.run(sql`DROP TABLE \`flight_logs\`;`)
  await db.run(sql`DROP TABLE \`_flight_logs_v\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_rels\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_rels\`;`)
  await db.run(sql`DROP TABLE \`files\`;`)
  await db.run(sql`DROP TABLE \`_files_v\`;`)
  await db.run(sql`DROP TABLE \`aircrafts\`;`)
  await db.run(sql`DROP TABLE \`easa_types\`;`)
  await db.run(sql`DROP TABLE \`components\`;`)
  await db.run(sql`DROP TABLE \`airports\`;`)
  await db.run(sql`DROP TABLE \`countries\`;`)
  await db.run(sql`DROP TABLE \`countries_locales\`;`)
  await db.run(sql`DROP TABLE \`tags\`;`)
  await db.run(sql`DROP TABLE \`tags_locales\`;`)
  await db.run(sql`DROP TABLE \`base_tags\`;`)
  await db.run(sql`DROP TABLE \`base_tags_locales\`;`)
  await db.run(sql`DROP TABLE \`doc_types\`;`)
  await db.run(sql`DROP TABLE \`doc_types_locales\`;`)
  await db.run(sql`DROP TABLE \`bse_mnt_types\`;`)
  await db.run(sql`DROP TABLE \`bse_mnt_types_locales\`;`)
  await db.run(sql`DROP TABLE \`authorities\`;`)
  await db.run(sql`DROP TABLE \`feedback\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
  await db.run(sql`DROP TABLE \`notifications_locales\`;`)
  await db.run(sql`DROP TABLE \`activity\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`DROP TABLE \`_settings_v\`;`)
}
