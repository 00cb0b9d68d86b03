import { contactViewSchema } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { auth, createTestUser, loginAs, setupApp } from "./helpers";

// A route's answer is its shared response schema — in the OpenAPI document, and
// on the wire with no field the schema does not list.
const ctx = await setupApp();

describe("response schemas", () => {
  it("publishes the contact list's answer in the OpenAPI document", async () => {
    const spec = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const answer = spec.paths["/api/customer/contact"].get.responses["200"].content["application/json"].schema;
    const item = answer.properties.data.properties.list.items;
    expect(Object.keys(item.properties).sort()).toEqual(Object.keys(contactViewSchema.shape).sort());
  });

  it("sends exactly the schema's fields: the owner and other columns stay on the server", async () => {
    const user = await createTestUser(ctx.db);
    const token = await loginAs(ctx.app, user.username);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/customer/contact",
      headers: auth(token),
      payload: { type: 1, company1: "ACME", linkman: "LI", phone: "1", address1: "A", city: "NINGBO", country_id: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(Object.keys(contactViewSchema.shape).sort());
    const list = (await ctx.app.inject({ method: "GET", url: "/api/customer/contact", headers: auth(token) })).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).not.toHaveProperty("owner_id");
    // a page past the end has no row to carry the total: it is counted on its own
    const past = (await ctx.app.inject({ method: "GET", url: "/api/customer/contact?page=3", headers: auth(token) })).json().data;
    expect(past).toEqual({ list: [], total: 1 });
  });
});
