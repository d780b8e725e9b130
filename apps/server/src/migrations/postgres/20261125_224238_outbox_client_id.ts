import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flight_logs" ADD COLUMN "client_id" varchar;
  ALTER TABLE "_flight_logs_v" ADD COLUMN "version_client_id" varchar;
  CREATE UNIQUE INDEX "customer_aircraft_client_id_idx" ON "flight_logs" USING btree ("customer_aircraft_id","client_id");
  CREATE INDEX "version_customer_aircraft_version_client_id_idx" ON "_flight_logs_v" USING btree ("version_customer_aircraft_id","version_client_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "customer_aircraft_client_id_idx";
  DROP INDEX "version_customer_aircraft_version_client_id_idx";
  ALTER TABLE "flight_logs" DROP COLUMN "client_id";
  ALTER TABLE "_flight_logs_v" DROP COLUMN "version_client_id";`)
}
