-- An entry an admin added or changed names the admin (edited_by); the shipped lists' re-seed leaves it be.
ALTER TABLE "businesses" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "container_types" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "forwarders" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "freight_terms" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "incoterms" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "industries" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "ports" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "routes" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "vgm_methods" ADD COLUMN "edited_by" integer;--> statement-breakpoint
-- The reference lists' answers are kept in memory per generation (modules/reference/reference.service.ts):
-- any statement that changes a list moves the generation on, in its own transaction, so every
-- server on the database answers from the lists as they now are. Same shape as quote_generation.
CREATE TABLE "reference_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "reference_generation" ("id", "n") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "reference_generation_next"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "reference_generation" ("id", "n") VALUES (1, 1)
		ON CONFLICT ("id") DO UPDATE SET "n" = "reference_generation"."n" + 1;
	RETURN COALESCE(NEW, OLD);
END
$$;
--> statement-breakpoint
-- each table's trigger is named after its quote_generation trigger (PostgreSQL fires them by name),
-- so a writer takes the two generations' locks in one order everywhere
CREATE TRIGGER "businesses_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "businesses" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "carriers_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carriers" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "charges_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "charges" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "container_types_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "container_types" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "countries_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "currencies_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "currencies" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "forwarders_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "forwarders" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "freight_terms_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "freight_terms" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "incoterms_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "incoterms" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "industries_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "industries" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "ports_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ports" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "routes_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "routes" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "units_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "units" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "vgm_methods_reference_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vgm_methods" FOR EACH STATEMENT EXECUTE FUNCTION "reference_generation_next"();
