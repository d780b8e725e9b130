import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'signReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'signReminders';
  ALTER TABLE "companies" ADD COLUMN "approval_reference" varchar;
  ALTER TABLE "_companies_v" ADD COLUMN "version_approval_reference" varchar;
  ALTER TABLE "flight_logs" ADD COLUMN "preflight_acknowledged" jsonb;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_preflight_acknowledged" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'checkDue', 'sweepDue', 'noticeMail', 'dailyCheckpoints');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'checkDue', 'sweepDue', 'noticeMail', 'dailyCheckpoints');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "companies" DROP COLUMN "approval_reference";
  ALTER TABLE "_companies_v" DROP COLUMN "version_approval_reference";
  ALTER TABLE "flight_logs" DROP COLUMN "preflight_acknowledged";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_preflight_acknowledged";`)
}
