import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`customer_aircrafts_comp_serialized_locales\` (
  	\`position\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customer_aircrafts_comp_serialized\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_aircrafts_comp_serialized_locales_locale_parent_id_\` ON \`customer_aircrafts_comp_serialized_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customer_aircrafts_comp_unserialized_locales\` (
  	\`position\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customer_aircrafts_comp_unserialized\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_aircrafts_comp_unserialized_locales_locale_parent_i\` ON \`customer_aircrafts_comp_unserialized_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_customer_aircrafts_v_version_comp_serialized_locales\` (
  	\`position\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_customer_aircrafts_v_version_comp_serialized\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_customer_aircrafts_v_version_comp_serialized_locales_locale\` ON \`_customer_aircrafts_v_version_comp_serialized_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_customer_aircrafts_v_version_comp_unserialized_locales\` (
  	\`position\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_customer_aircrafts_v_version_comp_unserialized\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_customer_aircrafts_v_version_comp_unserialized_locales_loca\` ON \`_customer_aircrafts_v_version_comp_unserialized_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`components_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`components_locales_locale_parent_id_unique\` ON \`components_locales\` (\`_locale\`,\`_parent_id\`);`)
  // The stored names and positions become the German texts; English falls back to them until translated.
  await db.run(sql`INSERT INTO \`customer_aircrafts_comp_serialized_locales\` (\`position\`, \`_locale\`, \`_parent_id\`) SELECT \`position\`, 'de', \`id\` FROM \`customer_aircrafts_comp_serialized\` WHERE \`position\` IS NOT NULL;`)
  await db.run(sql`INSERT INTO \`customer_aircrafts_comp_unserialized_locales\` (\`position\`, \`_locale\`, \`_parent_id\`) SELECT \`position\`, 'de', \`id\` FROM \`customer_aircrafts_comp_unserialized\` WHERE \`position\` IS NOT NULL;`)
  await db.run(sql`INSERT INTO \`_customer_aircrafts_v_version_comp_serialized_locales\` (\`position\`, \`_locale\`, \`_parent_id\`) SELECT \`position\`, 'de', \`id\` FROM \`_customer_aircrafts_v_version_comp_serialized\` WHERE \`position\` IS NOT NULL;`)
  await db.run(sql`INSERT INTO \`_customer_aircrafts_v_version_comp_unserialized_locales\` (\`position\`, \`_locale\`, \`_parent_id\`) SELECT \`position\`, 'de', \`id\` FROM \`_customer_aircrafts_v_version_comp_unserialized\` WHERE \`position\` IS NOT NULL;`)
  await db.run(sql`INSERT INTO \`components_locales\` (\`name\`, \`_locale\`, \`_parent_id\`) SELECT \`name\`, 'de', \`id\` FROM \`components\` WHERE \`name\` IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` DROP COLUMN \`position\`;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` DROP COLUMN \`position\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` DROP COLUMN \`position\`;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` DROP COLUMN \`position\`;`)
  await db.run(sql`ALTER TABLE \`components\` DROP COLUMN \`name\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_serialized\` ADD \`position\` text;`)
  await db.run(sql`ALTER TABLE \`customer_aircrafts_comp_unserialized\` ADD \`position\` text;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_serialized\` ADD \`position\` text;`)
  await db.run(sql`ALTER TABLE \`_customer_aircrafts_v_version_comp_unserialized\` ADD \`position\` text;`)
  await db.run(sql`ALTER TABLE \`components\` ADD \`name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`UPDATE \`customer_aircrafts_comp_serialized\` SET \`position\` = COALESCE((SELECT l.\`position\` FROM \`customer_aircrafts_comp_serialized_locales\` l WHERE l.\`_parent_id\` = \`customer_aircrafts_comp_serialized\`.\`id\` ORDER BY l.\`_locale\` = 'de' DESC LIMIT 1), \`position\`);`)
  await db.run(sql`UPDATE \`customer_aircrafts_comp_unserialized\` SET \`position\` = COALESCE((SELECT l.\`position\` FROM \`customer_aircrafts_comp_unserialized_locales\` l WHERE l.\`_parent_id\` = \`customer_aircrafts_comp_unserialized\`.\`id\` ORDER BY l.\`_locale\` = 'de' DESC LIMIT 1), \`position\`);`)
  await db.run(sql`UPDATE \`_customer_aircrafts_v_version_comp_serialized\` SET \`position\` = COALESCE((SELECT l.\`position\` FROM \`_customer_aircrafts_v_version_comp_serialized_locales\` l WHERE l.\`_parent_id\` = \`_customer_aircrafts_v_version_comp_serialized\`.\`id\` ORDER BY l.\`_locale\` = 'de' DESC LIMIT 1), \`position\`);`)
  await db.run(sql`UPDATE \`_customer_aircrafts_v_version_comp_unserialized\` SET \`position\` = COALESCE((SELECT l.\`position\` FROM \`_customer_aircrafts_v_version_comp_unserialized_locales\` l WHERE l.\`_parent_id\` = \`_customer_aircrafts_v_version_comp_unserialized\`.\`id\` ORDER BY l.\`_locale\` = 'de' DESC LIMIT 1), \`position\`);`)
  await db.run(sql`UPDATE \`components\` SET \`name\` = COALESCE((SELECT l.\`name\` FROM \`components_locales\` l WHERE l.\`_parent_id\` = \`components\`.\`id\` ORDER BY l.\`_locale\` = 'de' DESC LIMIT 1), \`name\`);`)
  await db.run(sql`DROP TABLE \`customer_aircrafts_comp_serialized_locales\`;`)
  await db.run(sql`DROP TABLE \`customer_aircrafts_comp_unserialized_locales\`;`)
  await db.run(sql`DROP TABLE \`_customer_aircrafts_v_version_comp_serialized_locales\`;`)
  await db.run(sql`DROP TABLE \`_customer_aircrafts_v_version_comp_unserialized_locales\`;`)
  await db.run(sql`DROP TABLE \`components_locales\`;`)
}
