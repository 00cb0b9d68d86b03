-- A forwarder without a directory entry is named in the quotes by its company1, else its contact
-- (linkman), else the name part of its login e-mail (username): a change of any of them must move the
-- quote generation on (0013_quote_generation.sql), as a change of enabled, roles or company1 does.
-- Still only a forwarder's row, and only a real change, moves it.
DROP TRIGGER "users_quote_generation_update" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_quote_generation_update" BEFORE UPDATE OF "enabled", "roles", "company1", "linkman", "username" ON "users" FOR EACH ROW
	WHEN (('forwarder' = ANY (OLD."roles") OR 'forwarder' = ANY (NEW."roles"))
		AND (OLD."enabled", OLD."roles", OLD."company1", OLD."linkman", OLD."username")
			IS DISTINCT FROM (NEW."enabled", NEW."roles", NEW."company1", NEW."linkman", NEW."username"))
	EXECUTE FUNCTION "quote_generation_next"();
