-- Kept list answers (plugins/kept-lists.ts): every server process keeps the pages it wrote
-- and drops them when the data under them changes. These triggers say what changed, on the
-- channel haiyun_lists, sent on commit: "orders:<owner id>" for a customer's orders (the desk's
-- pages, scope "*", go with them), "contacts:<owner id>", "orders:*" when the desk's customer
-- names may have changed, a topic alone ("orders") for a statement touching many owners, and
-- "*" when a name every list shows (ports, carriers, terms, countries) changed, "quotes" for each
-- new generation of the rates.
CREATE FUNCTION "haiyun_notify_owners"(topic text, owners integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- one notification per owner, or one for the topic when a statement touched many
  IF cardinality(owners) > 64 THEN
    PERFORM pg_notify('haiyun_lists', topic);
  ELSE
    PERFORM pg_notify('haiyun_lists', topic || ':' || o) FROM unnest(owners) AS o WHERE o IS NOT NULL;
  END IF;
END $$;--> statement-breakpoint
-- the owners of the rows a statement wrote (both sides of an update: an order may change hands)
CREATE FUNCTION "haiyun_list_owners_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "haiyun_notify_owners"(TG_ARGV[0], array(SELECT DISTINCT "owner_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "haiyun_notify_owners"(TG_ARGV[0], array(SELECT DISTINCT "owner_id" FROM old_rows));
  ELSE
    PERFORM "haiyun_notify_owners"(TG_ARGV[0],
      array(SELECT "owner_id" FROM new_rows UNION SELECT "owner_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "haiyun_notify_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- the payload is the trigger's argument: a topic, a topic's scope, or "*"
  PERFORM pg_notify('haiyun_lists', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_list_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_list_owners_changed"('orders');--> statement-breakpoint
CREATE TRIGGER "orders_list_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_list_owners_changed"('orders');--> statement-breakpoint
CREATE TRIGGER "orders_list_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_list_owners_changed"('orders');--> statement-breakpoint
CREATE TRIGGER "orders_list_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_notify_lists"('orders');--> statement-breakpoint
CREATE TRIGGER "contacts_list_insert" AFTER INSERT ON "contacts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_list_owners_changed"('contacts');--> statement-breakpoint
CREATE TRIGGER "contacts_list_update" AFTER UPDATE ON "contacts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_list_owners_changed"('contacts');--> statement-breakpoint
CREATE TRIGGER "contacts_list_delete" AFTER DELETE ON "contacts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_list_owners_changed"('contacts');--> statement-breakpoint
CREATE TRIGGER "contacts_list_truncate" AFTER TRUNCATE ON "contacts"
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_notify_lists"('contacts');--> statement-breakpoint
-- the desk shows each order's customer by name and filters on it
CREATE TRIGGER "users_list_names" AFTER UPDATE OF "company1", "linkman", "username" OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_notify_lists"('orders:*');--> statement-breakpoint
CREATE TRIGGER "ports_list_names" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ports"
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_notify_lists"('*');--> statement-breakpoint
CREATE TRIGGER "carriers_list_names" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carriers"
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_notify_lists"('*');--> statement-breakpoint
CREATE TRIGGER "freight_terms_list_names" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "freight_terms"
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_notify_lists"('*');--> statement-breakpoint
CREATE TRIGGER "incoterms_list_names" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "incoterms"
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_notify_lists"('*');--> statement-breakpoint
CREATE TRIGGER "countries_list_names" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries"
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_notify_lists"('*');
--> statement-breakpoint
-- the quote search's answers are kept per generation of the rates (migration 0013): each new
-- generation is told too, so a process need not read the generation on every search
CREATE TRIGGER "quote_generation_lists" AFTER INSERT OR UPDATE ON "quote_generation"
  FOR EACH STATEMENT EXECUTE FUNCTION "haiyun_notify_lists"('quotes');
