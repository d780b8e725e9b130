import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`airworthiness_directives\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`revision\` text,
  	\`authority_id\` integer,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`effective_date\` text NOT NULL,
  	\`recurrence\` text DEFAULT 'one_time' NOT NULL,
  	\`compliance_time_hours\` numeric,
  	\`compliance_time_cycles\` numeric,
  	\`compliance_time_months\` numeric,
  	\`repeat_interval_hours\` numeric,
  	\`repeat_interval_cycles\` numeric,
  	\`repeat_interval_months\` numeric,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`authority_id\`) REFERENCES \`authorities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`airworthiness_directives_number_idx\` ON \`airworthiness_directives\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_directives_authority_idx\` ON \`airworthiness_directives\` (\`authority_id\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_directives_user_created_idx\` ON \`airworthiness_directives\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_directives_user_updated_idx\` ON \`airworthiness_directives\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_directives_updated_at_idx\` ON \`airworthiness_directives\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_directives_created_at_idx\` ON \`airworthiness_directives\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`airworthiness_directives_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`easa_types_id\` integer,
  	\`components_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`airworthiness_directives\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`easa_types_id\`) REFERENCES \`easa_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`components_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`airworthiness_directives_rels_order_idx\` ON \`airworthiness_directives_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_directives_rels_parent_idx\` ON \`airworthiness_directives_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_directives_rels_path_idx\` ON \`airworthiness_directives_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_directives_rels_easa_types_id_idx\` ON \`airworthiness_directives_rels\` (\`easa_types_id\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_directives_rels_components_id_idx\` ON \`airworthiness_directives_rels\` (\`components_id\`);`)
  await db.run(sql`CREATE TABLE \`_airworthiness_directives_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_number\` text NOT NULL,
  	\`version_revision\` text,
  	\`version_authority_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_description\` text,
  	\`version_effective_date\` text NOT NULL,
  	\`version_recurrence\` text DEFAULT 'one_time' NOT NULL,
  	\`version_compliance_time_hours\` numeric,
  	\`version_compliance_time_cycles\` numeric,
  	\`version_compliance_time_months\` numeric,
  	\`version_repeat_interval_hours\` numeric,
  	\`version_repeat_interval_cycles\` numeric,
  	\`version_repeat_interval_months\` numeric,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`airworthiness_directives\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_authority_id\`) REFERENCES \`authorities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_parent_idx\` ON \`_airworthiness_directives_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_version_version_number_idx\` ON \`_airworthiness_directives_v\` (\`version_number\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_version_version_authority_idx\` ON \`_airworthiness_directives_v\` (\`version_authority_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_version_version_user_created_idx\` ON \`_airworthiness_directives_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_version_version_user_updated_idx\` ON \`_airworthiness_directives_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_version_version_updated_at_idx\` ON \`_airworthiness_directives_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_version_version_created_at_idx\` ON \`_airworthiness_directives_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_created_at_idx\` ON \`_airworthiness_directives_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_updated_at_idx\` ON \`_airworthiness_directives_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_airworthiness_directives_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`easa_types_id\` integer,
  	\`components_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_airworthiness_directives_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`easa_types_id\`) REFERENCES \`easa_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`components_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_rels_order_idx\` ON \`_airworthiness_directives_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_rels_parent_idx\` ON \`_airworthiness_directives_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_rels_path_idx\` ON \`_airworthiness_directives_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_rels_easa_types_id_idx\` ON \`_airworthiness_directives_v_rels\` (\`easa_types_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_directives_v_rels_components_id_idx\` ON \`_airworthiness_directives_v_rels\` (\`components_id\`);`)
  await db.run(sql`CREATE TABLE \`ad_compliances\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`airworthiness_directive_id\` integer NOT NULL,
  	\`installed_component\` text,
  	\`status\` text NOT NULL,
  	\`reason\` text,
  	\`method_of_compliance\` text,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`airframe_minutes\` numeric,
  	\`performed_by\` text,
  	\`certifying_document_id\` integer,
  	\`notes\` text,
  	\`amends_id\` integer,
  	\`author_company_id\` integer,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`airworthiness_directive_id\`) REFERENCES \`airworthiness_directives\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`certifying_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`amends_id\`) REFERENCES \`ad_compliances\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`ad_compliances_airworthiness_directive_idx\` ON \`ad_compliances\` (\`airworthiness_directive_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_compliances_customer_aircraft_idx\` ON \`ad_compliances\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_compliances_certifying_document_idx\` ON \`ad_compliances\` (\`certifying_document_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_compliances_amends_idx\` ON \`ad_compliances\` (\`amends_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_compliances_author_company_idx\` ON \`ad_compliances\` (\`author_company_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_compliances_user_created_idx\` ON \`ad_compliances\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_compliances_user_updated_idx\` ON \`ad_compliances\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`ad_compliances_updated_at_idx\` ON \`ad_compliances\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ad_compliances_created_at_idx\` ON \`ad_compliances\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_ad_compliances_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_airworthiness_directive_id\` integer NOT NULL,
  	\`version_installed_component\` text,
  	\`version_status\` text NOT NULL,
  	\`version_reason\` text,
  	\`version_method_of_compliance\` text,
  	\`version_customer_aircraft_id\` integer NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_airframe_minutes\` numeric,
  	\`version_performed_by\` text,
  	\`version_certifying_document_id\` integer,
  	\`version_notes\` text,
  	\`version_amends_id\` integer,
  	\`version_author_company_id\` integer,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ad_compliances\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_airworthiness_directive_id\`) REFERENCES \`airworthiness_directives\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_certifying_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_amends_id\`) REFERENCES \`ad_compliances\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_parent_idx\` ON \`_ad_compliances_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_version_version_airworthiness_directiv_idx\` ON \`_ad_compliances_v\` (\`version_airworthiness_directive_id\`);`)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_version_version_customer_aircraft_idx\` ON \`_ad_compliances_v\` (\`version_customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_version_version_certifying_document_idx\` ON \`_ad_compliances_v\` (\`version_certifying_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_version_version_amends_idx\` ON \`_ad_compliances_v\` (\`version_amends_id\`);`)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_version_version_author_company_idx\` ON \`_ad_compliances_v\` (\`version_author_company_id\`);`)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_version_version_user_created_idx\` ON \`_ad_compliances_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_version_version_user_updated_idx\` ON \`_ad_compliances_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_version_version_updated_at_idx\` ON \`_ad_compliances_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_version_version_created_at_idx\` ON \`_ad_compliances_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_created_at_idx\` ON \`_ad_compliances_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_ad_compliances_v_updated_at_idx\` ON \`_ad_compliances_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`maintenance_tasks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`interval_hours\` numeric,
  	\`interval_cycles\` numeric,
  	\`interval_months\` numeric,
  	\`start_date\` text NOT NULL,
  	\`start_airframe_minutes\` numeric,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`maintenance_tasks_customer_aircraft_idx\` ON \`maintenance_tasks\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_tasks_user_created_idx\` ON \`maintenance_tasks\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_tasks_user_updated_idx\` ON \`maintenance_tasks\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_tasks_updated_at_idx\` ON \`maintenance_tasks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`maintenance_tasks_created_at_idx\` ON \`maintenance_tasks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`maintenance_tasks_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`maintenance_tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`maintenance_tasks_locales_locale_parent_id_unique\` ON \`maintenance_tasks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_maintenance_tasks_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_customer_aircraft_id\` integer NOT NULL,
  	\`version_interval_hours\` numeric,
  	\`version_interval_cycles\` numeric,
  	\`version_interval_months\` numeric,
  	\`version_start_date\` text NOT NULL,
  	\`version_start_airframe_minutes\` numeric,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`maintenance_tasks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_maintenance_tasks_v_parent_idx\` ON \`_maintenance_tasks_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_maintenance_tasks_v_version_version_customer_aircraft_idx\` ON \`_maintenance_tasks_v\` (\`version_customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`_maintenance_tasks_v_version_version_user_created_idx\` ON \`_maintenance_tasks_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_maintenance_tasks_v_version_version_user_updated_idx\` ON \`_maintenance_tasks_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_maintenance_tasks_v_version_version_updated_at_idx\` ON \`_maintenance_tasks_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_maintenance_tasks_v_version_version_created_at_idx\` ON \`_maintenance_tasks_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_maintenance_tasks_v_created_at_idx\` ON \`_maintenance_tasks_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_maintenance_tasks_v_updated_at_idx\` ON \`_maintenance_tasks_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_maintenance_tasks_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_maintenance_tasks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_maintenance_tasks_v_locales_locale_parent_id_unique\` ON \`_maintenance_tasks_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`task_completions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`maintenance_task_id\` integer NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`airframe_minutes\` numeric,
  	\`performed_by\` text,
  	\`certifying_document_id\` integer,
  	\`notes\` text,
  	\`amends_id\` integer,
  	\`author_company_id\` integer,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`maintenance_task_id\`) REFERENCES \`maintenance_tasks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`certifying_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`amends_id\`) REFERENCES \`task_completions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`task_completions_maintenance_task_idx\` ON \`task_completions\` (\`maintenance_task_id\`);`)
  await db.run(sql`CREATE INDEX \`task_completions_customer_aircraft_idx\` ON \`task_completions\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`task_completions_certifying_document_idx\` ON \`task_completions\` (\`certifying_document_id\`);`)
  await db.run(sql`CREATE INDEX \`task_completions_amends_idx\` ON \`task_completions\` (\`amends_id\`);`)
  await db.run(sql`CREATE INDEX \`task_completions_author_company_idx\` ON \`task_completions\` (\`author_company_id\`);`)
  await db.run(sql`CREATE INDEX \`task_completions_user_created_idx\` ON \`task_completions\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`task_completions_user_updated_idx\` ON \`task_completions\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`task_completions_updated_at_idx\` ON \`task_completions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`task_completions_created_at_idx\` ON \`task_completions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_task_completions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_maintenance_task_id\` integer NOT NULL,
  	\`version_customer_aircraft_id\` integer NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_airframe_minutes\` numeric,
  	\`version_performed_by\` text,
  	\`version_certifying_document_id\` integer,
  	\`version_notes\` text,
  	\`version_amends_id\` integer,
  	\`version_author_company_id\` integer,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`task_completions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_maintenance_task_id\`) REFERENCES \`maintenance_tasks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_certifying_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_amends_id\`) REFERENCES \`task_completions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_task_completions_v_parent_idx\` ON \`_task_completions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_task_completions_v_version_version_maintenance_task_idx\` ON \`_task_completions_v\` (\`version_maintenance_task_id\`);`)
  await db.run(sql`CREATE INDEX \`_task_completions_v_version_version_customer_aircraft_idx\` ON \`_task_completions_v\` (\`version_customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`_task_completions_v_version_version_certifying_document_idx\` ON \`_task_completions_v\` (\`version_certifying_document_id\`);`)
  await db.run(sql`CREATE INDEX \`_task_completions_v_version_version_amends_idx\` ON \`_task_completions_v\` (\`version_amends_id\`);`)
  await db.run(sql`CREATE INDEX \`_task_completions_v_version_version_author_company_idx\` ON \`_task_completions_v\` (\`version_author_company_id\`);`)
  await db.run(sql`CREATE INDEX \`_task_completions_v_version_version_user_created_idx\` ON \`_task_completions_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_task_completions_v_version_version_user_updated_idx\` ON \`_task_completions_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_task_completions_v_version_version_updated_at_idx\` ON \`_task_completions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_task_completions_v_version_version_created_at_idx\` ON \`_task_completions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_task_completions_v_created_at_idx\` ON \`_task_completions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_task_completions_v_updated_at_idx\` ON \`_task_completions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`equipment\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`item\` text NOT NULL,
  	\`manufacturer\` text,
  	\`part_number\` text,
  	\`serial_number\` text,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	\`location\` text,
  	\`weight_kg\` numeric,
  	\`arm_m\` numeric,
  	\`installed_date\` text,
  	\`removed_date\` text,
  	\`remarks\` text,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`equipment_customer_aircraft_idx\` ON \`equipment\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_user_created_idx\` ON \`equipment\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_user_updated_idx\` ON \`equipment\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`equipment_updated_at_idx\` ON \`equipment\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`equipment_created_at_idx\` ON \`equipment\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_equipment_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_customer_aircraft_id\` integer NOT NULL,
  	\`version_item\` text NOT NULL,
  	\`version_manufacturer\` text,
  	\`version_part_number\` text,
  	\`version_serial_number\` text,
  	\`version_quantity\` numeric DEFAULT 1 NOT NULL,
  	\`version_location\` text,
  	\`version_weight_kg\` numeric,
  	\`version_arm_m\` numeric,
  	\`version_installed_date\` text,
  	\`version_removed_date\` text,
  	\`version_remarks\` text,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_equipment_v_parent_idx\` ON \`_equipment_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_customer_aircraft_idx\` ON \`_equipment_v\` (\`version_customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_user_created_idx\` ON \`_equipment_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_user_updated_idx\` ON \`_equipment_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_updated_at_idx\` ON \`_equipment_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_version_version_created_at_idx\` ON \`_equipment_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_created_at_idx\` ON \`_equipment_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_equipment_v_updated_at_idx\` ON \`_equipment_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`position\` text;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`installed_date\` text;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`manufactured_date\` text;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`overhauled_date\` text;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`installed_meter_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`installed_meter_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`tsn_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`csn\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`tso_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`cso\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`life_limit_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`life_limit_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`life_limit_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`overhaul_interval_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`overhaul_interval_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`overhaul_interval_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`position\` text;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`installed_date\` text;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`manufactured_date\` text;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`overhauled_date\` text;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`installed_meter_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`installed_meter_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`tsn_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`csn\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`tso_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`cso\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`life_limit_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`life_limit_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`life_limit_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`overhaul_interval_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`overhaul_interval_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`overhaul_interval_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` ADD \`counters_baseline_date\` text;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` ADD \`counters_baseline_airframe_minutes\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` ADD \`counters_baseline_landings\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` ADD \`counters_baseline_engine_minutes\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` ADD \`counters_baseline_engine_cycles\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`position\` text;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`installed_date\` text;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`manufactured_date\` text;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`overhauled_date\` text;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`installed_meter_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`installed_meter_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`tsn_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`csn\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`tso_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`cso\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`life_limit_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`life_limit_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`life_limit_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`overhaul_interval_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`overhaul_interval_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`overhaul_interval_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`position\` text;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`installed_date\` text;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`manufactured_date\` text;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`overhauled_date\` text;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`installed_meter_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`installed_meter_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`tsn_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`csn\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`tso_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`cso\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`life_limit_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`life_limit_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`life_limit_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`overhaul_interval_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`overhaul_interval_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`overhaul_interval_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` ADD \`version_counters_baseline_date\` text;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` ADD \`version_counters_baseline_airframe_minutes\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` ADD \`version_counters_baseline_landings\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` ADD \`version_counters_baseline_engine_minutes\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` ADD \`version_counters_baseline_engine_cycles\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`expires_at\` text;`)
  await db.run(sql`CREATE INDEX \`documents_expires_at_idx\` ON \`documents\` (\`expires_at\`);`)
  await db.run(sql`ALTER TABLE \`_documents_v\` ADD \`version_expires_at\` text;`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_expires_at_idx\` ON \`_documents_v\` (\`version_expires_at\`);`)
  await db.run(sql`ALTER TABLE \`components\` ADD \`life_limit_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`components\` ADD \`life_limit_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`components\` ADD \`life_limit_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`components\` ADD \`overhaul_interval_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`components\` ADD \`overhaul_interval_cycles\` numeric;`)
  await db.run(sql`ALTER TABLE \`components\` ADD \`overhaul_interval_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`airworthiness_directives_id\` integer REFERENCES airworthiness_directives(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ad_compliances_id\` integer REFERENCES ad_compliances(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`maintenance_tasks_id\` integer REFERENCES maintenance_tasks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`task_completions_id\` integer REFERENCES task_completions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`equipment_id\` integer REFERENCES equipment(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_airworthiness_directives_i_idx\` ON \`payload_locked_documents_rels\` (\`airworthiness_directives_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_compliances_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_compliances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_maintenance_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`maintenance_tasks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_task_completions_id_idx\` ON \`payload_locked_documents_rels\` (\`task_completions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`airworthiness_directives\`;`)
  await db.run(sql`DROP TABLE \`airworthiness_directives_rels\`;`)
  await db.run(sql`DROP TABLE \`_airworthiness_directives_v\`;`)
  await db.run(sql`DROP TABLE \`_airworthiness_directives_v_rels\`;`)
  await db.run(sql`DROP TABLE \`ad_compliances\`;`)
  await db.run(sql`DROP TABLE \`_ad_compliances_v\`;`)
  await db.run(sql`DROP TABLE \`maintenance_tasks\`;`)
  await db.run(sql`DROP TABLE \`maintenance_tasks_locales\`;`)
  await db.run(sql`DROP TABLE \`_maintenance_tasks_v\`;`)
  await db.run(sql`DROP TABLE \`_maintenance_tasks_v_locales\`;`)
  await db.run(sql`DROP TABLE \`task_completions\`;`)
  await db.run(sql`DROP TABLE \`_task_completions_v\`;`)
  await db.run(sql`DROP TABLE \`equipment\`;`)
  await db.run(sql`DROP TABLE \`_equipment_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "flight_logs_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "flight_logs_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`DROP INDEX \`documents_expires_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`expires_at\`;`)
  await db.run(sql`DROP INDEX \`_documents_v_version_version_expires_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_documents_v\` DROP COLUMN \`version_expires_at\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`position\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`installed_date\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`manufactured_date\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`overhauled_date\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`installed_meter_hours\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`installed_meter_cycles\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`tsn_hours\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`csn\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`tso_hours\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`cso\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`life_limit_hours\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`life_limit_cycles\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`life_limit_months\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`overhaul_interval_hours\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`overhaul_interval_cycles\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`overhaul_interval_months\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`position\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`installed_date\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`manufactured_date\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`overhauled_date\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`installed_meter_hours\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`installed_meter_cycles\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`tsn_hours\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`csn\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`tso_hours\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`cso\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`life_limit_hours\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`life_limit_cycles\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`life_limit_months\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`overhaul_interval_hours\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`overhaul_interval_cycles\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`overhaul_interval_months\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` DROP COLUMN \`counters_baseline_date\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` DROP COLUMN \`counters_baseline_airframe_minutes\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` DROP COLUMN \`counters_baseline_landings\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` DROP COLUMN \`counters_baseline_engine_minutes\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts\` DROP COLUMN \`counters_baseline_engine_cycles\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`position\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`installed_date\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`manufactured_date\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`overhauled_date\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`installed_meter_hours\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`installed_meter_cycles\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`tsn_hours\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`csn\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`tso_hours\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`cso\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`life_limit_hours\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`life_limit_cycles\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`life_limit_months\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`overhaul_interval_hours\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`overhaul_interval_cycles\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`overhaul_interval_months\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`position\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`installed_date\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`manufactured_date\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`overhauled_date\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`installed_meter_hours\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`installed_meter_cycles\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`tsn_hours\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`csn\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`tso_hours\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`cso\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`life_limit_hours\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`life_limit_cycles\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`life_limit_months\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`overhaul_interval_hours\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`overhaul_interval_cycles\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`overhaul_interval_months\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` DROP COLUMN \`version_counters_baseline_date\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` DROP COLUMN \`version_counters_baseline_airframe_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` DROP COLUMN \`version_counters_baseline_landings\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` DROP COLUMN \`version_counters_baseline_engine_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v\` DROP COLUMN \`version_counters_baseline_engine_cycles\`;`)
  await db.run(sql`ALTER TABLE \`components\` DROP COLUMN \`life_limit_hours\`;`)
  await db.run(sql`ALTER TABLE \`components\` DROP COLUMN \`life_limit_cycles\`;`)
  await db.run(sql`ALTER TABLE \`components\` DROP COLUMN \`life_limit_months\`;`)
  await db.run(sql`ALTER TABLE \`components\` DROP COLUMN \`overhaul_interval_hours\`;`)
  await db.run(sql`ALTER TABLE \`components\` DROP COLUMN \`overhaul_interval_cycles\`;`)
  await db.run(sql`ALTER TABLE \`components\` DROP COLUMN \`overhaul_interval_months\`;`)
}
