import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`modifications_repairs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`classification\` text NOT NULL,
  	\`approval_type\` text NOT NULL,
  	\`approval_reference\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`ata_chapter\` text,
  	\`affects_mass_balance\` integer DEFAULT false,
  	\`release_certifying_person\` text,
  	\`release_licence\` text,
  	\`release_approval_reference\` text,
  	\`release_date\` text,
  	\`release_place\` text,
  	\`release_statement\` text,
  	\`amends_id\` integer,
  	\`amend_reason\` text,
  	\`author_id\` integer,
  	\`author_company_id\` integer,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`amends_id\`) REFERENCES \`modifications_repairs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`modifications_repairs_customer_aircraft_idx\` ON \`modifications_repairs\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`modifications_repairs_amends_idx\` ON \`modifications_repairs\` (\`amends_id\`);`)
  await db.run(sql`CREATE INDEX \`modifications_repairs_author_idx\` ON \`modifications_repairs\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`modifications_repairs_author_company_idx\` ON \`modifications_repairs\` (\`author_company_id\`);`)
  await db.run(sql`CREATE INDEX \`modifications_repairs_user_created_idx\` ON \`modifications_repairs\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`modifications_repairs_user_updated_idx\` ON \`modifications_repairs\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`modifications_repairs_updated_at_idx\` ON \`modifications_repairs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`modifications_repairs_created_at_idx\` ON \`modifications_repairs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`modifications_repairs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`modifications_repairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`modifications_repairs_rels_order_idx\` ON \`modifications_repairs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`modifications_repairs_rels_parent_idx\` ON \`modifications_repairs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`modifications_repairs_rels_path_idx\` ON \`modifications_repairs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`modifications_repairs_rels_documents_id_idx\` ON \`modifications_repairs_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_modifications_repairs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_customer_aircraft_id\` integer NOT NULL,
  	\`version_kind\` text NOT NULL,
  	\`version_classification\` text NOT NULL,
  	\`version_approval_type\` text NOT NULL,
  	\`version_approval_reference\` text NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_description\` text NOT NULL,
  	\`version_ata_chapter\` text,
  	\`version_affects_mass_balance\` integer DEFAULT false,
  	\`version_release_certifying_person\` text,
  	\`version_release_licence\` text,
  	\`version_release_approval_reference\` text,
  	\`version_release_date\` text,
  	\`version_release_place\` text,
  	\`version_release_statement\` text,
  	\`version_amends_id\` integer,
  	\`version_amend_reason\` text,
  	\`version_author_id\` integer,
  	\`version_author_company_id\` integer,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`modifications_repairs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_amends_id\`) REFERENCES \`modifications_repairs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_parent_idx\` ON \`_modifications_repairs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_version_version_customer_aircra_idx\` ON \`_modifications_repairs_v\` (\`version_customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_version_version_amends_idx\` ON \`_modifications_repairs_v\` (\`version_amends_id\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_version_version_author_idx\` ON \`_modifications_repairs_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_version_version_author_company_idx\` ON \`_modifications_repairs_v\` (\`version_author_company_id\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_version_version_user_created_idx\` ON \`_modifications_repairs_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_version_version_user_updated_idx\` ON \`_modifications_repairs_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_version_version_updated_at_idx\` ON \`_modifications_repairs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_version_version_created_at_idx\` ON \`_modifications_repairs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_created_at_idx\` ON \`_modifications_repairs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_updated_at_idx\` ON \`_modifications_repairs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_modifications_repairs_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_modifications_repairs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_rels_order_idx\` ON \`_modifications_repairs_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_rels_parent_idx\` ON \`_modifications_repairs_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_rels_path_idx\` ON \`_modifications_repairs_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_modifications_repairs_v_rels_documents_id_idx\` ON \`_modifications_repairs_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`airworthiness_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`review_date\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`arc_reference\` text,
  	\`valid_until\` text,
  	\`findings\` text,
  	\`pack_hash\` text,
  	\`release_certifying_person\` text,
  	\`release_licence\` text,
  	\`release_approval_reference\` text,
  	\`release_date\` text,
  	\`release_place\` text,
  	\`release_statement\` text,
  	\`amends_id\` integer,
  	\`amend_reason\` text,
  	\`author_id\` integer,
  	\`author_company_id\` integer,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`amends_id\`) REFERENCES \`airworthiness_reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`airworthiness_reviews_customer_aircraft_idx\` ON \`airworthiness_reviews\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_reviews_amends_idx\` ON \`airworthiness_reviews\` (\`amends_id\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_reviews_author_idx\` ON \`airworthiness_reviews\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_reviews_author_company_idx\` ON \`airworthiness_reviews\` (\`author_company_id\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_reviews_user_created_idx\` ON \`airworthiness_reviews\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_reviews_user_updated_idx\` ON \`airworthiness_reviews\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_reviews_updated_at_idx\` ON \`airworthiness_reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`airworthiness_reviews_created_at_idx\` ON \`airworthiness_reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_airworthiness_reviews_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_customer_aircraft_id\` integer NOT NULL,
  	\`version_review_date\` text NOT NULL,
  	\`version_outcome\` text NOT NULL,
  	\`version_arc_reference\` text,
  	\`version_valid_until\` text,
  	\`version_findings\` text,
  	\`version_pack_hash\` text,
  	\`version_release_certifying_person\` text,
  	\`version_release_licence\` text,
  	\`version_release_approval_reference\` text,
  	\`version_release_date\` text,
  	\`version_release_place\` text,
  	\`version_release_statement\` text,
  	\`version_amends_id\` integer,
  	\`version_amend_reason\` text,
  	\`version_author_id\` integer,
  	\`version_author_company_id\` integer,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`airworthiness_reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_amends_id\`) REFERENCES \`airworthiness_reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_airworthiness_reviews_v_parent_idx\` ON \`_airworthiness_reviews_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_reviews_v_version_version_customer_aircra_idx\` ON \`_airworthiness_reviews_v\` (\`version_customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_reviews_v_version_version_amends_idx\` ON \`_airworthiness_reviews_v\` (\`version_amends_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_reviews_v_version_version_author_idx\` ON \`_airworthiness_reviews_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_reviews_v_version_version_author_company_idx\` ON \`_airworthiness_reviews_v\` (\`version_author_company_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_reviews_v_version_version_user_created_idx\` ON \`_airworthiness_reviews_v\` (\`version_user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_reviews_v_version_version_user_updated_idx\` ON \`_airworthiness_reviews_v\` (\`version_user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_reviews_v_version_version_updated_at_idx\` ON \`_airworthiness_reviews_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_reviews_v_version_version_created_at_idx\` ON \`_airworthiness_reviews_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_reviews_v_created_at_idx\` ON \`_airworthiness_reviews_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_airworthiness_reviews_v_updated_at_idx\` ON \`_airworthiness_reviews_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`modifications_repairs_id\` integer REFERENCES modifications_repairs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`airworthiness_reviews_id\` integer REFERENCES airworthiness_reviews(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_modifications_repairs_id_idx\` ON \`payload_locked_documents_rels\` (\`modifications_repairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_airworthiness_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`airworthiness_reviews_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`modifications_repairs\`;`)
  await db.run(sql`DROP TABLE \`modifications_repairs_rels\`;`)
  await db.run(sql`DROP TABLE \`_modifications_repairs_v\`;`)
  await db.run(sql`DROP TABLE \`_modifications_repairs_v_rels\`;`)
  await db.run(sql`DROP TABLE \`airworthiness_reviews\`;`)
  await db.run(sql`DROP TABLE \`_airworthiness_reviews_v\`;`)
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
  	\`aircraft_contracts_id\` integer,
  	\`flight_logs_id\` integer,
  	\`flight_log_days_id\` integer,
  	\`flight_log_signatures_id\` integer,
  	\`journey_log_checkpoints_id\` integer,
  	\`passkeys_id\` integer,
  	\`airworthiness_directives_id\` integer,
  	\`ad_compliances_id\` integer,
  	\`maintenance_tasks_id\` integer,
  	\`task_completions_id\` integer,
  	\`defects_id\` integer,
  	\`defect_actions_id\` integer,
  	\`defect_photos_id\` integer,
  	\`release_signatures_id\` integer,
  	\`equipment_id\` integer,
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
  	\`login_throttles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`companies_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_aircrafts_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`aircraft_contracts_id\`) REFERENCES \`aircraft_contracts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`flight_logs_id\`) REFERENCES \`flight_logs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`flight_log_days_id\`) REFERENCES \`flight_log_days\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`flight_log_signatures_id\`) REFERENCES \`flight_log_signatures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`journey_log_checkpoints_id\`) REFERENCES \`journey_log_checkpoints\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`passkeys_id\`) REFERENCES \`passkeys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`airworthiness_directives_id\`) REFERENCES \`airworthiness_directives\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ad_compliances_id\`) REFERENCES \`ad_compliances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`maintenance_tasks_id\`) REFERENCES \`maintenance_tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`task_completions_id\`) REFERENCES \`task_completions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`defects_id\`) REFERENCES \`defects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`defect_actions_id\`) REFERENCES \`defect_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`defect_photos_id\`) REFERENCES \`defect_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`release_signatures_id\`) REFERENCES \`release_signatures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`equipment_id\`) REFERENCES \`equipment\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`activity_id\`) REFERENCES \`activity\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`login_throttles_id\`) REFERENCES \`login_throttles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "aircraft_contracts_id", "flight_logs_id", "flight_log_days_id", "flight_log_signatures_id", "journey_log_checkpoints_id", "passkeys_id", "airworthiness_directives_id", "ad_compliances_id", "maintenance_tasks_id", "task_completions_id", "defects_id", "defect_actions_id", "defect_photos_id", "release_signatures_id", "equipment_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id", "login_throttles_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "aircraft_contracts_id", "flight_logs_id", "flight_log_days_id", "flight_log_signatures_id", "journey_log_checkpoints_id", "passkeys_id", "airworthiness_directives_id", "ad_compliances_id", "maintenance_tasks_id", "task_completions_id", "defects_id", "defect_actions_id", "defect_photos_id", "release_signatures_id", "equipment_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id", "login_throttles_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_aircraft_contracts_id_idx\` ON \`payload_locked_documents_rels\` (\`aircraft_contracts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flight_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`flight_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flight_log_days_id_idx\` ON \`payload_locked_documents_rels\` (\`flight_log_days_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flight_log_signatures_id_idx\` ON \`payload_locked_documents_rels\` (\`flight_log_signatures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_journey_log_checkpoints_id_idx\` ON \`payload_locked_documents_rels\` (\`journey_log_checkpoints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_passkeys_id_idx\` ON \`payload_locked_documents_rels\` (\`passkeys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_airworthiness_directives_i_idx\` ON \`payload_locked_documents_rels\` (\`airworthiness_directives_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_compliances_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_compliances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_maintenance_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`maintenance_tasks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_task_completions_id_idx\` ON \`payload_locked_documents_rels\` (\`task_completions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_defects_id_idx\` ON \`payload_locked_documents_rels\` (\`defects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_defect_actions_id_idx\` ON \`payload_locked_documents_rels\` (\`defect_actions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_defect_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`defect_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_release_signatures_id_idx\` ON \`payload_locked_documents_rels\` (\`release_signatures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_equipment_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_login_throttles_id_idx\` ON \`payload_locked_documents_rels\` (\`login_throttles_id\`);`)
}
