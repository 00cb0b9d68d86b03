import { describe, expect, it } from "vitest";
import { setupApp } from "./helpers";

// The served OpenAPI document lists the DCSA customer API and the webhook routes: each DCSA route
// under its standard's tag, signed with the API-key scheme (not the portal's session).
const ctx = await setupApp();

type Operation = { tags?: string[]; summary?: string; security?: Record<string, unknown>[]; externalDocs?: { url: string } };

describe("OpenAPI: the customer API", () => {
  it("documents every DCSA route with its standard's tag and the API-key security", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    };
    expect(doc.components.securitySchemes.dcsaApiKey).toMatchObject({ type: "http", scheme: "bearer" });

    const expected: [string, string, string][] = [
      ["post", "/dcsa/bkg/v2/bookings", "DCSA Booking 2.0.4"],
      ["get", "/dcsa/bkg/v2/bookings/{bookingReference}", "DCSA Booking 2.0.4"],
      ["put", "/dcsa/bkg/v2/bookings/{bookingReference}", "DCSA Booking 2.0.4"],
      ["patch", "/dcsa/bkg/v2/bookings/{bookingReference}", "DCSA Booking 2.0.4"],
      ["post", "/dcsa/ebl/v3/shipping-instructions", "DCSA eBL 3.0.3"],
      ["put", "/dcsa/ebl/v3/shipping-instructions/{reference}", "DCSA eBL 3.0.3"],
      ["get", "/dcsa/ebl/v3/shipping-instructions/{reference}", "DCSA eBL 3.0.3"],
      ["get", "/dcsa/ebl/v3/transport-documents/{reference}", "DCSA eBL 3.0.3"],
      ["patch", "/dcsa/ebl/v3/transport-documents/{reference}", "DCSA eBL 3.0.3"],
      ["post", "/dcsa/vgm/v1/vgm-declarations", "DCSA VGM 1.0"],
      ["get", "/dcsa/vgm/v1/vgm-declarations", "DCSA VGM 1.0"],
    ];
    for (const [method, path, tag] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual([tag]);
      expect(operation?.security).toEqual([{ dcsaApiKey: [] }]);
      expect(operation?.summary).toMatch(/\w{3}/);
      expect(operation?.externalDocs?.url).toMatch(/^https:\/\//);
    }
    // no DCSA route is left out of the list above
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      path.startsWith("/dcsa/") ? Object.keys(ops).map((method) => `${method} ${path}`) : [],
    );
    expect(documented.sort()).toEqual(expected.map(([method, path]) => `${method} ${path}`).sort());

    for (const path of ["/api/userinfo/webhooks", "/api/userinfo/webhooks/{id}/deliveries", "/api/userinfo/api-keys"]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
