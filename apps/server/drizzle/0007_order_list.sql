CREATE TABLE "order_counts" (
	"owner_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_owner_id_status_pk" PRIMARY KEY("owner_id","status")
);
--> statement-breakpoint
-- Written by hand from here on (drizzle-kit writes neither extensions nor triggers).
--
-- The keyword index needs pg_trgm: PGlite loads it at every open (db/client.ts); a PostgreSQL
-- server without the contrib package, or a role that may not create it, keeps working without
-- the index (a warning, and keyword searches scan the customer's orders).
DO $$
BEGIN
	CREATE EXTENSION IF NOT EXISTS pg_trgm;
	CREATE INDEX "orders_keyword_trgm_idx" ON "orders" USING gin ("order_no" gin_trgm_ops,"cust_ref_no" gin_trgm_ops,"mbl_no" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
	RAISE WARNING 'orders_keyword_trgm_idx not created (%): order keyword search runs without it', SQLERRM;
END $$;
--> statement-breakpoint
-- order_counts follows every statement on orders, in its transaction: +1/-1 per row, by customer
-- and (owner_id 0) for every customer. Rows are upserted in (owner_id, status) order, so two
-- transactions take the row locks in the same order and cannot deadlock on them; an update that
-- changes neither status nor owner touches no row.
CREATE FUNCTION "order_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO order_counts AS c (owner_id, status, n)
	SELECT k.owner_id, k.status, sum(k.d)::integer
	FROM (SELECT owner_id, status, 1 AS d FROM new_orders UNION ALL SELECT 0, status, 1 FROM new_orders) k
	GROUP BY k.owner_id, k.status
	ORDER BY k.owner_id, k.status
	ON CONFLICT (owner_id, status) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_counts_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO order_counts AS c (owner_id, status, n)
	SELECT k.owner_id, k.status, sum(k.d)::integer
	FROM (
		SELECT owner_id, status, 1 AS d FROM new_orders UNION ALL SELECT 0, status, 1 FROM new_orders
		UNION ALL SELECT owner_id, status, -1 FROM old_orders UNION ALL SELECT 0, status, -1 FROM old_orders
	) k
	GROUP BY k.owner_id, k.status
	HAVING sum(k.d) <> 0
	ORDER BY k.owner_id, k.status
	ON CONFLICT (owner_id, status) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO order_counts AS c (owner_id, status, n)
	SELECT k.owner_id, k.status, sum(k.d)::integer
	FROM (SELECT owner_id, status, -1 AS d FROM old_orders UNION ALL SELECT 0, status, -1 FROM old_orders) k
	GROUP BY k.owner_id, k.status
	ORDER BY k.owner_id, k.status
	ON CONFLICT (owner_id, status) DO UPDATE SET n = c.n + excluded.n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_counts_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM order_counts;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_on_update"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_orders
	FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_truncate" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_on_truncate"();
--> statement-breakpoint
INSERT INTO "order_counts" ("owner_id", "status", "n")
SELECT owner_id, status, count(*)::integer FROM orders GROUP BY owner_id, status
UNION ALL
SELECT 0, status, count(*)::integer FROM orders GROUP BY status;
