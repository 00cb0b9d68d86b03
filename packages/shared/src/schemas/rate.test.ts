import { describe, expect, it } from "vitest";
import { normalisePrice, rateSchema } from "./rate";

const good = {
  carrier_id: 1,
  pol_id: 2,
  pod_id: 3,
  to_id: 4,
  sdate: "2026-12-01",
  edate: "2026-12-31",
  transit_days: 28,
  spaces: [{ container_id: 1, price: "1234.50" }],
};

const messagesOf = (body: unknown) => {
  const result = rateSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
};

describe("rate schema (the rate form)", () => {
  it("takes a full rate, USD by default, an empty remark", () => {
    const rate = rateSchema.parse(good);
    expect(rate.currency).toBe("USD");
    expect(rate.remark).toBe("");
    expect(rate.spaces[0].price).toBe("1234.50");
  });

  it.each([
    ["1000000", "v.rate_price"],
    ["1.234", "v.rate_price"],
    ["-1", "v.rate_price"],
    ["1e3", "v.rate_price"],
    ["0", "v.rate_space_incomplete"],
    ["", "v.rate_space_incomplete"],
  ])("refuses the price %s with %s", (price, message) => {
    expect(messagesOf({ ...good, spaces: [{ container_id: 1, price }] })).toEqual([`spaces.0.price:${message}`]);
  });

  it("takes 999999.99 and refuses a number", () => {
    expect(messagesOf({ ...good, spaces: [{ container_id: 1, price: "999999.99" }] })).toEqual([]);
    expect(messagesOf({ ...good, spaces: [{ container_id: 1, price: 12 }] })).toEqual(["spaces.0.price:v.rate_price"]);
  });

  it("asks for at least one space, a container type only once, an end date not before the start", () => {
    expect(messagesOf({ ...good, spaces: [] })).toEqual(["spaces:v.rate_spaces_required"]);
    expect(
      messagesOf({
        ...good,
        spaces: [
          { container_id: 1, price: "1" },
          { container_id: 1, price: "2" },
        ],
      }),
    ).toEqual(["spaces.1.container_id:v.duplicate"]);
    expect(messagesOf({ ...good, edate: "2026-11-30" })).toEqual(["edate:v.end_before_start"]);
  });

  it("names every missing required field", () => {
    expect(messagesOf({ spaces: [{ price: "1" }] })).toEqual(
      expect.arrayContaining([
        "carrier_id:v.required",
        "pol_id:v.required",
        "pod_id:v.required",
        "to_id:v.required",
        "sdate:v.date",
        "edate:v.date",
        "spaces.0.container_id:v.rate_space_incomplete",
      ]),
    );
  });

  it("writes prices with two places", () => {
    expect(normalisePrice("1234.5")).toBe("1234.50");
    expect(normalisePrice("007")).toBe("7.00");
    expect(normalisePrice("999999.99")).toBe("999999.99");
  });
});
