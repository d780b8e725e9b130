import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`defects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`flight_log_id\` integer,
  	\`client_id\` text,
  	\`description\` text NOT NULL,
  	\`ata_chapter\` text,
  	\`unsafe\` integer DEFAULT false,
  	\`reported_by_id\` integer,
  	\`reported_at\` text NOT NULL,
  	\`author_company_id\` integer,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`flight_log_id\`) REFERENCES \`flight_logs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reported_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`defects_customer_aircraft_idx\` ON \`defects\` (\`customer_aircraft_id\`);`)
  await db.run(sql`CREATE INDEX \`defects_flight_log_idx\` ON \`defects\` (\`flight_log_id\`);`)
  await db.run(sql`CREATE INDEX \`defects_reported_by_idx\` ON \`defects\` (\`reported_by_id\`);`)
  await db.run(sql`CREATE INDEX \`defects_author_company_idx\` ON \`defects\` (\`author_company_id\`);`)
  await db.run(sql`CREATE INDEX \`defects_user_created_idx\` ON \`defects\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`defects_user_updated_idx\` ON \`defects\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`defects_updated_at_idx\` ON \`defects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`defects_created_at_idx\` ON \`defects\` (\`created_at\`);`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`customer_aircraft_client_id_1_idx\` ON \`defects\` (\`customer_aircraft_id\`,\`client_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`defects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`defect_photos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`defects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`defect_photos_id\`) REFERENCES \`defect_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`defects_rels_order_idx\` ON \`defects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`defects_rels_parent_idx\` ON \`defects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`defects_rels_path_idx\` ON \`defects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`defects_rels_defect_photos_id_idx\` ON \`defects_rels\` (\`defect_photos_id\`);`)
  await db.run(sql`CREATE TABLE \`_defects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_customer_aircraft_id\` integer NOT NULL,
  	\`version_flight_log_id\` integer,
  	\`version_client_id\` text,
  	\`version_description\` text NOT NULL,
  	\`version_ata_chapter\` text,
  	\`version_unsafe\` integer DEFAULT false,
  	\`version_reported_by_id\` integer,
  	\`version_reported_at\` text NOT NULL,
  	\`version_author_company_id\` integer,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`defects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_flight_log_id\`) REFERENCES \`flight_logs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_reported_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_defects_v_parent_idx\` ON \`_defects_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_defects_v_version_version_customer_aircraft_idx\` ON \`_defects_v\` (\`version_customer_aircraft_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defects_v_version_version_flight_log_idx\` ON \`_defects_v\` (\`version_flight_log_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defects_v_version_version_reported_by_idx\` ON \`_defects_v\` (\`version_reported_by_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defects_v_version_version_author_company_idx\` ON \`_defects_v\` (\`version_author_company_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defects_v_version_version_user_created_idx\` ON \`_defects_v\` (\`version_user_created_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defects_v_version_version_user_updated_idx\` ON \`_defects_v\` (\`version_user_updated_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defects_v_version_version_updated_at_idx\` ON \`_defects_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defects_v_version_version_created_at_idx\` ON \`_defects_v\` (\`version_created_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`_defects_v_created_at_idx\` ON \`_defects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_defects_v_updated_at_idx\` ON \`_defects_v\` (\`updated_at\`);`)
  await db.run(
    sql`CREATE INDEX \`version_customer_aircraft_version_client_id_1_idx\` ON \`_defects_v\` (\`version_customer_aircraft_id\`,\`version_client_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_defects_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`defect_photos_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_defects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`defect_photos_id\`) REFERENCES \`defect_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_defects_v_rels_order_idx\` ON \`_defects_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_defects_v_rels_parent_idx\` ON \`_defects_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_defects_v_rels_path_idx\` ON \`_defects_v_rels\` (\`path\`);`)
  await db.run(
    sql`CREATE INDEX \`_defects_v_rels_defect_photos_id_idx\` ON \`_defects_v_rels\` (\`defect_photos_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`defect_actions_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`description\` text NOT NULL,
  	\`part_number\` text,
  	\`serial_number\` text,
  	\`installation\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`defect_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`defect_actions_parts_order_idx\` ON \`defect_actions_parts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`defect_actions_parts_parent_id_idx\` ON \`defect_actions_parts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`defect_actions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`defect_id\` integer NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`amends_id\` integer,
  	\`notes\` text,
  	\`airworthiness_affecting\` integer,
  	\`reason\` text,
  	\`limitation\` text,
  	\`deadline_hours\` numeric,
  	\`deadline_cycles\` numeric,
  	\`deadline_days\` numeric,
  	\`basis_date\` text,
  	\`basis_minutes\` numeric,
  	\`basis_cycles\` numeric,
  	\`work_performed\` text,
  	\`maintenance_data\` text,
  	\`release_certifying_person\` text,
  	\`release_licence\` text,
  	\`release_approval_reference\` text,
  	\`release_date\` text,
  	\`release_place\` text,
  	\`release_statement\` text,
  	\`author_id\` integer,
  	\`author_company_id\` integer,
  	\`user_created_id\` integer,
  	\`user_updated_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`defect_id\`) REFERENCES \`defects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`amends_id\`) REFERENCES \`defect_actions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`defect_actions_defect_idx\` ON \`defect_actions\` (\`defect_id\`);`)
  await db.run(
    sql`CREATE INDEX \`defect_actions_customer_aircraft_idx\` ON \`defect_actions\` (\`customer_aircraft_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`defect_actions_amends_idx\` ON \`defect_actions\` (\`amends_id\`);`)
  await db.run(sql`CREATE INDEX \`defect_actions_author_idx\` ON \`defect_actions\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`defect_actions_author_company_idx\` ON \`defect_actions\` (\`author_company_id\`);`)
  await db.run(sql`CREATE INDEX \`defect_actions_user_created_idx\` ON \`defect_actions\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`defect_actions_user_updated_idx\` ON \`defect_actions\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`defect_actions_updated_at_idx\` ON \`defect_actions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`defect_actions_created_at_idx\` ON \`defect_actions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_defect_actions_v_version_parts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`description\` text NOT NULL,
  	\`part_number\` text,
  	\`serial_number\` text,
  	\`installation\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_defect_actions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_defect_actions_v_version_parts_order_idx\` ON \`_defect_actions_v_version_parts\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_actions_v_version_parts_parent_id_idx\` ON \`_defect_actions_v_version_parts\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_defect_actions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_defect_id\` integer NOT NULL,
  	\`version_customer_aircraft_id\` integer NOT NULL,
  	\`version_kind\` text NOT NULL,
  	\`version_amends_id\` integer,
  	\`version_notes\` text,
  	\`version_airworthiness_affecting\` integer,
  	\`version_reason\` text,
  	\`version_limitation\` text,
  	\`version_deadline_hours\` numeric,
  	\`version_deadline_cycles\` numeric,
  	\`version_deadline_days\` numeric,
  	\`version_basis_date\` text,
  	\`version_basis_minutes\` numeric,
  	\`version_basis_cycles\` numeric,
  	\`version_work_performed\` text,
  	\`version_maintenance_data\` text,
  	\`version_release_certifying_person\` text,
  	\`version_release_licence\` text,
  	\`version_release_approval_reference\` text,
  	\`version_release_date\` text,
  	\`version_release_place\` text,
  	\`version_release_statement\` text,
  	\`version_author_id\` integer,
  	\`version_author_company_id\` integer,
  	\`version_user_created_id\` integer,
  	\`version_user_updated_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`defect_actions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_defect_id\`) REFERENCES \`defects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_amends_id\`) REFERENCES \`defect_actions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_defect_actions_v_parent_idx\` ON \`_defect_actions_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_defect_actions_v_version_version_defect_idx\` ON \`_defect_actions_v\` (\`version_defect_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_actions_v_version_version_customer_aircraft_idx\` ON \`_defect_actions_v\` (\`version_customer_aircraft_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_actions_v_version_version_amends_idx\` ON \`_defect_actions_v\` (\`version_amends_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_actions_v_version_version_author_idx\` ON \`_defect_actions_v\` (\`version_author_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_actions_v_version_version_author_company_idx\` ON \`_defect_actions_v\` (\`version_author_company_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_actions_v_version_version_user_created_idx\` ON \`_defect_actions_v\` (\`version_user_created_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_actions_v_version_version_user_updated_idx\` ON \`_defect_actions_v\` (\`version_user_updated_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_actions_v_version_version_updated_at_idx\` ON \`_defect_actions_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_actions_v_version_version_created_at_idx\` ON \`_defect_actions_v\` (\`version_created_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`_defect_actions_v_created_at_idx\` ON \`_defect_actions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_defect_actions_v_updated_at_idx\` ON \`_defect_actions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`defect_photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_aircraft_id\` integer NOT NULL,
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
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`CREATE INDEX \`defect_photos_customer_aircraft_idx\` ON \`defect_photos\` (\`customer_aircraft_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`defect_photos_user_created_idx\` ON \`defect_photos\` (\`user_created_id\`);`)
  await db.run(sql`CREATE INDEX \`defect_photos_user_updated_idx\` ON \`defect_photos\` (\`user_updated_id\`);`)
  await db.run(sql`CREATE INDEX \`defect_photos_updated_at_idx\` ON \`defect_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`defect_photos_created_at_idx\` ON \`defect_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`defect_photos_filename_idx\` ON \`defect_photos\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`_defect_photos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_customer_aircraft_id\` integer NOT NULL,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`defect_photos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_created_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_user_updated_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_defect_photos_v_parent_idx\` ON \`_defect_photos_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_defect_photos_v_version_version_customer_aircraft_idx\` ON \`_defect_photos_v\` (\`version_customer_aircraft_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_photos_v_version_version_user_created_idx\` ON \`_defect_photos_v\` (\`version_user_created_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_photos_v_version_version_user_updated_idx\` ON \`_defect_photos_v\` (\`version_user_updated_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_photos_v_version_version_updated_at_idx\` ON \`_defect_photos_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_photos_v_version_version_created_at_idx\` ON \`_defect_photos_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_defect_photos_v_version_version_filename_idx\` ON \`_defect_photos_v\` (\`version_filename\`);`,
  )
  await db.run(sql`CREATE INDEX \`_defect_photos_v_created_at_idx\` ON \`_defect_photos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_defect_photos_v_updated_at_idx\` ON \`_defect_photos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`release_signatures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`record_id\` numeric NOT NULL,
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
  	FOREIGN KEY (\`customer_aircraft_id\`) REFERENCES \`customer_aircrafts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`signer_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`release_signatures_record_id_idx\` ON \`release_signatures\` (\`record_id\`);`)
  await db.run(
    sql`CREATE INDEX \`release_signatures_customer_aircraft_idx\` ON \`release_signatures\` (\`customer_aircraft_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`release_signatures_signer_idx\` ON \`release_signatures\` (\`signer_id\`);`)
  await db.run(sql`CREATE INDEX \`release_signatures_updated_at_idx\` ON \`release_signatures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`release_signatures_created_at_idx\` ON \`release_signatures\` (\`created_at\`);`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`subject_record_id_idx\` ON \`release_signatures\` (\`subject\`,\`record_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`flight_logs\` ADD \`grounded_confirmed\` integer;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` ADD \`version_grounded_confirmed\` integer;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` ADD \`release_certifying_person\` text;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` ADD \`release_licence\` text;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` ADD \`release_approval_reference\` text;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` ADD \`release_date\` text;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` ADD \`release_place\` text;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` ADD \`release_statement\` text;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` ADD \`version_release_certifying_person\` text;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` ADD \`version_release_licence\` text;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` ADD \`version_release_approval_reference\` text;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` ADD \`version_release_date\` text;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` ADD \`version_release_place\` text;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` ADD \`version_release_statement\` text;`)
  await db.run(sql`ALTER TABLE \`task_completions\` ADD \`release_certifying_person\` text;`)
  await db.run(sql`ALTER TABLE \`task_completions\` ADD \`release_licence\` text;`)
  await db.run(sql`ALTER TABLE \`task_completions\` ADD \`release_approval_reference\` text;`)
  await db.run(sql`ALTER TABLE \`task_completions\` ADD \`release_date\` text;`)
  await db.run(sql`ALTER TABLE \`task_completions\` ADD \`release_place\` text;`)
  await db.run(sql`ALTER TABLE \`task_completions\` ADD \`release_statement\` text;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` ADD \`version_release_certifying_person\` text;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` ADD \`version_release_licence\` text;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` ADD \`version_release_approval_reference\` text;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` ADD \`version_release_date\` text;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` ADD \`version_release_place\` text;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` ADD \`version_release_statement\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`defects_id\` integer REFERENCES defects(id);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`defect_actions_id\` integer REFERENCES defect_actions(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`defect_photos_id\` integer REFERENCES defect_photos(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`release_signatures_id\` integer REFERENCES release_signatures(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_defects_id_idx\` ON \`payload_locked_documents_rels\` (\`defects_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_defect_actions_id_idx\` ON \`payload_locked_documents_rels\` (\`defect_actions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_defect_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`defect_photos_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_release_signatures_id_idx\` ON \`payload_locked_documents_rels\` (\`release_signatures_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`defects\`;`)
  await db.run(sql`DROP TABLE \`defects_rels\`;`)
  await db.run(sql`DROP TABLE \`_defects_v\`;`)
  await db.run(sql`DROP TABLE \`_defects_v_rels\`;`)
  await db.run(sql`DROP TABLE \`defect_actions_parts\`;`)
  await db.run(sql`DROP TABLE \`defect_actions\`;`)
  await db.run(sql`DROP TABLE \`_defect_actions_v_version_parts\`;`)
  await db.run(sql`DROP TABLE \`_defect_actions_v\`;`)
  await db.run(sql`DROP TABLE \`defect_photos\`;`)
  await db.run(sql`DROP TABLE \`_defect_photos_v\`;`)
  await db.run(sql`DROP TABLE \`release_signatures\`;`)
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
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "aircraft_contracts_id", "flight_logs_id", "flight_log_days_id", "flight_log_signatures_id", "journey_log_checkpoints_id", "passkeys_id", "airworthiness_directives_id", "ad_compliances_id", "maintenance_tasks_id", "task_completions_id", "equipment_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id", "login_throttles_id") SELECT "id", "order", "parent_id", "path", "users_id", "roles_id", "companies_id", "customer_aircrafts_id", "aircraft_contracts_id", "flight_logs_id", "flight_log_days_id", "flight_log_signatures_id", "journey_log_checkpoints_id", "passkeys_id", "airworthiness_directives_id", "ad_compliances_id", "maintenance_tasks_id", "task_completions_id", "equipment_id", "documents_id", "files_id", "aircrafts_id", "easa_types_id", "components_id", "airports_id", "countries_id", "tags_id", "base_tags_id", "doc_types_id", "bse_mnt_types_id", "authorities_id", "feedback_id", "notifications_id", "activity_id", "login_throttles_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_flight_log_days_id_idx\` ON \`payload_locked_documents_rels\` (\`flight_log_days_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_flight_log_signatures_id_idx\` ON \`payload_locked_documents_rels\` (\`flight_log_signatures_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_journey_log_checkpoints_id_idx\` ON \`payload_locked_documents_rels\` (\`journey_log_checkpoints_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_passkeys_id_idx\` ON \`payload_locked_documents_rels\` (\`passkeys_id\`);`,
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
  await db.run(sql`ALTER TABLE \`flight_logs\` DROP COLUMN \`grounded_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`_flight_logs_v\` DROP COLUMN \`version_grounded_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` DROP COLUMN \`release_certifying_person\`;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` DROP COLUMN \`release_licence\`;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` DROP COLUMN \`release_approval_reference\`;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` DROP COLUMN \`release_date\`;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` DROP COLUMN \`release_place\`;`)
  await db.run(sql`ALTER TABLE \`ad_compliances\` DROP COLUMN \`release_statement\`;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` DROP COLUMN \`version_release_certifying_person\`;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` DROP COLUMN \`version_release_licence\`;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` DROP COLUMN \`version_release_approval_reference\`;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` DROP COLUMN \`version_release_date\`;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` DROP COLUMN \`version_release_place\`;`)
  await db.run(sql`ALTER TABLE \`_ad_compliances_v\` DROP COLUMN \`version_release_statement\`;`)
  await db.run(sql`ALTER TABLE \`task_completions\` DROP COLUMN \`release_certifying_person\`;`)
  await db.run(sql`ALTER TABLE \`task_completions\` DROP COLUMN \`release_licence\`;`)
  await db.run(sql`ALTER TABLE \`task_completions\` DROP COLUMN \`release_approval_reference\`;`)
  await db.run(sql`ALTER TABLE \`task_completions\` DROP COLUMN \`release_date\`;`)
  await db.run(sql`ALTER TABLE \`task_completions\` DROP COLUMN \`release_place\`;`)
  await db.run(sql`ALTER TABLE \`task_completions\` DROP COLUMN \`release_statement\`;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` DROP COLUMN \`version_release_certifying_person\`;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` DROP COLUMN \`version_release_licence\`;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` DROP COLUMN \`version_release_approval_reference\`;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` DROP COLUMN \`version_release_date\`;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` DROP COLUMN \`version_release_place\`;`)
  await db.run(sql`ALTER TABLE \`_task_completions_v\` DROP COLUMN \`version_release_statement\`;`)
}
