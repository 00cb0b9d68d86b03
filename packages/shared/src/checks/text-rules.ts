import { normaliseCommonText } from "../text/common-text";
import { type Finding, type Row, rowsOf, textOf } from "./check-types";
import { isGenericDescription } from "./generic-description";
import { BILL_LINE_WIDTH, partyLines, wrapLines } from "./wrap";

// What the bill prints: lines of 35 characters, a bounded number of them, Latin letters only. A
// text the carrier's bill form cannot hold is cut or refused when the draft bill is made.

/** Lines a bill holds: the description's box runs over rider pages, the marks' box does not. */
export const BILL_MAX_LINES = { description: 150, marks: 50 } as const;
/** The shipper / consignee / notify box of a bill. */
export const PARTY_MAX_LINES = 6;
/** The party fields printed on the bill (company2, the local name, is not). */
const PARTY_TEXT_FIELDS = ["company1", "address1", "address2", "city", "province", "linkman"] as const;

/** East Asian scripts, CJK punctuation and full-width forms, and what an IME types for ASCII. */
function isNonLatinChar(ch: string): boolean {
  return (ch.codePointAt(0) ?? 0) >= 0x2e80 || normaliseCommonText(ch) !== ch.toUpperCase();
}

/** A text as a message quotes it: on one line, at most 60 characters. */
export function shortened(text: string): string {
  const line = text.trim().replace(/\s+/g, " ");
  return [...line].length > 60 ? `${[...line].slice(0, 59).join("")}…` : line;
}

/**
 * Chinese or full-width characters in a bill text. When mapping IME characters onto ASCII (as every
 * common-text field does) leaves none, the mapped text is the fix: params.fix whole (for a form to
 * put in the field), params.shown as the message quotes it. Else params.chars lists what to write
 * in English letters. Other characters the common text pattern refuses are the schema's to report.
 */
export function nonLatinFinding(value: string, field: string, extra?: Record<string, string | number>): Finding | null {
  if (![...value].some(isNonLatinChar)) return null;
  const fixed = normaliseCommonText(value).trim();
  const left = [...fixed].filter(isNonLatinChar);
  if (left.length > 0) {
    const shown = [...new Set(left)].slice(0, 10).join("");
    return { field, rule: "non_latin", level: "block", key: "check.non_latin", params: { ...extra, chars: shown } };
  }
  return {
    field,
    rule: "non_latin",
    level: "block",
    key: "check.non_latin_fix",
    params: { ...extra, fix: fixed, shown: shortened(fixed) },
  };
}

function lineFindings(value: string, field: string, kind: keyof typeof BILL_MAX_LINES): Finding[] {
  const findings: Finding[] = [];
  const lines = value.replace(/\s+$/, "").split(/\r\n|\r|\n/);
  const long = lines.findIndex((line) => [...line.trimEnd()].length > BILL_LINE_WIDTH);
  if (long >= 0) {
    const length = [...(lines[long] ?? "").trimEnd()].length;
    findings.push({
      field,
      rule: "line_length",
      level: "warn",
      key: "check.line_length",
      params: { line: long + 1, length, max: BILL_LINE_WIDTH },
    });
  }
  const count = wrapLines(value).length;
  if (count > BILL_MAX_LINES[kind]) {
    findings.push({
      field,
      rule: "line_count",
      level: "block",
      key: "check.line_count",
      params: { lines: count, max: BILL_MAX_LINES[kind], width: BILL_LINE_WIDTH },
    });
  }
  return findings;
}

/**
 * A printed text field of the body: a description or the marks. `boundForEu`: the goods enter the
 * EU, whose filing refuses generic descriptions.
 */
export function billTextRules(raw: unknown, field: string, kind: keyof typeof BILL_MAX_LINES, boundForEu: boolean): Finding[] {
  const value = textOf(raw);
  if (!value.trim()) return [];
  const findings = lineFindings(value, field, kind);
  if (kind === "description" && boundForEu && isGenericDescription(normaliseCommonText(value))) {
    const shown = shortened(normaliseCommonText(value));
    findings.push({
      field,
      rule: "generic_description",
      level: "block",
      key: "check.generic_description",
      params: { value: shown },
    });
  }
  const nonLatin = nonLatinFinding(value, field);
  if (nonLatin) findings.push(nonLatin);
  return findings;
}

/** The party as the message names it: its type (1 shipper … 4 notify 2) when it has a known one. */
function partyParams(row: Row): Record<string, number> {
  return typeof row.type === "number" && [1, 2, 3, 4].includes(row.type) ? { party: row.type } : {};
}

/** The parties of a body: their printed fields in Latin letters, their box at most six lines. */
export function partyRules(contacts: unknown): Finding[] {
  return rowsOf(contacts).flatMap(([row, index]) => {
    const params = partyParams(row);
    const findings: Finding[] = [];
    for (const name of PARTY_TEXT_FIELDS) {
      const finding = nonLatinFinding(textOf(row[name]), `contacts.${index}.${name}`, params);
      if (finding) findings.push(finding);
    }
    const lines = partyLines({
      company1: textOf(row.company1),
      address1: textOf(row.address1),
      address2: textOf(row.address2),
      city: textOf(row.city),
      province: textOf(row.province),
      zip_code: textOf(row.zip_code),
    }).length;
    if (lines > PARTY_MAX_LINES) {
      findings.push({
        field: `contacts.${index}.address1`,
        rule: "party_lines",
        level: "warn",
        key: "check.party_lines",
        params: { ...params, lines, max: PARTY_MAX_LINES },
      });
    }
    return findings;
  });
}
