-- The dashboards' cut-offs due (modules/dashboard): every cut-off of the orders confirmed and not
-- yet closed, one row each, indexed by its instant, so that the next 72 hours are an index range
-- rather than the cut-off lists of every order sailing from yesterday on. The statuses are the
-- dashboard's CUT_OFF_STATUSES (dashboard.repository.ts): the reads still filter by them, so a
-- narrower list there needs nothing here, a wider one a migration.
CREATE TABLE "order_cut_offs" (
	"order_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"etd" date,
	"code" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_cut_offs_at_idx" ON "order_cut_offs" USING btree ("at") INCLUDE ("order_id","code","status","etd");--> statement-breakpoint
CREATE INDEX "order_cut_offs_owner_at_idx" ON "order_cut_offs" USING btree ("owner_id","at") INCLUDE ("order_id","code","status","etd");--> statement-breakpoint
CREATE INDEX "order_cut_offs_order_idx" ON "order_cut_offs" USING btree ("order_id");--> statement-breakpoint
-- Written by hand from here on (drizzle-kit writes no triggers).
--
-- Kept in the writing transaction: rows inserted and deleted by statement (a bulk load's cut-offs
-- in one insert), an order updated by row, and only when its status, owner, ETD or cut-offs
-- change. The stored instants are ISO 8601 texts in UTC (confirmedCutOffs, order-cut-offs.ts), so
-- their cast does not depend on the session's zone.
CREATE FUNCTION "order_cut_offs_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "order_cut_offs" ("order_id", "owner_id", "status", "etd", "code", "at")
	SELECT n."id", n."owner_id", n."status", n."etd", c."code", c."at"::timestamptz
	FROM new_orders AS n CROSS JOIN LATERAL jsonb_to_recordset(n."cut_offs") AS c("code" text, "at" text)
	WHERE n."status" IN (2, 3, 4, 5, 6, 7, 8, 20) AND c."at" IS NOT NULL;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_cut_offs_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "order_cut_offs" WHERE "order_id" IN (SELECT "id" FROM old_orders);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_cut_offs_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "order_cut_offs" WHERE "order_id" = OLD."id";
	IF NEW."status" IN (2, 3, 4, 5, 6, 7, 8, 20) THEN
		INSERT INTO "order_cut_offs" ("order_id", "owner_id", "status", "etd", "code", "at")
		SELECT NEW."id", NEW."owner_id", NEW."status", NEW."etd", c."code", c."at"::timestamptz
		FROM jsonb_to_recordset(NEW."cut_offs") AS c("code" text, "at" text)
		WHERE c."at" IS NOT NULL;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_cut_offs_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "order_cut_offs";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_cut_offs_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "order_cut_offs_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "orders_cut_offs_update" AFTER UPDATE OF "id", "status", "owner_id", "etd", "cut_offs" ON "orders"
	FOR EACH ROW WHEN ((OLD."id", OLD."status", OLD."owner_id", OLD."etd", OLD."cut_offs")
		IS DISTINCT FROM (NEW."id", NEW."status", NEW."owner_id", NEW."etd", NEW."cut_offs"))
	EXECUTE FUNCTION "order_cut_offs_on_update"();
--> statement-breakpoint
CREATE TRIGGER "orders_cut_offs_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "order_cut_offs_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "orders_cut_offs_truncate" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_cut_offs_on_truncate"();
--> statement-breakpoint
-- the orders of before
INSERT INTO "order_cut_offs" ("order_id", "owner_id", "status", "etd", "code", "at")
SELECT o."id", o."owner_id", o."status", o."etd", c."code", c."at"::timestamptz
FROM "orders" AS o CROSS JOIN LATERAL jsonb_to_recordset(o."cut_offs") AS c("code" text, "at" text)
WHERE o."status" IN (2, 3, 4, 5, 6, 7, 8, 20) AND c."at" IS NOT NULL;
