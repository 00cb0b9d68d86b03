import { blockingProblems, type Lang, problemMessage } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { checkSupplyBody, storedInstruction } from "../orders";
import { jsonPathOf } from "./dcsa-errors";
import type { OrderRow } from "./ebl-data.repository";
import type { Feedback } from "./ebl-text";
import { dcsaFieldOf } from "./si-paths";

// Shipping instructions received but not submitted (PENDING_UPDATE): what stops their submit, as
// the portal's carrier-ready check finds it now, each an ERROR feedback in the reader's language.

export async function blockingFeedbacks(db: Db, order: OrderRow, lang: Lang): Promise<Feedback[]> {
  const form = await storedInstruction(db, order);
  const problems = blockingProblems(await checkSupplyBody(db, form as unknown as Record<string, unknown>, "submit", order));
  return problems.slice(0, 100).map((problem) => {
    const path = dcsaFieldOf(problem.field, form as never);
    const property =
      path
        .split(".")
        .filter((s) => !/^\d+$/.test(s))
        .at(-1) ?? "";
    return {
      severity: "ERROR",
      code: problem.rule.toUpperCase().slice(0, 50),
      message: problemMessage(problem, lang).slice(0, 5000),
      jsonPath: jsonPathOf(path).slice(0, 500),
      property: property.slice(0, 100),
    };
  });
}
