ALTER TABLE "order_containers" ALTER COLUMN "container_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_containers" ADD COLUMN "vgm" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "uploader_role" text DEFAULT 'ops' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "consumed_by" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "currency" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marks_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vgm_method" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manifest_file" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "si_submit_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_currency" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_manifest_file_order_documents_id_fk" FOREIGN KEY ("manifest_file") REFERENCES "public"."order_documents"("id") ON DELETE set null ON UPDATE no action;