-- Written by hand (drizzle-kit writes no triggers): how many rates each forwarder holds, so the
-- unfiltered rate list reads its total from one row instead of counting the whole sheet. Kept by
-- statement triggers on rates, in the writing transaction: +1/-1 per row, by owner, upserted in
-- owner order (two transactions take the row locks in the same order). Not in the Drizzle schema:
-- only rates.repository.ts reads it, in SQL.
CREATE TABLE "rate_counts" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "rate_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO rate_counts AS c (owner_id, n)
	SELECT owner_id, count(*)::integer FROM new_rates GROUP BY owner_id ORDER BY owner_id
	ON CONFLICT (owner_id) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "rate_counts_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO rate_counts AS c (owner_id, n)
	SELECT k.owner_id, sum(k.d)::integer
	FROM (SELECT owner_id, 1 AS d FROM new_rates UNION ALL SELECT owner_id, -1 FROM old_rates) k
	GROUP BY k.owner_id
	HAVING sum(k.d) <> 0
	ORDER BY k.owner_id
	ON CONFLICT (owner_id) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "rate_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO rate_counts AS c (owner_id, n)
	SELECT owner_id, -count(*)::integer FROM old_rates GROUP BY owner_id ORDER BY owner_id
	ON CONFLICT (owner_id) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "rate_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM rate_counts;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rates_count_insert" AFTER INSERT ON "rates" REFERENCING NEW TABLE AS new_rates
	FOR EACH STATEMENT EXECUTE FUNCTION "rate_counts_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "rates_count_update" AFTER UPDATE ON "rates" REFERENCING OLD TABLE AS old_rates NEW TABLE AS new_rates
	FOR EACH STATEMENT EXECUTE FUNCTION "rate_counts_on_update"();
--> statement-breakpoint
CREATE TRIGGER "rates_count_delete" AFTER DELETE ON "rates" REFERENCING OLD TABLE AS old_rates
	FOR EACH STATEMENT EXECUTE FUNCTION "rate_counts_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "rates_count_truncate" AFTER TRUNCATE ON "rates"
	FOR EACH STATEMENT EXECUTE FUNCTION "rate_counts_on_truncate"();
--> statement-breakpoint
INSERT INTO "rate_counts" ("owner_id", "n") SELECT owner_id, count(*)::integer FROM rates GROUP BY owner_id;
