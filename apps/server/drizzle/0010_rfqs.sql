CREATE TABLE "rfqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" integer NOT NULL,
	"forwarder_id" integer,
	"rate_id" integer,
	"pol_id" integer NOT NULL,
	"pod_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"ready_date" date NOT NULL,
	"description" text NOT NULL,
	"booking_space" text NOT NULL,
	"target_rate" text NOT NULL,
	"potential_vol" text NOT NULL,
	"sales" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_forwarder_id_users_id_fk" FOREIGN KEY ("forwarder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfqs_forwarder_idx" ON "rfqs" USING btree ("forwarder_id","id");