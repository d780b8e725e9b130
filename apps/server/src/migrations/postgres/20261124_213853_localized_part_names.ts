import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The stored names and positions become the German texts; English falls back to them until translated.
  await db.execute(sql`
   CREATE TABLE "customer_aircrafts_comp_serialized_locales" (
  	"position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "customer_aircrafts_comp_unserialized_locales" (
  	"position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_customer_aircrafts_v_version_comp_serialized_locales" (
  	"position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_customer_aircrafts_v_version_comp_unserialized_locales" (
  	"position" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "components_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "customer_aircrafts_comp_serialized_locales" ADD CONSTRAINT "customer_aircrafts_comp_serialized_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customer_aircrafts_comp_serialized"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customer_aircrafts_comp_unserialized_locales" ADD CONSTRAINT "customer_aircrafts_comp_unserialized_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customer_aircrafts_comp_unserialized"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized_locales" ADD CONSTRAINT "_customer_aircrafts_v_version_comp_serialized_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_customer_aircrafts_v_version_comp_serialized"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized_locales" ADD CONSTRAINT "_customer_aircrafts_v_version_comp_unserialized_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_customer_aircrafts_v_version_comp_unserialized"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "components_locales" ADD CONSTRAINT "components_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "customer_aircrafts_comp_serialized_locales_locale_parent_id_" ON "customer_aircrafts_comp_serialized_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "customer_aircrafts_comp_unserialized_locales_locale_parent_i" ON "customer_aircrafts_comp_unserialized_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_customer_aircrafts_v_version_comp_serialized_locales_locale" ON "_customer_aircrafts_v_version_comp_serialized_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_customer_aircrafts_v_version_comp_unserialized_locales_loca" ON "_customer_aircrafts_v_version_comp_unserialized_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "components_locales_locale_parent_id_unique" ON "components_locales" USING btree ("_locale","_parent_id");
  INSERT INTO "customer_aircrafts_comp_serialized_locales" ("position", "_locale", "_parent_id") SELECT "position", 'de', "id" FROM "customer_aircrafts_comp_serialized" WHERE "position" IS NOT NULL;
  INSERT INTO "customer_aircrafts_comp_unserialized_locales" ("position", "_locale", "_parent_id") SELECT "position", 'de', "id" FROM "customer_aircrafts_comp_unserialized" WHERE "position" IS NOT NULL;
  INSERT INTO "_customer_aircrafts_v_version_comp_serialized_locales" ("position", "_locale", "_parent_id") SELECT "position", 'de', "id" FROM "_customer_aircrafts_v_version_comp_serialized" WHERE "position" IS NOT NULL;
  INSERT INTO "_customer_aircrafts_v_version_comp_unserialized_locales" ("position", "_locale", "_parent_id") SELECT "position", 'de', "id" FROM "_customer_aircrafts_v_version_comp_unserialized" WHERE "position" IS NOT NULL;
  INSERT INTO "components_locales" ("name", "_locale", "_parent_id") SELECT "name", 'de', "id" FROM "components" WHERE "name" IS NOT NULL;
  ALTER TABLE "customer_aircrafts_comp_serialized" DROP COLUMN "position";
  ALTER TABLE "customer_aircrafts_comp_unserialized" DROP COLUMN "position";
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" DROP COLUMN "position";
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" DROP COLUMN "position";
  ALTER TABLE "components" DROP COLUMN "name";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "customer_aircrafts_comp_serialized" ADD COLUMN "position" varchar;
  ALTER TABLE "customer_aircrafts_comp_unserialized" ADD COLUMN "position" varchar;
  ALTER TABLE "_customer_aircrafts_v_version_comp_serialized" ADD COLUMN "position" varchar;
  ALTER TABLE "_customer_aircrafts_v_version_comp_unserialized" ADD COLUMN "position" varchar;
  ALTER TABLE "components" ADD COLUMN "name" varchar;
  UPDATE "customer_aircrafts_comp_serialized" SET "position" = (SELECT l."position" FROM "customer_aircrafts_comp_serialized_locales" l WHERE l."_parent_id" = "customer_aircrafts_comp_serialized"."id" ORDER BY l."_locale" = 'de' DESC LIMIT 1);
  UPDATE "customer_aircrafts_comp_unserialized" SET "position" = (SELECT l."position" FROM "customer_aircrafts_comp_unserialized_locales" l WHERE l."_parent_id" = "customer_aircrafts_comp_unserialized"."id" ORDER BY l."_locale" = 'de' DESC LIMIT 1);
  UPDATE "_customer_aircrafts_v_version_comp_serialized" SET "position" = (SELECT l."position" FROM "_customer_aircrafts_v_version_comp_serialized_locales" l WHERE l."_parent_id" = "_customer_aircrafts_v_version_comp_serialized"."id" ORDER BY l."_locale" = 'de' DESC LIMIT 1);
  UPDATE "_customer_aircrafts_v_version_comp_unserialized" SET "position" = (SELECT l."position" FROM "_customer_aircrafts_v_version_comp_unserialized_locales" l WHERE l."_parent_id" = "_customer_aircrafts_v_version_comp_unserialized"."id" ORDER BY l."_locale" = 'de' DESC LIMIT 1);
  UPDATE "components" SET "name" = (SELECT l."name" FROM "components_locales" l WHERE l."_parent_id" = "components"."id" ORDER BY l."_locale" = 'de' DESC LIMIT 1);
  DROP TABLE "customer_aircrafts_comp_serialized_locales" CASCADE;
  DROP TABLE "customer_aircrafts_comp_unserialized_locales" CASCADE;
  DROP TABLE "_customer_aircrafts_v_version_comp_serialized_locales" CASCADE;
  DROP TABLE "_customer_aircrafts_v_version_comp_unserialized_locales" CASCADE;
  DROP TABLE "components_locales" CASCADE;
  ALTER TABLE "components" ALTER COLUMN "name" SET NOT NULL;`)
}
