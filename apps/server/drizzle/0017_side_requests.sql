-- Requests beside the status (docs/PRODUCT-RULES.md, "Requests beside the status"): an amendment,
-- a cancellation or a shipping-instruction revision the customer asks for and operations decide.
-- Null until first asked, then requested / accepted / declined as last decided.
ALTER TABLE "orders" ADD COLUMN "amendment_status" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_status" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "revision_status" text;
--> statement-breakpoint
-- what an event keeps beyond its reason: a bill's field comments, feedbacks, a request's id
ALTER TABLE "order_events" ADD COLUMN "detail" jsonb;
--> statement-breakpoint
-- what an order owes beyond its freight: a revision's or a cancellation's fee, once accepted
CREATE TABLE "order_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_charges_order_idx" ON "order_charges" USING btree ("order_id","id");
