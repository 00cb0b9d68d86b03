import { authoritiesOf } from "@haiyun/shared/constants/authorities";
import { describe, expect, it } from "vitest";
import { firstLanding, menuRoutes } from "./route-table";

describe("route table", () => {
  it("lands shippers and forwarders on contacts, an operator on the profile", () => {
    expect(firstLanding(authoritiesOf(["shipper"]))).toBe("/contacts");
    expect(firstLanding(authoritiesOf(["forwarder"]))).toBe("/contacts");
    expect(firstLanding(authoritiesOf(["operator"]))).toBe("/profile");
    expect(firstLanding([])).toBeNull();
  });

  it("lists the menu in the spec's order, filtered by authority", () => {
    expect(menuRoutes(authoritiesOf(["shipper"])).map((r) => r.path)).toEqual(["contacts", "profile", "shippers"]);
    expect(menuRoutes(authoritiesOf(["operator"])).map((r) => r.path)).toEqual(["profile", "shippers"]);
  });

  it("puts the admin's console under its own menu group", () => {
    const grouped = menuRoutes(authoritiesOf(["admin"])).filter((r) => r.menu?.group === "admin");
    expect(grouped.map((r) => r.path)).toEqual(["admin/users", "admin/config"]);
  });
});
