import { CONFIG_SCHEMA, type ConfigKey, ROLES, type Role } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { revokeAllSessions } from "../auth/auth.service";
import { createUser, findUserByUsername } from "../users/users.service";
import { ageSessions, deleteLoginAttempts, setRoles } from "./test-support.repository";

// Registered only when NODE_ENV=test (see app.ts); browser tests seed and steer through these.
export default async function testSupportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const issuedCaptchas = new Map<string, string>();
  app.testHooks.onCaptcha = (id, code) => issuedCaptchas.set(id, code);
  const userBody = z.strictObject({
    username: z.string(),
    password: z.string(),
    roles: z.array(z.enum(ROLES as [Role, ...Role[]])).min(1),
    linkman: z.string().optional(),
  });

  app.post("/test/users", { schema: { hide: true, body: userBody } }, async (request) => {
    const user = await createUser(app.db, request.body);
    return ok({ id: user.id });
  });

  app.put("/test/config", { schema: { hide: true, body: z.record(z.string(), z.string()) } }, async (request) => {
    const values: Partial<Record<ConfigKey, string>> = {};
    for (const [key, value] of Object.entries(request.body)) {
      if (key in CONFIG_SCHEMA) values[key as ConfigKey] = value;
    }
    await app.configService.set(values);
    return ok(null);
  });

  const byUsername = z.strictObject({ username: z.string() });
  app.post("/test/revoke", { schema: { hide: true, body: byUsername } }, async (request) => {
    const user = await findUserByUsername(app.db, request.body.username);
    if (!user) throw notFound();
    await revokeAllSessions(app.db, user.id);
    return ok(null);
  });

  // makes the user's sessions due for renewal, so the next call answers with X-Renewed-Token
  app.post("/test/age-sessions", { schema: { hide: true, body: byUsername } }, async (request) => {
    const user = await findUserByUsername(app.db, request.body.username);
    if (!user) throw notFound();
    await ageSessions(app.db, user.id);
    return ok(null);
  });

  // e.g. a user whose roles were all taken away: "/" must send them to /403
  app.put(
    "/test/roles",
    {
      schema: { hide: true, body: z.strictObject({ username: z.string(), roles: z.array(z.enum(ROLES as [Role, ...Role[]])) }) },
    },
    async (request) => {
      const user = await findUserByUsername(app.db, request.body.username);
      if (!user) throw notFound();
      await setRoles(app.db, user.id, request.body.roles);
      return ok(null);
    },
  );

  // browser tests all come from 127.0.0.1: each starts with a clean slate of login attempts
  app.post("/test/reset-login-attempts", { schema: { hide: true } }, async () => {
    await deleteLoginAttempts(app.db);
    return ok(null);
  });

  // the answer to a captcha the server drew, so a browser test can type it
  app.get("/test/captcha/:id", { schema: { hide: true, params: z.strictObject({ id: z.string() }) } }, async (request) => {
    const code = issuedCaptchas.get(request.params.id);
    if (!code) throw notFound();
    return ok({ code });
  });

  app.put("/test/version", { schema: { hide: true, body: z.strictObject({ version: z.string() }) } }, async (request) => {
    app.setWebVersion(request.body.version);
    return ok(null);
  });

  // a bug outside any request handler, which Fastify cannot catch: the process must exit non-zero
  app.post("/test/crash", { schema: { hide: true } }, async () => {
    setImmediate(() => {
      throw new Error("simulated fatal error (POST /api/test/crash)");
    });
    return ok(null);
  });
}
