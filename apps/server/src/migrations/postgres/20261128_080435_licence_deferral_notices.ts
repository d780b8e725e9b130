import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "licence_number" varchar;
  ALTER TABLE "users" ADD COLUMN "licence_valid_until" timestamp(3) with time zone;
  ALTER TABLE "notifications" ADD COLUMN "count" numeric DEFAULT 1;
  ALTER TABLE "notifications" ADD COLUMN "coalesce_key" varchar;
  ALTER TABLE "notifications" ADD COLUMN "coalesce_until" timestamp(3) with time zone;
  ALTER TABLE "settings" ADD COLUMN "max_deferral_months" numeric DEFAULT 12;
  ALTER TABLE "settings" ADD COLUMN "max_deferral_hours" numeric DEFAULT 100;
  ALTER TABLE "_settings_v" ADD COLUMN "version_max_deferral_months" numeric DEFAULT 12;
  ALTER TABLE "_settings_v" ADD COLUMN "version_max_deferral_hours" numeric DEFAULT 100;
  CREATE INDEX "notifications_coalesce_key_idx" ON "notifications" USING btree ("coalesce_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "notifications_coalesce_key_idx";
  ALTER TABLE "users" DROP COLUMN "licence_number";
  ALTER TABLE "users" DROP COLUMN "licence_valid_until";
  ALTER TABLE "notifications" DROP COLUMN "count";
  ALTER TABLE "notifications" DROP COLUMN "coalesce_key";
  ALTER TABLE "notifications" DROP COLUMN "coalesce_until";
  ALTER TABLE "settings" DROP COLUMN "max_deferral_months";
  ALTER TABLE "settings" DROP COLUMN "max_deferral_hours";
  ALTER TABLE "_settings_v" DROP COLUMN "version_max_deferral_months";
  ALTER TABLE "_settings_v" DROP COLUMN "version_max_deferral_hours";`)
}
