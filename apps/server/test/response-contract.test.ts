import { type ReferenceKind, referenceViewSchemas } from "@haiyun/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { forwarders } from "../src/db/schema";
import { setupApp } from "./helpers";

// One contract: every JSON answer of the API is a response schema from packages/shared, so the
// OpenAPI document shows it, the serializer sends only its fields and the web infers its types.
const ctx = await setupApp();

// these stream a file; a 304 of the reference lists carries no body either
const DOWNLOADS = new Set([
  "GET /api/file/:id/:token",
  "GET /api/customer/contact/template",
  "GET /api/document/download/:id",
  "GET /api/attachment/download/:id",
  "GET /api/rate/template",
  "GET /api/order/:id/vgm/template",
  "GET /api/rate/export",
  "GET /api/order/export",
  "GET /api/ops/order/export",
  "GET /api/customer/contact/export",
]);

describe("response contract", () => {
  // the seed lists no forwarder; one without an account shows the nullable user_id
  beforeAll(async () => {
    await ctx.db.db.insert(forwarders).values({ code: "FWD-T", name_cn: "测试货代", name_en: "TEST FORWARDER" });
  });

  it("gives every API route a 200 response schema, downloads aside", () => {
    const missing = ctx.app.routeTable
      .filter((r) => r.url.startsWith("/api/") && !/^\/api\/(docs|test)(\/|$)/.test(r.url))
      .filter((r) => !DOWNLOADS.has(`${r.method} ${r.url}`))
      .filter((r) => !(r.schema?.response as Record<number, unknown> | undefined)?.[200])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  // a column the schema gets wrong (a null, a numeric) would make the serializer answer 500
  it.each(Object.keys(referenceViewSchemas) as ReferenceKind[])(
    "answers the %s list and entry with the schema's fields",
    async (kind) => {
      const path = `/api/${kind.replace("_", "-")}`;
      const list = await ctx.app.inject({ method: "GET", url: `${path}?size=3` });
      expect(list.statusCode).toBe(200);
      const [first] = list.json().data.list;
      expect(Object.keys(first).sort()).toEqual(Object.keys(referenceViewSchemas[kind].shape).sort());
      const one = await ctx.app.inject({ method: "GET", url: `${path}/${first.id}` });
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toEqual(first);
    },
  );
});
