import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`amends_id\` integer REFERENCES flight_logs(id);`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`flight_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`engine_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`engine_cycles\` numeric;`)
  // Entries written before this migration get the figures the totals sum (see derivedFlightLogFields).
  await db.run(sql`UPDATE \`flight_logs\` SET
    \`flight_minutes\` = CAST(ROUND((julianday(\`time_landing_utc\`) - julianday(\`time_takeoff_utc\`)) * 1440) AS INTEGER),
    \`engine_minutes\` = CASE WHEN \`hobbs_eng1_start\` LIKE '%_:__' AND \`hobbs_eng1_end\` LIKE '%_:__' THEN
      (CAST(substr(\`hobbs_eng1_end\`, 1, instr(\`hobbs_eng1_end\`, ':') - 1) AS INTEGER) * 60 + CAST(substr(\`hobbs_eng1_end\`, instr(\`hobbs_eng1_end\`, ':') + 1) AS INTEGER))
      - (CAST(substr(\`hobbs_eng1_start\`, 1, instr(\`hobbs_eng1_start\`, ':') - 1) AS INTEGER) * 60 + CAST(substr(\`hobbs_eng1_start\`, instr(\`hobbs_eng1_start\`, ':') + 1) AS INTEGER))
    END,
    \`engine_cycles\` = \`cnt_cycle_eng1_end\` - \`cnt_cycle_eng1_start\`;`)
  await db.run(sql`CREATE INDEX \`flight_logs_amends_idx\` ON \`flight_logs\` (\`amends_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_aircraft_time_landing_utc_idx\` ON \`flight_logs\` (\`customer_aircraft_id\`,\`time_landing_utc\`);`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_amends_id\` integer REFERENCES flight_logs(id);`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_flight_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_engine_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_engine_cycles\` numeric;`)
  await db.run(sql`CREATE INDEX \`_flight_logs_v_version_version_amends_idx\` ON \`_flight_logs_v\` (\`version_amends_id\`);`)
  await db.run(sql`CREATE INDEX \`version_customer_aircraft_version_time_landing_utc_idx\` ON \`_flight_logs_v\` (\`version_customer_aircraft_id\`,\`version_time_landing_utc\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_flight_logs\` (
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
  await db.run(sql`INSERT INTO \`__new_flight_logs\`("id", "customer_aircraft_id", "number", "registration", "type", "status", "date", "pilot_id", "copilot_id", "cnt_guests", "location_to_id", "location_ldg_id", "off_block_utc", "to_utc", "ldg_utc", "on_block_utc", "is_batch", "flight_time", "cnt_ldg", "hobbs_eng1_start", "hobbs_eng1_end", "cnt_cycle_eng1_start", "cnt_cycle_eng1_end", "notes", "time_takeoff_utc", "time_landing_utc", "user_created_id", "user_updated_id", "updated_at", "created_at") SELECT "id", "customer_aircraft_id", "number", "registration", "type", "status", "date", "pilot_id", "copilot_id", "cnt_guests", "location_to_id", "location_ldg_id", "off_block_utc", "to_utc", "ldg_utc", "on_block_utc", "is_batch", "flight_time", "cnt_ldg", "hobbs_eng1_start", "hobbs_eng1_end", "cnt_cycle_eng1_start", "cnt_cycle_eng1_end", "notes", "time_takeoff_utc", "time_landing_utc", "user_created_id", "user_updated_id", "updated_at", "created_at" FROM \`flight_logs\`;`)
  await db.run(sql`DROP TABLE \`flight_logs\`;`)
  await db.run(sql`ALTER TABLE \`__new_flight_logs\` RENAME TO \`flight_logs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE TABLE \`__new__flight_logs_v\` (
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
  await db.run(sql`INSERT INTO \`__new__flight_logs_v\`("id", "parent_id", "version_customer_aircraft_id", "version_number", "version_registration", "version_type", "version_status", "version_date", "version_pilot_id", "version_copilot_id", "version_cnt_guests", "version_location_to_id", "version_location_ldg_id", "version_off_block_utc", "version_to_utc", "version_ldg_utc", "version_on_block_utc", "version_is_batch", "version_flight_time", "version_cnt_ldg", "version_hobbs_eng1_start", "version_hobbs_eng1_end", "version_cnt_cycle_eng1_start", "version_cnt_cycle_eng1_end", "version_notes", "version_time_takeoff_utc", "version_time_landing_utc", "version_user_created_id", "version_user_updated_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_customer_aircraft_id", "version_number", "version_registration", "version_type", "version_status", "version_date", "version_pilot_id", "version_copilot_id", "version_cnt_guests", "version_location_to_id", "version_location_ldg_id", "version_off_block_utc", "version_to_utc", "version_ldg_utc", "version_on_block_utc", "version_is_batch", "version_flight_time", "version_cnt_ldg", "version_hobbs_eng1_start", "version_hobbs_eng1_end", "version_cnt_cycle_eng1_start", "version_cnt_cycle_eng1_end", "version_notes", "version_time_takeoff_utc", "version_time_landing_utc", "version_user_created_id", "version_user_updated_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_flight_logs_v\`;`)
  await db.run(sql`DROP TABLE \`_flight_logs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__flight_logs_v\` RENAME TO \`_flight_logs_v\`;`)
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
}
