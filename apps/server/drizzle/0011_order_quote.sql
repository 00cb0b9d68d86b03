ALTER TABLE "orders" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_forwarder_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_currency" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_sdate" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_edate" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_prices" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_amount" numeric(14, 2);