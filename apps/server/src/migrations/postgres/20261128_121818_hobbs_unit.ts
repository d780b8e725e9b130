import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customer_aircrafts_hobbs_unit" AS ENUM('hh_mm', 'decimal_1', 'decimal_2');
  CREATE TYPE "public"."enum__customer_aircrafts_v_version_hobbs_unit" AS ENUM('hh_mm', 'decimal_1', 'decimal_2');
  CREATE TYPE "public"."enum_flight_logs_hobbs_unit" AS ENUM('hh_mm', 'decimal_1', 'decimal_2');
  CREATE TYPE "public"."enum__flight_logs_v_version_hobbs_unit" AS ENUM('hh_mm', 'decimal_1', 'decimal_2');
  ALTER TABLE "customer_aircrafts" ADD COLUMN "hobbs_unit" "enum_customer_aircrafts_hobbs_unit" DEFAULT 'hh_mm' NOT NULL;
  ALTER TABLE "_customer_aircrafts_v" ADD COLUMN "version_hobbs_unit" "enum__customer_aircrafts_v_version_hobbs_unit" DEFAULT 'hh_mm' NOT NULL;
  ALTER TABLE "flight_logs" ADD COLUMN "hobbs_unit" "enum_flight_logs_hobbs_unit";
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_hobbs_unit" "enum__flight_logs_v_version_hobbs_unit";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customer_aircrafts" DROP COLUMN "hobbs_unit";
  ALTER TABLE "_customer_aircrafts_v" DROP COLUMN "version_hobbs_unit";
  ALTER TABLE "flight_logs" DROP COLUMN "hobbs_unit";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_hobbs_unit";
  DROP TYPE "public"."enum_customer_aircrafts_hobbs_unit";
  DROP TYPE "public"."enum__customer_aircrafts_v_version_hobbs_unit";
  DROP TYPE "public"."enum_flight_logs_hobbs_unit";
  DROP TYPE "public"."enum__flight_logs_v_version_hobbs_unit";`)
}
