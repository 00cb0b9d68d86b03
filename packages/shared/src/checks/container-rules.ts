import { containerNoProblem } from "../text/container-number";
import { type Finding, type Row, rowsOf, textOf } from "./check-types";

// Container and seal numbers: a carrier matches each box it loads against the bill by its number,
// so a mistyped one (ISO 6346's check digit catches most), a box entered twice or one already on
// another open order comes back as an error days later; a full container also travels sealed.

/** Container and seal numbers are compared as printed: trimmed, uppercase. */
const normalised = (value: unknown) => textOf(value).trim().toUpperCase();

function containerNoFindings(rows: [Row, number][], taken: ReadonlySet<string> | undefined): Finding[] {
  const findings: Finding[] = [];
  const firstRow = new Map<string, number>();
  for (const [row, index] of rows) {
    const value = normalised(row.container_no);
    if (!value) continue;
    const field = `containers.${index}.container_no`;
    const problem = containerNoProblem(value);
    if (problem?.problem === "format") {
      findings.push({ field, rule: "container_no", level: "block", key: "check.container_no_format", params: { value } });
    } else if (problem?.problem === "check_digit") {
      findings.push({
        field,
        rule: "container_no",
        level: "block",
        key: "check.container_no_check_digit",
        params: { value, expected: problem.expected },
      });
    }
    const first = firstRow.get(value);
    if (first !== undefined) {
      findings.push({
        field,
        rule: "container_repeated",
        level: "block",
        key: "check.container_repeated",
        params: { value, first, row: index + 1 },
      });
    } else {
      firstRow.set(value, index + 1);
    }
    // a warning, not a stop: the other order may be one the customer is about to correct or cancel
    if (taken?.has(value)) {
      findings.push({ field, rule: "container_taken", level: "warn", key: "check.container_taken", params: { value } });
    }
  }
  return findings;
}

function sealFindings(rows: [Row, number][], sealRequired: boolean): Finding[] {
  const findings: Finding[] = [];
  const firstRow = new Map<string, number>();
  for (const [row, index] of rows) {
    const field = `containers.${index}.seal_no`;
    const value = normalised(row.seal_no);
    if (!value) {
      if (sealRequired) findings.push({ field, rule: "seal_missing", level: "block", key: "check.seal_missing" });
      continue;
    }
    const first = firstRow.get(value);
    if (first !== undefined) {
      findings.push({
        field,
        rule: "seal_repeated",
        level: "block",
        key: "check.seal_repeated",
        params: { value, first, row: index + 1 },
      });
    } else {
      firstRow.set(value, index + 1);
    }
  }
  return findings;
}

/**
 * The numbers of a body's `containers` rows. `sealRequired`: every row needs its seal (a shipping
 * instruction for full containers); a booking's rows may still wait for theirs.
 */
export function containerRules(containers: unknown, taken: ReadonlySet<string> | undefined, sealRequired: boolean): Finding[] {
  const rows = rowsOf(containers);
  return [...containerNoFindings(rows, taken), ...sealFindings(rows, sealRequired)];
}
