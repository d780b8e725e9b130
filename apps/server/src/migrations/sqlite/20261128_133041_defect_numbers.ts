import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`defects\` ADD \`number\` numeric;`)
  // Defects reported before count per aircraft in the order they were stored.
  await db.run(
    sql`UPDATE \`defects\` SET \`number\` = (SELECT COUNT(*) FROM \`defects\` AS \`earlier\` WHERE \`earlier\`.\`customer_aircraft_id\` = \`defects\`.\`customer_aircraft_id\` AND \`earlier\`.\`id\` <= \`defects\`.\`id\`);`,
  )
  await db.run(sql`CREATE UNIQUE INDEX \`customer_aircraft_number_1_idx\` ON \`defects\` (\`customer_aircraft_id\`,\`number\`);`)
  await db.run(sql`ALTER TABLE \`_defects_v\` ADD \`version_number\` numeric;`)
  await db.run(sql`CREATE INDEX \`version_customer_aircraft_version_number_1_idx\` ON \`_defects_v\` (\`version_customer_aircraft_id\`,\`version_number\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`customer_aircraft_number_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`defects\` DROP COLUMN \`number\`;`)
  await db.run(sql`DROP INDEX \`version_customer_aircraft_version_number_1_idx\`;`)
  await db.run(sql`ALTER TABLE \`_defects_v\` DROP COLUMN \`version_number\`;`)
}
