import { describe, expect, it } from "vitest";
import { compareContainerCodes, sortContainers } from "./container-order";

describe("the usual container order", () => {
  it("puts general-purpose boxes first by size (standard before high cube), then reefers, open tops, flat racks, tanks", () => {
    const seeded = [
      "20TK",
      "40FR",
      "20FR",
      "40OT",
      "20OT",
      "40NOR",
      "40RH",
      "40RF",
      "20RF",
      "45HQ",
      "40HQ",
      "40GP",
      "20HQ",
      "20GP",
    ];
    expect([...seeded].sort(compareContainerCodes)).toEqual([
      "20GP",
      "20HQ",
      "40GP",
      "40HQ",
      "45HQ",
      "20RF",
      "40RF",
      "40RH",
      "40NOR",
      "20OT",
      "40OT",
      "20FR",
      "40FR",
      "20TK",
    ]);
  });

  it("puts the quotes' usual columns in order, aliases and case aside", () => {
    expect(["20GP", "40HQ", "40GP"].sort(compareContainerCodes)).toEqual(["20GP", "40GP", "40HQ"]);
    expect(["40hc", "40dc", "20dv"].sort(compareContainerCodes)).toEqual(["20dv", "40dc", "40hc"]);
  });

  it("puts unknown types after the known groups, and codes without a size after every size", () => {
    expect(["SPECIAL", "40XX", "20TK", "20GP"].sort(compareContainerCodes)).toEqual(["20GP", "20TK", "40XX", "SPECIAL"]);
  });

  it("sorts items by their code, keeping equal codes in order", () => {
    const items = [
      { id: 1, code: "40HQ" },
      { id: 2, code: "20GP" },
      { id: 3, code: "20GP" },
    ];
    expect(sortContainers(items, (item) => item.code).map((item) => item.id)).toEqual([2, 3, 1]);
  });
});
