-- Shipping-instruction revisions (docs/PRODUCT-RULES.md, "SI revisions"): revision 1 is the
-- submitted instruction, each later one a customer's request (its fee fixed when asked) or an
-- operations amendment. Orders submitted before this table get their revision 1 when first needed.
CREATE TABLE "si_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"revision" integer NOT NULL,
	"status" text NOT NULL,
	"body" jsonb NOT NULL,
	"fee_tier" smallint,
	"fee_amount" numeric(12, 2),
	"fee_currency" text,
	"reason" text DEFAULT '' NOT NULL,
	"decision_reason" text DEFAULT '' NOT NULL,
	"created_role" text NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "si_revisions_order_revision_uq" ON "si_revisions" USING btree ("order_id","revision");
