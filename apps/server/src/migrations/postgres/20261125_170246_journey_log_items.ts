import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_flight_logs_nature_of_flight" AS ENUM('private', 'training', 'check_flight', 'maintenance_flight', 'other');
  CREATE TYPE "public"."enum_flight_logs_pilot_duty" AS ENUM('pic', 'copilot', 'instructor', 'student');
  CREATE TYPE "public"."enum_flight_logs_copilot_duty" AS ENUM('pic', 'copilot', 'instructor', 'student');
  CREATE TYPE "public"."enum__flight_logs_v_version_nature_of_flight" AS ENUM('private', 'training', 'check_flight', 'maintenance_flight', 'other');
  CREATE TYPE "public"."enum__flight_logs_v_version_pilot_duty" AS ENUM('pic', 'copilot', 'instructor', 'student');
  CREATE TYPE "public"."enum__flight_logs_v_version_copilot_duty" AS ENUM('pic', 'copilot', 'instructor', 'student');
  ALTER TABLE "flight_logs" ADD COLUMN "nature_of_flight" "enum_flight_logs_nature_of_flight";
  ALTER TABLE "flight_logs" ADD COLUMN "pilot_duty" "enum_flight_logs_pilot_duty";
  ALTER TABLE "flight_logs" ADD COLUMN "copilot_duty" "enum_flight_logs_copilot_duty";
  ALTER TABLE "flight_logs" ADD COLUMN "persons_on_board" numeric;
  ALTER TABLE "flight_logs" ADD COLUMN "incidents" varchar;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_nature_of_flight" "enum__flight_logs_v_version_nature_of_flight";
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_pilot_duty" "enum__flight_logs_v_version_pilot_duty";
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_copilot_duty" "enum__flight_logs_v_version_copilot_duty";
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_persons_on_board" numeric;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_incidents" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flight_logs" DROP COLUMN "nature_of_flight";
  ALTER TABLE "flight_logs" DROP COLUMN "pilot_duty";
  ALTER TABLE "flight_logs" DROP COLUMN "copilot_duty";
  ALTER TABLE "flight_logs" DROP COLUMN "persons_on_board";
  ALTER TABLE "flight_logs" DROP COLUMN "incidents";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_nature_of_flight";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_pilot_duty";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_copilot_duty";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_persons_on_board";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_incidents";
  DROP TYPE "public"."enum_flight_logs_nature_of_flight";
  DROP TYPE "public"."enum_flight_logs_pilot_duty";
  DROP TYPE "public"."enum_flight_logs_copilot_duty";
  DROP TYPE "public"."enum__flight_logs_v_version_nature_of_flight";
  DROP TYPE "public"."enum__flight_logs_v_version_pilot_duty";
  DROP TYPE "public"."enum__flight_logs_v_version_copilot_duty";`)
}
