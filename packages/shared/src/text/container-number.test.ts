import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { containerCheckDigit, containerNoProblem } from "./container-number";

describe("containerCheckDigit (ISO 6346)", () => {
  // worked by hand: CSQU305438 (the ISO 6346 example) sums to 6185, MSKU907032 to 2808; both are 3 mod 11
  it.each([
    ["CSQU305438", 3],
    ["MSKU907032", 3],
  ])("gives %s the check digit %i", (firstTen, digit) => {
    expect(containerCheckDigit(firstTen)).toBe(digit);
  });

  it("writes a remainder of 10 as 0", () => {
    // C13 S30 Q28 U32, then 3 0 5 4 0 7: 13 + 60 + 112 + 256 + 48 + 0 + 320 + 512 + 0 + 3584 = 4905 = 10 mod 11
    expect(containerCheckDigit("CSQU305407")).toBe(0);
    expect(containerNoProblem("CSQU3054070")).toBeNull();
  });

  it("refuses what is not three letters, U/J/Z and six digits", () => {
    expect(containerCheckDigit("CSQX305438")).toBeNull();
    expect(containerCheckDigit("CS1U305438")).toBeNull();
    expect(containerCheckDigit("CSQU30543")).toBeNull();
  });
});

describe("containerNoProblem", () => {
  it("accepts real container numbers", () => {
    expect(containerNoProblem("CSQU3054383")).toBeNull();
    expect(containerNoProblem("MSKU9070323")).toBeNull();
  });

  it("names the expected digit of a wrong check digit", () => {
    expect(containerNoProblem("CSQU3054384")).toEqual({ problem: "check_digit", expected: 3 });
    expect(containerNoProblem("MSKU9070320")).toEqual({ problem: "check_digit", expected: 3 });
  });

  it("refuses a wrong shape", () => {
    for (const value of ["", "CSQU305438", "CSQU30543833", "CSQA3054383", "123U3054383", "csqu3054383"]) {
      expect(containerNoProblem(value), value).toEqual({ problem: "format" });
    }
  });

  it("accepts exactly one digit of ten for any owner code and serial", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{3}[UJZ][0-9]{6}$/), (prefix) => {
        const valid = Array.from({ length: 10 }, (_, d) => `${prefix}${d}`).filter((no) => containerNoProblem(no) === null);
        expect(valid).toEqual([`${prefix}${containerCheckDigit(prefix)}`]);
      }),
    );
  });
});
