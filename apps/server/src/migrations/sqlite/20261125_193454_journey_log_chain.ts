import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`flight_log_signatures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`flight_log_id\` integer NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`signer_id\` integer NOT NULL,
  	\`method\` text NOT NULL,
  	\`credential_id\` text,
  	\`content_hash\` text NOT NULL,
  	\`signed_at\` text NOT NULL,
  	\`authenticator_data\` text,
  	\`client_data_json\` text,
  	\`signature\` text,
  	\`server_signature\` text NOT NULL,
  	\`key_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`flight_log_id\`) REFERENCES \`flight_logs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`signer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`flight_log_signatures_flight_log_idx\` ON \`flight_log_signatures\` (\`flight_log_id\`);`)
  await db.run(sql`CREATE INDEX \`flight_log_signatures_customer_aircraft_idx\` ON \`flight_log_signatures\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`flight_log_signatures_signer_idx\` ON \`flight_log_signatures\` (\`signer_id\`);`)
  await db.run(sql`CREATE INDEX \`flight_log_signatures_updated_at_idx\` ON \`flight_log_signatures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`flight_log_signatures_created_at_idx\` ON \`flight_log_signatures\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`flight_log_signer_idx\` ON \`flight_log_signatures\` (\`flight_log_id\`,\`signer_id\`);`)
  await db.run(sql`CREATE TABLE \`journey_log_checkpoints\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`registration\` text NOT NULL,
  	\`entries\` numeric NOT NULL,
  	\`head_number\` numeric,
  	\`head_hash\` text,
  	\`signed_at\` text NOT NULL,
  	\`reason\` text NOT NULL,
  	\`signature\` text NOT NULL,
  	\`key_id\` text NOT NULL,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`journey_log_checkpoints_customer_aircraft_idx\` ON \`journey_log_checkpoints\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircraft_signed_at_idx\` ON \`journey_log_checkpoints\` (\`customer_aircraft_id\`,\`signed_at\`);`)
  await db.run(sql`CREATE TABLE \`passkeys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`credential_id\` text NOT NULL,
  	\`public_key\` text NOT NULL,
  	\`counter\` numeric DEFAULT 0 NOT NULL,
  	\`transports\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`passkeys_user_idx\` ON \`passkeys\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`passkeys_credential_id_idx\` ON \`passkeys\` (\`credential_id\`);`)
  await db.run(sql`CREATE INDEX \`passkeys_updated_at_idx\` ON \`passkeys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`passkeys_created_at_idx\` ON \`passkeys\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`pic_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`recorded_at\` text;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`content_hash\` text;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`hash\` text;`)
  await db.run(sql`CREATE INDEX \`flight_logs_pic_idx\` ON \`flight_logs\` (\`pic_id\`);`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_pic_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_recorded_at\` text;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_content_hash\` text;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_hash\` text;`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_pic_idx\` ON \`_flight_logs_v\` (\`version_pic_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`flight_log_signatures_id\` integer REFERENCES flight_log_signatures(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`journey_log_checkpoints_id\` integer REFERENCES journey_log_checkpoints(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`passkeys_id\` integer REFERENCES passkeys(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flight_log_signatures_id_idx\` ON \`payload_locked_documents_rels\` (\`flight_log_signatures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_journey_log_checkpoints_id_idx\` ON \`payload_locked_documents_rels\` (\`journey_log_checkpoints_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_passkeys_id_idx\` ON \`payload_locked_documents_rels\` (\`passkeys_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`flight_log_signatures\`;`)
  await db.run(sql`DROP TABLE \`journey_log_checkpoints\`;`)
  await db.run(sql`DROP TABLE \`passkeys\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_flight_logs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`number\` numeric,
  	\`registration\` text NOT NULL,
  	\`type\` text DEFAULT 'origin' NOT NULL,
  	\`amends_id\` integer,
  	\`status\` text DEFAULT 'published' NOT NULL,
  	\`date\` text NOT NULL,
  	\`nature_of_flight\` text,
  	\`pilot_id\` integer NOT NULL,
  	\`pilot_duty\` text,
  	\`copilot_id\` integer,
  	\`copilot_duty\` text,
  	\`cnt_guests\` numeric DEFAULT 0,
  	\`persons_on_board\` numeric,
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
  	\`incidents\` text,
  	\`time_takeoff_utc\` text,
  	\`time_landing_utc\` text,
  	\`flight_minutes\` numeric,
  	\`engine_minutes\` numeric,
  	\`engine_cycles\` numeric,
  	\`total_flights\` numeric,
  	\`total_minutes\` numeric,
  	\`total_landings\` numeric,
  	\`total_engine_minutes\` numeric,
  	\`total_cycles\` numeric,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`amends_id\`) REFERENCES \`flight_logs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pilot_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`copilot_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_to_id\`) REFERENCES \`airports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_ldg_id\`) REFERENCES \`airports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_flight_logs\`("id", "customer_aircraft_id", "number", "registration", "type", "amends_id", "status", "date", "nature_of_flight", "pilot_id", "pilot_duty", "copilot_id", "copilot_duty", "cnt_guests", "persons_on_board", "location_to_id", "location_ldg_id", "off_block_utc", "to_utc", "ldg_utc", "on_block_utc", "is_batch", "flight_time", "cnt_ldg", "hobbs_eng1_start", "hobbs_eng1_end", "cnt_cycle_eng1_start", "cnt_cycle_eng1_end", "notes", "incidents", "time_takeoff_utc", "time_landing_utc", "flight_minutes", "engine_minutes", "engine_cycles", "total_flights", "total_minutes", "total_landings", "total_engine_minutes", "total_cycles", "user_created_id", "user_updated_id", "updated_at", "created_at") SELECT "id", "customer_aircraft_id", "number", "registration", "type", "amends_id", "status", "date", "nature_of_flight", "pilot_id", "pilot_duty", "copilot_id", "copilot_duty", "cnt_guests", "persons_on_board", "location_to_id", "location_ldg_id", "off_block_utc", "to_utc", "ldg_utc", "on_block_utc", "is_batch", "flight_time", "cnt_ldg", "hobbs_eng1_start", "hobbs_eng1_end", "cnt_cycle_eng1_start", "cnt_cycle_eng1_end", "notes", "incidents", "time_takeoff_utc", "time_landing_utc", "flight_minutes", "engine_minutes", "engine_cycles", "total_flights", "total_minutes", "total_landings", "total_engine_minutes", "total_cycles", "user_created_id", "user_updated_id", "updated_at", "created_at" FROM \`flight_logs\`;`)
  await db.run(sql`DROP TABLE \`flight_logs\`;`)
  await db.run(sql`ALTER TABLE \`__new_flight_logs\` RENAME TO \`flight_logs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`flight_logs_customer_aircraft_idx\` ON \`flight_logs\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`flight_logs_amends_idx\` ON \`flight_logs\` (\`amends_id\`);`)
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
  await db.run(sql`CREATE INDEX \`customer_aircraft_time_landing_utc_idx\` ON \`flight_logs\` (\`customer_aircraft_id\`,\`time_landing_utc\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircraft_time_takeoff_utc_idx\` ON \`flight_logs\` (\`customer_aircraft_id\`,\`time_takeoff_utc\`);`)
  await db.run(sql`CREATE TABLE \`__new__flight_logs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_customer_aircraft_id\` integer NOT NULL,
  	\`version_number\` numeric,
  	\`version_registration\` text NOT NULL,
  	\`version_type\` text DEFAULT 'origin' NOT NULL,
  	\`version_amends_id\` integer,
  	\`version_status\` text DEFAULT 'published' NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_nature_of_flight\` text,
  	\`version_pilot_id\` integer NOT NULL,
  	\`version_pilot_duty\` text,
  	\`version_copilot_id\` integer,
  	\`version_copilot_duty\` text,
  	\`version_cnt_guests\` numeric DEFAULT 0,
  	\`version_persons_on_board\` numeric,
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
  	\`version_incidents\` text,
  	\`version_time_takeoff_utc\` text,
  	\`version_time_landing_utc\` text,
  	\`version_flight_minutes\` numeric,
  	\`version_engine_minutes\` numeric,
  	\`version_engine_cycles\` numeric,
  	\`version_total_flights\` numeric,
  	\`version_total_minutes\` numeric,
  	\`version_total_landings\` numeric,
  	\`version_total_engine_minutes\` numeric,
  	\`version_total_cycles\` numeric,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`flight_logs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_amends_id\`) REFERENCES \`flight_logs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pilot_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_copilot_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_location_to_id\`) REFERENCES \`airports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_location_ldg_id\`) REFERENCES \`airports\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__flight_logs_v\`("id", "parent_id", "version_customer_aircraft_id", "version_number", "version_registration", "version_type", "version_amends_id", "version_status", "version_date", "version_nature_of_flight", "version_pilot_id", "version_pilot_duty", "version_copilot_id", "version_copilot_duty", "version_cnt_guests", "version_persons_on_board", "version_location_to_id", "version_location_ldg_id", "version_off_block_utc", "version_to_utc", "version_ldg_utc", "version_on_block_utc", "version_is_batch", "version_flight_time", "version_cnt_ldg", "version_hobbs_eng1_start", "version_hobbs_eng1_end", "version_cnt_cycle_eng1_start", "version_cnt_cycle_eng1_end", "version_notes", "version_incidents", "version_time_takeoff_utc", "version_time_landing_utc", "version_flight_minutes", "version_engine_minutes", "version_engine_cycles", "version_total_flights", "version_total_minutes", "version_total_landings", "version_total_engine_minutes", "version_total_cycles", "version_user_created_id", "version_user_updated_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_customer_aircraft_id", "version_number", "version_registration", "version_type", "version_amends_id", "version_status", "version_date", "version_nature_of_flight", "version_pilot_id", "version_pilot_duty", "version_copilot_id", "version_copilot_duty", "version_cnt_guests", "version_persons_on_board", "version_location_to_id", "version_location_ldg_id", "version_off_block_utc", "version_to_utc", "version_ldg_utc", "version_on_block_utc", "version_is_batch", "version_flight_time", "version_cnt_ldg", "version_hobbs_eng1_start", "version_hobbs_eng1_end", "version_cnt_cycle_eng1_start", "version_cnt_cycle_eng1_end", "version_notes", "version_incidents", "version_time_takeoff_utc", "version_time_landing_utc", "version_flight_minutes", "version_engine_minutes", "version_engine_cycles", "version_total_flights", "version_total_minutes", "version_total_landings", "version_total_engine_minutes", "version_total_cycles", "version_user_created_id", "version_user_updated_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_flight_logs_v\`;`)
  await db.run(sql`DROP TABLE \`_flight_logs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__flight_logs_v\` RENAME TO \`_flight_logs_v\`;`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_parent_idx\` ON \`_flight_logs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_customer_aircraft_idx\` ON \`_flight_logs_v\` (\`version_customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_amends_idx\` ON \`_flight_logs_v\` (\`version_amends_id\`);`)
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
  await db.run(sql`CREATE INDEX \`version_customer_aircraft_version_time_landing_utc_idx\` ON \`_flight_logs_v\` (\`version_customer_aircraft_id\`,\`version_time_landing_utc\`);`)
  await db.run(sql`CREATE INDEX \`version_customer_aircraft_version_time_takeoff_utc_idx\` ON \`_flight_logs_v\` (\`version_customer_aircraft_id\`,\`version_time_takeoff_utc\`);`)
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
  	FOREIGN KEY (\`flight_log_days_id\`) REFERENCES \`flight_log_days\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "aircraft_contracts_id", "flight_logs_id", "flight_log_days_id", "airworthiness_directives_id", "ad_compliances_id", "maintenance_tasks_id", "task_completions_id", "equipment_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id", "login_throttles_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "aircraft_contracts_id", "flight_logs_id", "flight_log_days_id", "airworthiness_directives_id", "ad_compliances_id", "maintenance_tasks_id", "task_completions_id", "equipment_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id", "login_throttles_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_airworthiness_directives_i_idx\` ON \`payload_locked_documents_rels\` (\`airworthiness_directives_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ad_compliances_id_idx\` ON \`payload_locked_documents_rels\` (\`ad_compliances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_maintenance_tasks_id_idx\` ON \`payload_locked_documents_rels\` (\`maintenance_tasks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_task_completions_id_idx\` ON \`payload_locked_documents_rels\` (\`task_completions_id\`);`)
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
