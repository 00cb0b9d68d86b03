-- Written by hand (the snapshots stop at 0014; drizzle-kit writes no triggers).
--
-- A rate import's rows on their way in: each batch is staged in a short transaction of
-- its own, then one transaction moves the import's rows into rates. A batch stores its prices in
-- rate_spaces at once, under rate ids drawn from rates' sequence that no rate holds yet: every read
-- of rate_spaces goes by the ids of rates read, so they are seen with their rates or never, and the
-- move, the one step that holds the embedded database's connection, inserts rates only. For that,
-- rate_spaces.rate_id no longer references rates; the cascade it gave is kept by a trigger.
CREATE TABLE "rate_import_rows" (
	"import_id" text NOT NULL,
	"rate_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"pol_id" integer NOT NULL,
	"pod_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"sdate" date NOT NULL,
	"edate" date NOT NULL,
	"transit_days" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_import_rows_import_idx" ON "rate_import_rows" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "rate_import_rows_time_idx" ON "rate_import_rows" USING btree ("create_time");--> statement-breakpoint
ALTER TABLE "rate_spaces" DROP CONSTRAINT "rate_spaces_rate_id_rates_id_fk";
--> statement-breakpoint
CREATE FUNCTION "rate_spaces_on_rates_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM rate_spaces WHERE rate_id IN (SELECT id FROM old_rates);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "rate_spaces_on_rates_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE rate_spaces;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rates_spaces_delete" AFTER DELETE ON "rates" REFERENCING OLD TABLE AS old_rates
	FOR EACH STATEMENT EXECUTE FUNCTION "rate_spaces_on_rates_delete"();
--> statement-breakpoint
CREATE TRIGGER "rates_spaces_truncate" AFTER TRUNCATE ON "rates"
	FOR EACH STATEMENT EXECUTE FUNCTION "rate_spaces_on_rates_truncate"();
