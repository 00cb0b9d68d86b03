CREATE TABLE "app_meta" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_config" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"purpose" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"token" text NOT NULL,
	"data" "bytea" NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "container_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"iso_code" text DEFAULT '' NOT NULL,
	"teu" numeric(4, 2) DEFAULT '1' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"code3" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forwarders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incoterms" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"country_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vgm_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 100 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"prev_token_hash" text,
	"prev_valid_until" timestamp with time zone,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"lang" text DEFAULT 'cn' NOT NULL,
	"linkman" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company1" text DEFAULT '' NOT NULL,
	"company2" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"country_id" integer,
	"zip_code" text DEFAULT '' NOT NULL,
	"credit_no" text DEFAULT '' NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"logo" integer,
	"license" integer,
	"industries" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"businesses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"routes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"ports" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" "inet",
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_token_idx" ON "files" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_code_type_idx" ON "businesses" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "businesses_name_en_idx" ON "businesses" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_code_type_idx" ON "carriers" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "carriers_name_en_idx" ON "carriers" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_code_type_idx" ON "charges" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "charges_name_en_idx" ON "charges" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "container_types_code_type_idx" ON "container_types" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "container_types_name_en_idx" ON "container_types" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_type_idx" ON "countries" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "countries_name_en_idx" ON "countries" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_type_idx" ON "currencies" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "currencies_name_en_idx" ON "currencies" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "forwarders_code_type_idx" ON "forwarders" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "forwarders_name_en_idx" ON "forwarders" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_terms_code_type_idx" ON "freight_terms" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "freight_terms_name_en_idx" ON "freight_terms" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "incoterms_code_type_idx" ON "incoterms" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "incoterms_name_en_idx" ON "incoterms" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "industries_code_type_idx" ON "industries" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "industries_name_en_idx" ON "industries" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "ports_code_type_idx" ON "ports" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "ports_name_en_idx" ON "ports" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_code_type_idx" ON "routes" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "routes_name_en_idx" ON "routes" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "units_code_type_idx" ON "units" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "units_name_en_idx" ON "units" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "vgm_methods_code_type_idx" ON "vgm_methods" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "vgm_methods_name_en_idx" ON "vgm_methods" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_prev_token_hash_idx" ON "sessions" USING btree ("prev_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");