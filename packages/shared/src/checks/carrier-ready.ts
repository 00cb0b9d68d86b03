import { CONTAINER_MODE } from "../constants/order-kinds";
import { type Lang, translate } from "../i18n/messages";
import { cargoHsRules, specialCargoRules } from "./cargo-rules";
import { type CheckContext, type CheckProblem, type CheckStage, type Finding, isRecord, type Row, rowsOf } from "./check-types";
import { containerRules } from "./container-rules";
import { isBoundForEu } from "./eu";
import { problemPlace } from "./place";
import { billTextRules, partyRules } from "./text-rules";
import { vgmRules } from "./vgm-rules";

// The carrier-ready check: what a carrier would refuse late, found while the form is typed, again
// when it is saved or submitted, and on demand. A save only warns (a draft may be half done); a
// submit stops on the rules that would get the booking or the instruction refused.

export type { CheckContext, CheckProblem, CheckRule, CheckSeverity, CheckStage } from "./check-types";
export { CHECK_RULES } from "./check-types";
export { EU_COUNTRIES, isBoundForEu, isEuLocation } from "./eu";
export { BILL_MAX_LINES, PARTY_MAX_LINES } from "./text-rules";
export { BILL_LINE_WIDTH, type PartyAddress, partyLines, wrapLines } from "./wrap";

function toProblems(findings: readonly Finding[], stage: CheckStage): CheckProblem[] {
  return findings.map(({ level, params, ...finding }) => ({
    ...finding,
    severity: stage === "submit" && level === "block" ? "error" : "warning",
    ...(params ? { params } : {}),
  }));
}

/** Anything but "submit" is judged as a save: only a submit is ever stopped. */
const stageOf = (ctx: CheckContext): CheckStage => (ctx.stage === "submit" ? "submit" : "save");

function rowDescriptions(rows: unknown, collection: string, boundForEu: boolean): Finding[] {
  return rowsOf(rows).flatMap(([row, index]) =>
    billTextRules(row.description, `${collection}.${index}.description`, "description", boundForEu),
  );
}

/** A booking body (POST/PUT /order/booking) as sent: FCL spaces and container rows, LCL cargo rows, parties. */
export function checkBooking(body: unknown, ctx: CheckContext): CheckProblem[] {
  const form: Row = isRecord(body) ? body : {};
  const boundForEu = isBoundForEu(ctx);
  const findings = [
    ...containerRules(form.containers, ctx.takenContainerNos, false),
    ...cargoHsRules(form.containers, "containers", boundForEu),
    ...cargoHsRules(form.cargos, "cargos", boundForEu),
    ...rowDescriptions(form.containers, "containers", boundForEu),
    ...rowDescriptions(form.cargos, "cargos", boundForEu),
    ...partyRules(form.contacts),
    ...specialCargoRules(form.spaces, "spaces", ctx.isoCodeOf),
    ...specialCargoRules(form.containers, "containers", ctx.isoCodeOf),
    ...specialCargoRules(form.cargos, "cargos"),
  ];
  return toProblems(findings, stageOf(ctx));
}

/** A shipping-instruction body (PUT /order/shipment/{id}) as sent, for an order in `containerMode` (1 FCL, 2 LCL). */
export function checkSupply(body: unknown, ctx: CheckContext & { containerMode: number }): CheckProblem[] {
  const form: Row = isRecord(body) ? body : {};
  const boundForEu = isBoundForEu(ctx);
  const stage = stageOf(ctx);
  const findings = [
    ...containerRules(form.containers, ctx.takenContainerNos, ctx.containerMode === CONTAINER_MODE.FCL),
    ...billTextRules(form.marks_no, "marks_no", "marks", boundForEu),
    ...billTextRules(form.description, "description", "description", boundForEu),
    ...partyRules(form.contacts),
    ...vgmRules(form, stage, ctx.isoCodeOf),
  ];
  return toProblems(findings, stage);
}

/** The problem in the reader's language, naming its row and field. */
export function problemMessage(problem: CheckProblem, lang: Lang): string {
  const place = problemPlace(problem.field, problem.params, lang);
  return translate(problem.key, lang, { ...place, ...problem.params }) ?? problem.key;
}

/** The problems that stop a submit. */
export function blockingProblems(problems: readonly CheckProblem[]): CheckProblem[] {
  return problems.filter((problem) => problem.severity === "error");
}
