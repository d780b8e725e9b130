import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "defects" ADD COLUMN "number" numeric;
  UPDATE "defects" SET "number" = (SELECT COUNT(*) FROM "defects" AS "earlier" WHERE "earlier"."customer_aircraft_id" = "defects"."customer_aircraft_id" AND "earlier"."id" <= "defects"."id");
  ALTER TABLE "_defects_v" ADD COLUMN "version_number" numeric;
  CREATE UNIQUE INDEX "customer_aircraft_number_1_idx" ON "defects" USING btree ("customer_aircraft_id","number");
  CREATE INDEX "version_customer_aircraft_version_number_1_idx" ON "_defects_v" USING btree ("version_customer_aircraft_id","version_number");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "customer_aircraft_number_1_idx";
  DROP INDEX "version_customer_aircraft_version_number_1_idx";
  ALTER TABLE "defects" DROP COLUMN "number";
  ALTER TABLE "_defects_v" DROP COLUMN "version_number";`)
}
