import { authoritiesOf } from "@haiyun/shared/constants/authorities";
import { describe, expect, it } from "vitest";
import { firstLanding, menuRoutes } from "./route-table";

describe("route table", () => {
  it("lands shippers and forwarders on their dashboard, an operator and the admin on the operations desk", () => {
    expect(firstLanding(authoritiesOf(["shipper"]))).toBe("/dashboard");
    expect(firstLanding(authoritiesOf(["forwarder"]))).toBe("/dashboard");
    expect(firstLanding(authoritiesOf(["operator"]))).toBe("/ops/orders");
    expect(firstLanding(authoritiesOf(["admin"]))).toBe("/ops/orders");
    expect(firstLanding([])).toBeNull();
  });

  it("lists the menu in the product's order, filtered by authority", () => {
    expect(menuRoutes(authoritiesOf(["shipper"])).map((r) => r.path)).toEqual([
      "dashboard",
      "quotes",
      "bookings",
      "contacts",
      "profile",
      "shippers",
    ]);
    expect(menuRoutes(authoritiesOf(["forwarder"])).map((r) => r.path)).toEqual([
      "dashboard",
      "quotes",
      "rate",
      "bookings",
      "contacts",
      "profile",
      "shippers",
    ]);
    expect(menuRoutes(authoritiesOf(["operator"])).map((r) => r.path)).toEqual([
      "ops/orders",
      "ops/dashboard",
      "quotes",
      "profile",
      "shippers",
    ]);
    expect(menuRoutes(authoritiesOf(["admin"])).map((r) => r.path)).toContain("ops/orders");
  });

  it("puts the admin's console under its own menu group", () => {
    const grouped = menuRoutes(authoritiesOf(["admin"])).filter((r) => r.menu?.group === "admin");
    expect(grouped.map((r) => r.path)).toEqual(["admin/users", "admin/reference", "admin/config"]);
  });
});
