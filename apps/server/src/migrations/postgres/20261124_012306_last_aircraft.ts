import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "last_aircraft_id" integer;
  ALTER TABLE "users" ADD CONSTRAINT "users_last_aircraft_id_customer_aircrafts_id_fk" FOREIGN KEY ("last_aircraft_id") REFERENCES "public"."customer_aircrafts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_last_aircraft_idx" ON "users" USING btree ("last_aircraft_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP CONSTRAINT "users_last_aircraft_id_customer_aircrafts_id_fk";
  
  DROP INDEX "users_last_aircraft_idx";
  ALTER TABLE "users" DROP COLUMN "last_aircraft_id";`)
}
