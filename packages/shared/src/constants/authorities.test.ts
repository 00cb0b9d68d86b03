import { describe, expect, it } from "vitest";
import { authoritiesOf, hasAuthority } from "./authorities";

describe("authorities", () => {
  it("gives a forwarder the shipper's authorities plus rate and quote_forwarder", () => {
    const shipper = authoritiesOf(["shipper"]);
    const forwarder = authoritiesOf(["forwarder"]);
    expect(forwarder).toEqual(expect.arrayContaining([...shipper, "rate", "quote_forwarder"]));
    expect(shipper).not.toContain("rate");
  });
  it("merges the lists of several roles without repeats, and knows no unknown role", () => {
    const merged = authoritiesOf(["shipper", "operator", "nobody"]);
    expect(new Set(merged).size).toBe(merged.length);
    expect(merged).toEqual(expect.arrayContaining(["order", "ops_order"]));
  });
  it("checks one authority, or a list requiring all or any", () => {
    const granted = ["order", "user"];
    expect(hasAuthority(granted, "order")).toBe(true);
    expect(hasAuthority(granted, "rate")).toBe(false);
    expect(hasAuthority(granted, ["order", "rate"], "all")).toBe(false);
    expect(hasAuthority(granted, ["order", "rate"], "any")).toBe(true);
    expect(hasAuthority(undefined, "order")).toBe(false);
    expect(hasAuthority(granted, [])).toBe(true);
  });
});
