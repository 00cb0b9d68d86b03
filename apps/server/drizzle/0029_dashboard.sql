-- The dashboards (modules/dashboard): each order keeps its spaces' TEU and the time it entered its
-- current status, both kept by triggers so that every writer (the booking form, the DCSA API, the
-- seed, a bulk load) keeps them alike; and the indexes the dashboards read.
ALTER TABLE "orders" ADD COLUMN "teu" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- the orders of before: their spaces' TEU as the container types say now, and the time of the
-- event that left them in their status (else their last change)
UPDATE "orders" AS o SET "teu" = s."teu"
FROM (SELECT sp."order_id", sum(sp."count" * ct."teu") AS "teu"
      FROM "order_spaces" sp JOIN "container_types" ct ON ct."id" = sp."container_id" GROUP BY sp."order_id") AS s
WHERE s."order_id" = o."id";--> statement-breakpoint
UPDATE "orders" AS o SET "status_time" = coalesce(
  (SELECT max(e."create_time") FROM "order_events" e WHERE e."order_id" = o."id" AND e."to_status" = o."status"),
  o."update_time");--> statement-breakpoint
CREATE INDEX "orders_owner_created_idx" ON "orders" USING btree ("owner_id","create_time","status","teu","pol_id","pod_id");--> statement-breakpoint
CREATE INDEX "orders_owner_etd_idx" ON "orders" USING btree ("owner_id","etd");--> statement-breakpoint
CREATE INDEX "orders_etd_idx" ON "orders" USING btree ("etd");--> statement-breakpoint
CREATE INDEX "orders_status_time_idx" ON "orders" USING btree ("status","status_time");--> statement-breakpoint
-- Written by hand from here on (drizzle-kit writes no triggers).
--
-- status_time: the moment of each change of status, whoever makes it. A row inserted takes the
-- column's default (now), or the time a bulk load gives it.
CREATE FUNCTION "orders_status_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."status_time" := now();
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_status_time" BEFORE UPDATE OF "status" ON "orders"
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "orders_status_time"();--> statement-breakpoint
-- teu: after every statement on order_spaces, the orders it touched are summed again (count × the
-- container type's TEU, 20' = 1, 40' and 45' = 2, as the admin keeps them). An order keeps the TEU
-- its spaces had when written: an admin changing a type later rewrites no booking. Only orders
-- whose sum changed are updated.
CREATE FUNCTION "orders_teu_of_spaces"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched integer[];
BEGIN
	-- a trigger sees only the transition tables of its own event
	IF TG_OP = 'INSERT' THEN
		touched := array(SELECT DISTINCT "order_id" FROM new_rows);
	ELSIF TG_OP = 'DELETE' THEN
		touched := array(SELECT DISTINCT "order_id" FROM old_rows);
	ELSE
		touched := array(SELECT "order_id" FROM new_rows UNION SELECT "order_id" FROM old_rows);
	END IF;
	UPDATE "orders" AS o SET "teu" = summed."teu"
	FROM (
		SELECT t."order_id", coalesce(sum(sp."count" * ct."teu"), 0) AS "teu"
		FROM unnest(touched) AS t("order_id")
		LEFT JOIN "order_spaces" sp ON sp."order_id" = t."order_id"
		LEFT JOIN "container_types" ct ON ct."id" = sp."container_id"
		GROUP BY t."order_id"
	) AS summed
	WHERE o."id" = summed."order_id" AND o."teu" IS DISTINCT FROM summed."teu";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_spaces_teu_insert" AFTER INSERT ON "order_spaces" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "orders_teu_of_spaces"();--> statement-breakpoint
CREATE TRIGGER "order_spaces_teu_update" AFTER UPDATE ON "order_spaces" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "orders_teu_of_spaces"();--> statement-breakpoint
CREATE TRIGGER "order_spaces_teu_delete" AFTER DELETE ON "order_spaces" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "orders_teu_of_spaces"();
