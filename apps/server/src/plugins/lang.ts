import { type Lang, normaliseLang } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    lang: Lang;
  }
}

// The `lang` header picks the language of every server message (cn, else en).
export default fp(async function langPlugin(app: FastifyInstance) {
  app.decorateRequest("lang", "en");
  app.addHook("onRequest", async (request) => {
    request.lang = normaliseLang(request.headers.lang);
  });
});
