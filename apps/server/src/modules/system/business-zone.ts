import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

// The business time zone (app_timezone) decides "today" for a request's checks — a ready date not
// in the past is judged while the body is validated, before any handler runs — so the settings
// are read (ConfigService keeps them 3 s) as the request arrives; reading them puts the zone in
// force (packages/shared time/business-date.ts). The database away, the last zone stays.

export default fp(
  async function businessZone(app: FastifyInstance) {
    app.addHook("onRequest", async (request) => {
      if (!request.url.startsWith("/api/") || request.url.startsWith("/api/health")) return;
      try {
        await app.configService.get();
      } catch {
        // the request itself reports an unreachable database; the zone last read stays in force
      }
    });
  },
  { name: "business-zone" },
);
