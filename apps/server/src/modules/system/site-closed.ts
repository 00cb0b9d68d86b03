import { ROLE, translate } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

// app_close closes the site for everyone but admins. These calls stay open
// so the web can show the tips and an admin can still sign in.
const OPEN_WHEN_CLOSED = new Set([
  "GET /api/system/config",
  "GET /api/system/dictionary",
  "GET /api/health",
  "POST /api/system/login",
  "POST /api/system/logout",
  "GET /api/system/captcha",
  "GET /api/userinfo",
]);

export function siteClosedMessage(tips: string, lang: "cn" | "en"): string {
  return tips.trim() || (translate("SITE_CLOSED", lang) ?? "");
}

export default fp(
  async function siteClosed(app: FastifyInstance) {
    app.addHook("preHandler", async (request, reply) => {
      if (!request.url.startsWith("/api/")) return;
      const route = `${request.method} ${request.routeOptions.url ?? ""}`;
      const path = request.routeOptions.url ?? "";
      // unknown paths keep their 404; the docs and the test helpers are not the portal
      if (!request.routeOptions.url || OPEN_WHEN_CLOSED.has(route) || /^\/api\/(docs|test)(\/|$)/.test(path)) return;
      if (request.user?.roles.includes(ROLE.ADMIN)) return;
      const config = await app.configService.get();
      if (config.app_close !== "true") return;
      return reply.status(503).send({
        code: 1,
        msg: siteClosedMessage(config.app_close_tips, request.lang),
        error_code: "SITE_CLOSED",
      });
    });
  },
  { name: "site-closed", dependencies: ["auth"] },
);
