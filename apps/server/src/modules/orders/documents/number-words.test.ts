import { describe, expect, it } from "vitest";
import { numberInWords, sayTotal } from "./number-words";

describe("a count in words", () => {
  it.each([
    [0, "ZERO"],
    [1, "ONE"],
    [13, "THIRTEEN"],
    [20, "TWENTY"],
    [40, "FORTY"],
    [42, "FORTY-TWO"],
    [99, "NINETY-NINE"],
    [100, "ONE HUNDRED"],
    [101, "ONE HUNDRED ONE"],
    [115, "ONE HUNDRED FIFTEEN"],
    [999, "NINE HUNDRED NINETY-NINE"],
    [1000, "ONE THOUSAND"],
    [1205, "ONE THOUSAND TWO HUNDRED FIVE"],
    [20_000, "TWENTY THOUSAND"],
    [1_000_001, "ONE MILLION ONE"],
    [12_345_678, "TWELVE MILLION THREE HUNDRED FORTY-FIVE THOUSAND SIX HUNDRED SEVENTY-EIGHT"],
    [2_000_000_000, "TWO BILLION"],
    [1_000_000_000_000_000, "ONE THOUSAND TRILLION"],
  ])("writes %i as %s", (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it("says every count from 0 to 10 000 in words that read back to the count", () => {
    const value: Record<string, number> = {};
    for (let n = 0; n < 20; n++) value[numberInWords(n)] = n;
    for (let n = 2; n < 10; n++) value[numberInWords(n * 10)] = n * 10;
    const readBack = (words: string) => {
      let total = 0;
      let group = 0;
      for (const word of words.split(" ")) {
        if (word === "HUNDRED") group *= 100;
        else if (word === "THOUSAND") {
          total += group * 1000;
          group = 0;
        } else group += word.split("-").reduce((sum, part) => sum + value[part], 0);
      }
      return total + group;
    };
    for (let n = 0; n <= 10_000; n++) expect(readBack(numberInWords(n)), `${n}`).toBe(n);
  });

  it("refuses what is not a count", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => numberInWords(bad)).toThrow(RangeError);
  });

  it("says a bill's total with the singular for one", () => {
    expect(sayTotal(40, "CONTAINER", "CONTAINERS")).toBe("SAY FORTY (40) CONTAINERS ONLY");
    expect(sayTotal(1, "CONTAINER", "CONTAINERS")).toBe("SAY ONE (1) CONTAINER ONLY");
    expect(sayTotal(21, "PACKAGE", "PACKAGES")).toBe("SAY TWENTY-ONE (21) PACKAGES ONLY");
  });
});
