import type { Lang } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { auth } from "./helpers";

// Calls to the DCSA customer API as a test would make them: an API key made through the portal's
// own route for a signed-in user, then requests carrying it as a Bearer key.

/** A new API key of the user signed in with `token`. */
export async function apiKeyFor(app: FastifyInstance, token: string, scope: "read" | "write" = "write"): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/userinfo/api-keys",
    headers: auth(token),
    payload: { name: `test ${scope}`, scope },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.key as string;
}

export type DcsaMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One call to the DCSA API with `key`; `lang` sends the lang header (none: the API's default). */
export function dcsa(app: FastifyInstance, key: string, method: DcsaMethod, url: string, body?: unknown, lang?: Lang) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}`, ...(lang ? { lang } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
