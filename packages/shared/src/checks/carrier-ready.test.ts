import { describe, expect, it } from "vitest";
import { CHECK_MESSAGES } from "../i18n/check-messages";
import { blockingProblems, CHECK_RULES, type CheckProblem, checkBooking, checkSupply, problemMessage } from "./carrier-ready";
import { checkContext, party, rulesOf, supplyContext, TYPE } from "./check-fixtures";

/** A booking with one problem of each booking rule. */
const troubledBooking = {
  contacts: [party({ company1: "上海示例", address2: "A ".repeat(100) })],
  spaces: [
    { container_id: TYPE.REEFER_40, count: 1 },
    { container_id: TYPE.DRY_20, count: 1, reefer: { temperature: 5 }, oog: { over_height: 20 } },
  ],
  containers: [
    {
      container_id: TYPE.DRY_20,
      container_no: "CSQU3054384",
      hs_code: "12",
      description: "GENERAL CARGO",
      dangerous_goods: [{}],
    },
    { container_id: TYPE.DRY_20, container_no: "CSQU3054384", hs_code: "", description: "X".repeat(36) },
    { container_id: TYPE.DRY_20, container_no: "MSKU9070323", hs_code: "940360", description: lines(151) },
  ],
};

/** An instruction with one problem of each instruction rule. */
const troubledSupply = {
  marks_no: "N/M",
  description: "OFFICE CHAIRS",
  vgm_method: 2,
  containers: [
    {
      container_no: "CSQU3054383",
      seal_no: "",
      container_id: TYPE.DRY_20,
      weight: 5000,
      vgm: 5000,
      vgm_declaration: { method: "SM2" },
    },
    { container_no: "CSQU3054383", seal_no: "S1", container_id: TYPE.DRY_20, weight: 5000 },
    { container_no: "MSKU9070323", seal_no: "S1", container_id: TYPE.DRY_20, weight: 5000, vgm: 7200 },
  ],
};

function lines(count: number) {
  return Array.from({ length: count }, (_, index) => `LINE ${index + 1}`).join("\n");
}

const bookingAt = (stage: "save" | "submit") =>
  checkBooking(troubledBooking, checkContext({ stage, podCode: "NLRTM", takenContainerNos: new Set(["MSKU9070323"]) }));
const supplyAt = (stage: "save" | "submit") => checkSupply(troubledSupply, supplyContext({ stage }));

describe("checkBooking and checkSupply", () => {
  it("between them apply every rule", () => {
    const fired = new Set([...rulesOf(bookingAt("submit")), ...rulesOf(supplyAt("submit"))]);
    expect([...CHECK_RULES].filter((rule) => !fired.has(rule))).toEqual([]);
  });

  it("only warn on a save", () => {
    const problems = [...bookingAt("save"), ...supplyAt("save")];
    expect(problems.length).toBeGreaterThan(10);
    expect(problems.every((problem) => problem.severity === "warning")).toBe(true);
    expect(blockingProblems(problems)).toEqual([]);
  });

  it("stop a submit on the blocking rules and keep the rest as warnings", () => {
    const problems = [...bookingAt("submit"), ...supplyAt("submit")];
    const severityOf = (rule: string) => new Set(problems.filter((problem) => problem.rule === rule).map((p) => p.severity));
    const warnings = ["line_length", "party_lines", "vgm_mismatch", "vgm_missing", "vgm_declaration", "container_taken"];
    for (const rule of warnings) {
      expect([...severityOf(rule)], rule).toEqual(["warning"]);
    }
    for (const rule of CHECK_RULES.filter((rule) => !warnings.includes(rule))) {
      expect([...severityOf(rule)], rule).toEqual(["error"]);
    }
    expect(blockingProblems(problems).every((problem) => problem.severity === "error")).toBe(true);
    expect(blockingProblems(problems).length).toBeLessThan(problems.length);
  });

  it("judge a submit only by the stage, not by the body's action", () => {
    const problems = checkBooking({ ...troubledBooking, action: "submit" }, checkContext({ stage: "save" }));
    expect(blockingProblems(problems)).toEqual([]);
  });

  it("skip what is absent or malformed instead of failing", () => {
    for (const body of [null, undefined, "text", 42, [], {}, { containers: "x", spaces: [null, 3, "a"], contacts: {} }]) {
      expect(checkBooking(body, checkContext()), String(body)).toEqual([]);
      expect(checkSupply(body, supplyContext()), String(body)).toEqual([]);
    }
    const odd = {
      marks_no: 12,
      containers: [{ container_no: 3054383, seal_no: ["S"], vgm: "12000", weight: null, vgm_declaration: "SM2" }],
      cargos: [{ hs_code: 940360, description: { en: "X" }, dangerous_goods: "UN1830" }],
    };
    expect(rulesOf(checkSupply(odd, supplyContext()))).toEqual(["seal_missing", "vgm_missing"]);
    // the container row gives no HS code at all; the cargo row's numeric one is the schema's to refuse
    expect(checkBooking(odd, checkContext())).toMatchObject([{ rule: "hs_code_missing", field: "containers.0.hs_code" }]);
  });
});

describe("problemMessage", () => {
  const every = (): CheckProblem[] => [...bookingAt("submit"), ...supplyAt("submit")];

  it("gives every problem a text in both languages with its blanks filled", () => {
    for (const problem of every()) {
      for (const lang of ["cn", "en"] as const) {
        const text = problemMessage(problem, lang);
        expect(text, `${problem.key} ${lang}`).not.toBe(problem.key);
        expect(text, `${problem.key} ${lang}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it("writes Chinese in cn and none in en", () => {
    for (const problem of every().filter((problem) => problem.rule !== "non_latin")) {
      expect(problemMessage(problem, "cn"), problem.key).toMatch(/[\u4e00-\u9fff]/);
      expect(problemMessage(problem, "en"), problem.key).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("names the row and the field as the user reads them", () => {
    const line = bookingAt("submit").find((problem) => problem.rule === "line_length");
    expect(line && problemMessage(line, "en")).toMatch(/^Container row 2, description: line 1 has 36 characters/);
    expect(line && problemMessage(line, "cn")).toMatch(/^第 2 行集装箱的货物描述：第 1 行有 36 个字符/);
  });

  it("has a text for each message key in both languages", () => {
    for (const [key, texts] of Object.entries(CHECK_MESSAGES)) {
      expect(texts.cn.trim(), key).not.toBe("");
      expect(texts.en.trim(), key).not.toBe("");
    }
  });
});
