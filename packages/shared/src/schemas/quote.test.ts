import { describe, expect, it } from "vitest";
import { multiplyPrice, quoteEstimateSchema, quoteListQuerySchema, sumPrices } from "./quote";

describe("quote money (exact, never floats)", () => {
  it("multiplies and sums two-place decimals exactly", () => {
    expect(multiplyPrice("999999.99", 9999)).toBe("9998999900.01");
    expect(multiplyPrice("0.10", 3)).toBe("0.30");
    expect(multiplyPrice("1234.5", 2)).toBe("2469.00");
    expect(sumPrices(["0.10", "0.20"])).toBe("0.30");
    expect(sumPrices(["2469.00", "3731.50"])).toBe("6200.50");
  });
});

describe("quote schemas", () => {
  it("takes price_<id>, transit_days and edate as sort fields, and 10–50 a page", () => {
    expect(quoteListQuerySchema.parse({ field: "price_12", order: "desc" })).toMatchObject({
      size: 50,
      page: 1,
      field: "price_12",
    });
    for (const field of ["price_0", "price_", "price", "id", "price_99999999999"]) {
      expect(quoteListQuerySchema.safeParse({ field }).success, field).toBe(false);
    }
    expect(quoteListQuerySchema.safeParse({ size: "51" }).success).toBe(false);
  });

  it("wants a container type once in an estimate", () => {
    const result = quoteEstimateSchema.safeParse({
      quote_id: 1,
      spaces: [
        { container_id: 2, count: 1 },
        { container_id: 2, count: 3 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["spaces.1.container_id", "v.duplicate"],
    ]);
  });
});
