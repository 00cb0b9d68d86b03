import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { containerCheckDigit } from "../text/container-number";
import { checkBooking, checkSupply, problemMessage } from "./carrier-ready";
import { checkContext, rulesOf, supplyContext } from "./check-fixtures";

const supplyRows = (...rows: Record<string, unknown>[]) => ({ containers: rows });
const box = (container_no: string, seal_no = `SEAL${container_no}`) => ({ container_no, seal_no, vgm: 1 });
const numberProblems = (container_no: string) =>
  checkSupply(supplyRows(box(container_no)), supplyContext()).filter((problem) => problem.rule === "container_no");

describe("container_no", () => {
  it("passes a real ISO 6346 number, also typed in lowercase with spaces", () => {
    expect(numberProblems("CSQU3054383")).toEqual([]);
    expect(numberProblems(" csqu3054383 ")).toEqual([]);
  });

  it("names the check digit a mistyped number should have", () => {
    const [problem] = numberProblems("CSQU3054384");
    expect(problem).toMatchObject({
      field: "containers.0.container_no",
      key: "check.container_no_check_digit",
      severity: "error",
    });
    expect(problem?.params).toMatchObject({ value: "CSQU3054384", expected: 3 });
    expect(problem && problemMessage(problem, "en")).toBe(
      "Container number CSQU3054384: the check digit should be 3; check the number against the box",
    );
    expect(problem && problemMessage(problem, "cn")).toBe("箱号 CSQU3054384：校验位应为 3，请对照箱体核对箱号");
  });

  it("refuses a wrong category letter and a character too many as not a container number", () => {
    for (const value of ["CSQA3054383", "CSQU3054383X", "CSQU305438"]) {
      expect(
        numberProblems(value).map((problem) => problem.key),
        value,
      ).toEqual(["check.container_no_format"]);
    }
  });

  it("judges a booking's container rows alike", () => {
    const problems = checkBooking({ containers: [{ container_no: "CSQU3054384" }] }, checkContext());
    expect(rulesOf(problems)).toContain("container_no");
  });

  it("passes every owner code, category and serial with its computed check digit, and fails every other digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{3}[UJZ][0-9]{6}$/), fc.integer({ min: 0, max: 9 }), (prefix, digit) => {
        const expected = containerCheckDigit(prefix);
        const problems = numberProblems(`${prefix}${digit}`);
        if (digit === expected) expect(problems).toEqual([]);
        else expect(problems).toMatchObject([{ rule: "container_no", params: { expected } }]);
      }),
    );
  });
});

describe("container_repeated and container_taken", () => {
  it("flags the second row of a number entered twice, naming the first row", () => {
    const problems = checkSupply(supplyRows(box("CSQU3054383", "S1"), box("csqu3054383", "S2")), supplyContext());
    expect(problems).toMatchObject([
      { rule: "container_repeated", field: "containers.1.container_no", params: { first: 1, row: 2 } },
    ]);
    expect(problems[0] && problemMessage(problems[0], "en")).toBe(
      "Container number CSQU3054383 is entered twice (rows 1 and 2); each box is loaded once",
    );
    expect(problems[0] && problemMessage(problems[0], "cn")).toBe(
      "箱号 CSQU3054383 重复填写（第 1 行和第 2 行），同一个箱子只能装一次",
    );
  });

  it("lets different numbers be", () => {
    const problems = checkSupply(supplyRows(box("CSQU3054383"), box("MSKU9070323")), supplyContext());
    expect(problems).toEqual([]);
  });

  it("flags a number already on another open order, and only then", () => {
    const body = supplyRows(box("MSKU9070323"));
    expect(rulesOf(checkSupply(body, supplyContext({ takenContainerNos: new Set(["MSKU9070323"]) })))).toEqual([
      "container_taken",
    ]);
    expect(checkSupply(body, supplyContext({ takenContainerNos: new Set(["CSQU3054383"]) }))).toEqual([]);
    // it warns even at submit: the other order may be the one to correct
    const submitted = checkSupply(body, supplyContext({ stage: "submit", takenContainerNos: new Set(["MSKU9070323"]) }));
    expect(submitted.find((problem) => problem.rule === "container_taken")?.severity).toBe("warning");
  });
});

describe("seal_missing and seal_repeated", () => {
  it("wants a seal on every row of a full-container instruction", () => {
    const body = supplyRows({ container_no: "CSQU3054383", seal_no: " ", vgm: 1 });
    expect(checkSupply(body, supplyContext())).toMatchObject([{ rule: "seal_missing", field: "containers.0.seal_no" }]);
    expect(checkSupply(body, supplyContext({ containerMode: 2 }))).toEqual([]);
    const booking = checkBooking({ containers: [{ container_no: "CSQU3054383" }] }, checkContext());
    expect(rulesOf(booking)).not.toContain("seal_missing");
  });

  it("flags a seal used twice in the order", () => {
    const body = supplyRows(box("CSQU3054383", "AB123"), box("MSKU9070323", "ab123 "));
    expect(checkSupply(body, supplyContext())).toMatchObject([
      { rule: "seal_repeated", field: "containers.1.seal_no", params: { value: "AB123", first: 1 } },
    ]);
  });
});
