-- Cargo beyond dry general cargo (docs/PRODUCT-RULES.md, "Special cargo"): dangerous goods on
-- spaces, container rows and LCL cargo items; reefer settings and out-of-gauge dimensions on spaces
-- and container rows; a VGM declaration on the instruction's container rows. Orders keep operations'
-- approval of dangerous goods or out-of-gauge cargo beside the status, and what they carry as flags
-- the desk filters on.
ALTER TABLE "order_spaces" ADD COLUMN "dangerous_goods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_spaces" ADD COLUMN "reefer" jsonb;--> statement-breakpoint
ALTER TABLE "order_spaces" ADD COLUMN "oog" jsonb;--> statement-breakpoint
ALTER TABLE "order_containers" ADD COLUMN "dangerous_goods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_containers" ADD COLUMN "reefer" jsonb;--> statement-breakpoint
ALTER TABLE "order_containers" ADD COLUMN "oog" jsonb;--> statement-breakpoint
ALTER TABLE "order_containers" ADD COLUMN "vgm_declaration" jsonb;--> statement-breakpoint
ALTER TABLE "order_cargos" ADD COLUMN "dangerous_goods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "special_cargo_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "has_dg" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "has_reefer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "has_oog" boolean DEFAULT false NOT NULL;
