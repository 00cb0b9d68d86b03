-- Booking updates and amendments (docs/PRODUCT-RULES.md, "Booking updates and amendments").
-- Operations asking the customer to update a booking awaiting confirmation: the open feedbacks,
-- and whether the booking is pending the customer's update or was updated since.
ALTER TABLE "orders" ADD COLUMN "update_status" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "feedbacks" jsonb;
--> statement-breakpoint
-- the customer's requests to amend a confirmed booking: the booking as asked, and the decision
CREATE TABLE "order_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"booking" jsonb NOT NULL,
	"diff" jsonb NOT NULL,
	"requested_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone,
	"decision_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_amendments_order_idx" ON "order_amendments" USING btree ("order_id","id");
--> statement-breakpoint
-- every version of a booking: what the booking form and operations' confirmation said then (json,
-- not jsonb: it keeps the fields in the form's order, the order a diff lists them in)
CREATE TABLE "order_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_role" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"snapshot" json NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_versions_order_version_idx" ON "order_versions" USING btree ("order_id","version");
