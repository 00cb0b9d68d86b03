-- The customer dashboard's months (modules/dashboard): each customer's bookings (every order
-- submitted, except those cancelled) and their TEU by calendar month of UTC. A month of the business
-- time zone (app_timezone, a setting) begins at most 14 hours from the UTC month of its name, so
-- the dashboard reads the UTC months here and corrects them with the orders of those few hours
-- read from the orders themselves: exact in any zone, whatever the zone becomes later.
CREATE TABLE "order_months" (
	"owner_id" integer NOT NULL,
	"month" date NOT NULL,
	"orders" integer NOT NULL,
	"teu" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_months_owner_id_month_pk" PRIMARY KEY("owner_id","month")
);
--> statement-breakpoint
-- Written by hand from here on (drizzle-kit writes no triggers).
--
-- order_months follows every statement on orders, in its transaction, as order_counts does
-- (migration 0007): increments upserted in (owner_id, month) order, so two transactions writing the
-- same customer's month take its row lock in the same order and cannot deadlock on it. An update
-- adds its new rows and takes off its old ones; one that changes none of owner, status (booked or
-- not), create_time's month or teu sums to nothing and touches no row. The order_spaces trigger
-- (migration 0029) keeps teu by an update of orders, so a change of spaces reaches here too.
CREATE FUNCTION "order_months_on_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- a trigger sees only the transition tables of its own event
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "order_months" AS m ("owner_id", "month", "orders", "teu")
		SELECT "owner_id", date_trunc('month', "create_time" AT TIME ZONE 'UTC')::date, count(*)::integer, sum("teu")
		FROM new_orders WHERE "status" NOT IN (0, 40)
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("owner_id", "month") DO UPDATE SET "orders" = m."orders" + excluded."orders", "teu" = m."teu" + excluded."teu";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "order_months" AS m ("owner_id", "month", "orders", "teu")
		SELECT "owner_id", date_trunc('month', "create_time" AT TIME ZONE 'UTC')::date, -count(*)::integer, -sum("teu")
		FROM old_orders WHERE "status" NOT IN (0, 40)
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("owner_id", "month") DO UPDATE SET "orders" = m."orders" + excluded."orders", "teu" = m."teu" + excluded."teu";
	ELSE
		INSERT INTO "order_months" AS m ("owner_id", "month", "orders", "teu")
		SELECT k."owner_id", k."month", sum(k."n")::integer, sum(k."teu")
		FROM (
			SELECT "owner_id", date_trunc('month', "create_time" AT TIME ZONE 'UTC')::date AS "month", 1 AS "n", "teu"
			FROM new_orders WHERE "status" NOT IN (0, 40)
			UNION ALL
			SELECT "owner_id", date_trunc('month', "create_time" AT TIME ZONE 'UTC')::date, -1, -"teu"
			FROM old_orders WHERE "status" NOT IN (0, 40)
		) AS k
		GROUP BY 1, 2 HAVING sum(k."n") <> 0 OR sum(k."teu") <> 0 ORDER BY 1, 2
		ON CONFLICT ("owner_id", "month") DO UPDATE SET "orders" = m."orders" + excluded."orders", "teu" = m."teu" + excluded."teu";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_months_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "order_months";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_months_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "order_months_on_write"();
--> statement-breakpoint
CREATE TRIGGER "orders_months_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "order_months_on_write"();
--> statement-breakpoint
CREATE TRIGGER "orders_months_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "order_months_on_write"();
--> statement-breakpoint
CREATE TRIGGER "orders_months_truncate" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_months_on_truncate"();
--> statement-breakpoint
-- Counted again from the orders: the orders of before, and a bulk load written with the triggers
-- off (bench/orders-list-data.mjs).
CREATE FUNCTION "order_months_recount"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "order_months";
	INSERT INTO "order_months" ("owner_id", "month", "orders", "teu")
	SELECT "owner_id", date_trunc('month', "create_time" AT TIME ZONE 'UTC')::date, count(*)::integer, sum("teu")
	FROM "orders" WHERE "status" NOT IN (0, 40)
	GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT "order_months_recount"();
