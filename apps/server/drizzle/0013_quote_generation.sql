-- The quote search's answers are kept per generation of what they are made of (modules/quotes/quote-cache.ts).
-- Any statement that changes a rate, its prices, a forwarder's account or name, or a name the quotes
-- show moves the generation on, in its own transaction: a reader sees the new generation exactly when
-- it can see the change. The trigger runs before the statement touches a row, so writers of these
-- tables take the generation's lock first and in the same order (no deadlock between them); it is
-- held to the commit, so such writers go one after another (a rate import makes a rate save wait).
CREATE TABLE "quote_generation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "quote_generation" ("id", "n") VALUES (1, 0);
--> statement-breakpoint
-- the row is put back if it went missing (a table emptied by hand): the readers keep nothing without it
CREATE FUNCTION "quote_generation_next"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "quote_generation" ("id", "n") VALUES (1, 1)
		ON CONFLICT ("id") DO UPDATE SET "n" = "quote_generation"."n" + 1;
	-- a row trigger's BEFORE must hand the row on (NULL would skip it); a statement trigger's is ignored
	RETURN COALESCE(NEW, OLD);
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rates_quote_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rates" FOR EACH STATEMENT EXECUTE FUNCTION "quote_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "rate_spaces_quote_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_spaces" FOR EACH STATEMENT EXECUTE FUNCTION "quote_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "forwarders_quote_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "forwarders" FOR EACH STATEMENT EXECUTE FUNCTION "quote_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "carriers_quote_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carriers" FOR EACH STATEMENT EXECUTE FUNCTION "quote_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "ports_quote_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ports" FOR EACH STATEMENT EXECUTE FUNCTION "quote_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "container_types_quote_generation" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "container_types" FOR EACH STATEMENT EXECUTE FUNCTION "quote_generation_next"();
--> statement-breakpoint
-- an account shows in the quotes while enabled and a forwarder, named by company1 without a directory
-- entry: only a forwarder's row, and only when one of those changes, moves the generation on (a
-- shipper's registration or profile save does not wait for a forwarder's rate import)
CREATE TRIGGER "users_quote_generation_insert" BEFORE INSERT ON "users" FOR EACH ROW
	WHEN ('forwarder' = ANY (NEW."roles")) EXECUTE FUNCTION "quote_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "users_quote_generation_update" BEFORE UPDATE OF "enabled", "roles", "company1" ON "users" FOR EACH ROW
	WHEN (('forwarder' = ANY (OLD."roles") OR 'forwarder' = ANY (NEW."roles"))
		AND (OLD."enabled", OLD."roles", OLD."company1") IS DISTINCT FROM (NEW."enabled", NEW."roles", NEW."company1"))
	EXECUTE FUNCTION "quote_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "users_quote_generation_delete" BEFORE DELETE ON "users" FOR EACH ROW
	WHEN ('forwarder' = ANY (OLD."roles")) EXECUTE FUNCTION "quote_generation_next"();
--> statement-breakpoint
CREATE TRIGGER "users_quote_generation_truncate" BEFORE TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "quote_generation_next"();
