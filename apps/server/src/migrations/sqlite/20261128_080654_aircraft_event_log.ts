import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`aircraft_log_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`seq\` numeric NOT NULL,
  	\`subject\` text NOT NULL,
  	\`subject_id\` numeric NOT NULL,
  	\`digest\` text NOT NULL,
  	\`leaf_hash\` text NOT NULL,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`aircraft_log_events_customer_aircraft_idx\` ON \`aircraft_log_events\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_aircraft_seq_idx\` ON \`aircraft_log_events\` (\`customer_aircraft_id\`,\`seq\`);`)
  await db.run(sql`CREATE INDEX \`subject_subject_id_idx\` ON \`aircraft_log_events\` (\`subject\`,\`subject_id\`);`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` ADD \`v\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` ADD \`tree_size\` numeric;`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` ADD \`root_hash\` text;`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` ADD \`previous\` text;`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` ADD \`frontier\` text;`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` ADD \`sealed\` numeric;`)
  await db.run(sql`CREATE INDEX \`customer_aircraft_v_tree_size_idx\` ON \`journey_log_checkpoints\` (\`customer_aircraft_id\`,\`v\`,\`tree_size\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`aircraft_log_events_id\` integer REFERENCES aircraft_log_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_aircraft_log_events_id_idx\` ON \`payload_locked_documents_rels\` (\`aircraft_log_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`aircraft_log_events\`;`)
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
  	\`modifications_repairs_id\` integer,
  	\`airworthiness_reviews_id\` integer,
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
  	FOREIGN KEY (\`modifications_repairs_id\`) REFERENCES \`modifications_repairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`airworthiness_reviews_id\`) REFERENCES \`airworthiness_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "aircraft_contracts_id", "flight_logs_id", "flight_log_days_id", "flight_log_signatures_id", "journey_log_checkpoints_id", "passkeys_id", "airworthiness_directives_id", "ad_compliances_id", "maintenance_tasks_id", "task_completions_id", "defects_id", "defect_actions_id", "defect_photos_id", "release_signatures_id", "modifications_repairs_id", "airworthiness_reviews_id", "equipment_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id", "login_throttles_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "aircraft_contracts_id", "flight_logs_id", "flight_log_days_id", "flight_log_signatures_id", "journey_log_checkpoints_id", "passkeys_id", "airworthiness_directives_id", "ad_compliances_id", "maintenance_tasks_id", "task_completions_id", "defects_id", "defect_actions_id", "defect_photos_id", "release_signatures_id", "modifications_repairs_id", "airworthiness_reviews_id", "equipment_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id", "login_throttles_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_modifications_repairs_id_idx\` ON \`payload_locked_documents_rels\` (\`modifications_repairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_airworthiness_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`airworthiness_reviews_id\`);`)
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
  await db.run(sql`DROP INDEX \`customer_aircraft_v_tree_size_idx\`;`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` DROP COLUMN \`v\`;`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` DROP COLUMN \`tree_size\`;`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` DROP COLUMN \`root_hash\`;`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` DROP COLUMN \`previous\`;`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` DROP COLUMN \`frontier\`;`)
  await db.run(sql`ALTER TABLE \`journey_log_checkpoints\` DROP COLUMN \`sealed\`;`)
}
