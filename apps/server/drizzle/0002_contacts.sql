CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"company1" text NOT NULL,
	"company2" text DEFAULT '' NOT NULL,
	"linkman" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"e_code" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_owner_idx" ON "contacts" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "contacts_owner_type_idx" ON "contacts" USING btree ("owner_id","type");