import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { verifyTotals } from '../../collections/flight-logs/verify-totals'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`flight_log_days\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`date\` text NOT NULL,
  	\`last_landing\` text,
  	\`flights\` numeric DEFAULT 0 NOT NULL,
  	\`flight_minutes\` numeric DEFAULT 0 NOT NULL,
  	\`landings\` numeric DEFAULT 0 NOT NULL,
  	\`engine_minutes\` numeric DEFAULT 0 NOT NULL,
  	\`engine_cycles\` numeric DEFAULT 0 NOT NULL,
  	\`total_flights\` numeric DEFAULT 0 NOT NULL,
  	\`total_minutes\` numeric DEFAULT 0 NOT NULL,
  	\`total_landings\` numeric DEFAULT 0 NOT NULL,
  	\`total_engine_minutes\` numeric DEFAULT 0 NOT NULL,
  	\`total_cycles\` numeric DEFAULT 0 NOT NULL,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`flight_log_days_customer_aircraft_idx\` ON \`flight_log_days\` (\`customer_aircraft_id\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`customer_aircraft_date_idx\` ON \`flight_log_days\` (\`customer_aircraft_id\`,\`date\`);`,
  )
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`total_flights\` numeric;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`total_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`total_landings\` numeric;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`total_engine_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`total_cycles\` numeric;`)
  await db.run(sql`DROP INDEX \`compound_index_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_total_flights\` numeric;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_total_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_total_landings\` numeric;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_total_engine_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_total_cycles\` numeric;`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`flight_log_days_id\` integer REFERENCES flight_log_days(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_flight_log_days_id_idx\` ON \`payload_locked_documents_rels\` (\`flight_log_days_id\`);`,
  )
  // Entries stored before the totals were carried get them, and every aircraft its days.
  await verifyTotals(req, { repair: true, db })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`flight_log_days\`;`)
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
  	\`airworthiness_directives_id\` integer,
  	\`ad_compliances_id\` integer,
  	\`maintenance_tasks_id\` integer,
  	\`task_completions_id\` integer,
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
  	FOREIGN KEY (\`airworthiness_directives_id\`) REFERENCES \`airworthiness_directives\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ad_compliances_id\`) REFERENCES \`ad_compliances\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`maintenance_tasks_id\`) REFERENCES \`maintenance_tasks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`task_completions_id\`) REFERENCES \`task_completions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "aircraft_contracts_id", "flight_logs_id", "airworthiness_directives_id", "ad_compliances_id", "maintenance_tasks_id", "task_completions_id", "equipment_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id", "login_throttles_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "aircraft_contracts_id", "flight_logs_id", "airworthiness_directives_id", "ad_compliances_id", "maintenance_tasks_id", "task_completions_id", "equipment_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id", "login_throttles_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`roles_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_customer_aircrafts_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_aircrafts_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_aircraft_contracts_id_idx\` ON \`payload_locked_documents_rels\` (\`aircraft_contracts_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_flight_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`flight_logs_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_airworthiness_directives_i_idx\` ON \`payload_locked_documents_rels\` (\`airworthiness_directives_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_ad_compliances_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_compliances_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_maintenance_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`maintenance_tasks_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_task_completions_id_idx\` ON \`payload_locked_documents_rels\` (\`task_completions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_equipment_id_idx\` ON \`payload_locked_documents_rels\` (\`equipment_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_files_id_idx\` ON \`payload_locked_documents_rels\` (\`files_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_aircrafts_id_idx\` ON \`payload_locked_documents_rels\` (\`aircrafts_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_easa_types_id_idx\` ON \`payload_locked_documents_rels\` (\`easa_types_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_components_id_idx\` ON \`payload_locked_documents_rels\` (\`components_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_airports_id_idx\` ON \`payload_locked_documents_rels\` (\`airports_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_base_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`base_tags_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_doc_types_id_idx\` ON \`payload_locked_documents_rels\` (\`doc_types_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_bse_mnt_types_id_idx\` ON \`payload_locked_documents_rels\` (\`bse_mnt_types_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_authorities_id_idx\` ON \`payload_locked_documents_rels\` (\`authorities_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_activity_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_login_throttles_id_idx\` ON \`payload_locked_documents_rels\` (\`login_throttles_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`compound_index_idx\` ON \`flight_logs\` (\`customer_aircraft_id\`,\`flight_minutes\`,\`cnt_ldg\`,\`engine_minutes\`,\`engine_cycles\`);`,
  )
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`total_flights\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`total_minutes\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`total_landings\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`total_engine_minutes\`;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`total_cycles\`;`)
  await db.run(
    sql`CREATE INDEX \`compound_index_1_idx\` ON \`_flight_logs_v\` (\`version_customer_aircraft_id\`,\`version_flight_minutes\`,\`version_cnt_ldg\`,\`version_engine_minutes\`,\`version_engine_cycles\`);`,
  )
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_total_flights\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_total_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_total_landings\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_total_engine_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_total_cycles\`;`)
}
