import { describe, expect, it } from "vitest";
import { filterParams, hasAnyFilter, readFilters, type UrlFilters, urlParam, writeFilters } from "./url-params";

interface Filters {
  keyword?: string;
  port_id?: number;
  carrier_ids?: number[];
  etd_from?: string;
  status?: 0 | 1 | 2;
  role?: "admin" | "shipper";
}

const FILTERS: UrlFilters<Filters> = {
  keyword: urlParam.text(10),
  port_id: urlParam.id(),
  carrier_ids: urlParam.ids(),
  etd_from: urlParam.date(),
  status: urlParam.oneOf([0, 1, 2] as const),
  role: urlParam.oneOf(["admin", "shipper"] as const),
};

const read = (search: string) => readFilters(FILTERS, new URLSearchParams(search));

describe("list filters in the address bar", () => {
  it("reads each filter as its own type", () => {
    expect(read("keyword=%20alpha%20&port_id=12&carrier_ids=3,4&etd_from=2026-03-01&status=0&role=admin")).toEqual({
      keyword: "alpha",
      port_id: 12,
      carrier_ids: [3, 4],
      etd_from: "2026-03-01",
      status: 0,
      role: "admin",
    });
  });

  it("drops what a hand-edited or outdated link cannot mean, keeping the rest", () => {
    expect(read("keyword=%20%20&port_id=0&carrier_ids=3,x&etd_from=2026-13-45&status=7&role=root")).toEqual({});
    expect(read("port_id=99999999999&status=1")).toEqual({ status: 1 });
    expect(read("port_id=2147483648")).toEqual({});
    expect(read("keyword=abcdefghijklmnop")).toEqual({ keyword: "abcdefghij" });
  });

  it("writes the filters set, removes the blank ones and leaves other parameters alone", () => {
    const params = new URLSearchParams("keyword=old&role=admin&page=3&tab=2");
    writeFilters(FILTERS, { keyword: "new", carrier_ids: [5, 6], status: 0, role: undefined }, params);
    expect(params.toString()).toBe("keyword=new&page=3&tab=2&carrier_ids=5%2C6&status=0");
    writeFilters(FILTERS, { keyword: "", carrier_ids: [] }, params);
    expect(params.toString()).toBe("page=3&tab=2");
  });

  it("round-trips every filter", () => {
    const filters: Filters = {
      keyword: "a b",
      port_id: 7,
      carrier_ids: [1, 2],
      etd_from: "2026-01-31",
      status: 2,
      role: "shipper",
    };
    const params = new URLSearchParams();
    writeFilters(FILTERS, filters, params);
    expect(readFilters(FILTERS, params)).toEqual(filters);
  });

  it("gives equal filters equal parameters, whatever their order and whatever else the address holds", () => {
    const a = filterParams(FILTERS, new URLSearchParams("status=1&keyword=x&page=2"));
    const b = filterParams(FILTERS, new URLSearchParams("keyword=x&size=20&status=1&port_id=abc"));
    expect(a.toString()).toBe(b.toString());
  });

  it("tells a filtered list from an unfiltered one", () => {
    expect(hasAnyFilter({})).toBe(false);
    expect(hasAnyFilter({ keyword: undefined, carrier_ids: [] })).toBe(false);
    expect(hasAnyFilter({ status: 0 })).toBe(true);
  });
});
