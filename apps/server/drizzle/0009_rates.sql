CREATE TABLE "rate_spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_id" integer NOT NULL,
	"container_id" integer NOT NULL,
	"price" numeric(8, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"pol_id" integer NOT NULL,
	"pod_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"sdate" date NOT NULL,
	"edate" date NOT NULL,
	"transit_days" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_spaces" ADD CONSTRAINT "rate_spaces_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_spaces_rate_container_idx" ON "rate_spaces" USING btree ("rate_id","container_id");--> statement-breakpoint
CREATE INDEX "rates_owner_idx" ON "rates" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "rates_route_idx" ON "rates" USING btree ("pol_id","pod_id","edate");