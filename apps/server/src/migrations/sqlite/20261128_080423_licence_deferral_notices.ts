import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`licence_number\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`licence_valid_until\` text;`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`count\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`coalesce_key\` text;`)
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`coalesce_until\` text;`)
  await db.run(sql`CREATE INDEX \`notifications_coalesce_key_idx\` ON \`notifications\` (\`coalesce_key\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`max_deferral_months\` numeric DEFAULT 12;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`max_deferral_hours\` numeric DEFAULT 100;`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_max_deferral_months\` numeric DEFAULT 12;`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_max_deferral_hours\` numeric DEFAULT 100;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`notifications_coalesce_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`notifications\` DROP COLUMN \`count\`;`)
  await db.run(sql`ALTER TABLE \`notifications\` DROP COLUMN \`coalesce_key\`;`)
  await db.run(sql`ALTER TABLE \`notifications\` DROP COLUMN \`coalesce_until\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`licence_number\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`licence_valid_until\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`max_deferral_months\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`max_deferral_hours\`;`)
  await db.run(sql`ALTER TABLE \`_settings_v\` DROP COLUMN \`version_max_deferral_months\`;`)
  await db.run(sql`ALTER TABLE \`_settings_v\` DROP COLUMN \`version_max_deferral_hours\`;`)
}
