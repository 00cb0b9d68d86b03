-- In-portal notifications (docs/PRODUCT-RULES.md, "Notifications and reminders"): one row per
-- person told, written in the transaction of what it reports. The texts are rendered when read,
-- in the reader's language, from the action and its params.
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"order_id" integer REFERENCES "orders"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"audience" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"read_time" timestamp with time zone
);
--> statement-breakpoint
-- a reader's list, newest first
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");
--> statement-breakpoint
-- the bell's count: only the unread rows are in it
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "read_time" IS NULL;
--> statement-breakpoint
-- A reminder before a cut-off, once: the unique key is what keeps a second scan, a restart or a
-- second instance from sending it again. A moved cut-off is a new key (its own reminders).
CREATE TABLE "reminders_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"cut_off_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_once_idx" ON "reminders_sent" USING btree ("order_id","kind","cut_off_at");
