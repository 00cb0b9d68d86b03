CREATE INDEX "users_businesses_idx" ON "users" USING gin ("businesses");--> statement-breakpoint
CREATE INDEX "users_routes_idx" ON "users" USING gin ("routes");--> statement-breakpoint
CREATE INDEX "users_ports_idx" ON "users" USING gin ("ports");