import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { App, type FormInstance } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-client";
import { useReferenceList } from "../../../lib/reference-data";
import { judgeSupply, showSupplyIssues } from "./supply-check";
import type { SupplyValues } from "./supply-values";
import { useSheetNames } from "./use-sheet-names";

export type SupplyJudgeBody = { contacts: { type: number }[]; containers: { container_id?: number | null }[] };

/**
 * Judging a supply body before it is sent and showing what the server refused, for the customer's
 * form and operations' amendment alike. A failed check says 'please check form input' in a modal
 * titled 'form validation failed', listing what is wrong, and brings the first field into view.
 */
export function useSupplyJudge(form: FormInstance<SupplyValues>, record: SupplyRecord, schema: z.ZodType) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const names = useSheetNames();
  const types = useReferenceList("container");
  // the name the server gave (the booked spaces, the stored rows), else the reference list's, in the reader's language
  const typeName = (id: number) =>
    record.spaces.find((space) => space.container_id === id)?.container_name ||
    record.containers.find((row) => row.container_id === id)?.container_name ||
    types.data?.find((item) => item.id === id)?.name ||
    String(id);

  const rules = { containerMode: record.container_mode, spaces: record.spaces, typeName, schema };
  // the body of the last check that failed, built afresh from the form (a language switch judges it again)
  const failedBody = useRef<(() => SupplyJudgeBody | null) | null>(null);

  /**
   * Judges `body`; `again` builds it anew from the form (null when it no longer can be), so shown
   * messages can follow a language switch.
   */
  const check = async (body: SupplyJudgeBody, again?: () => SupplyJudgeBody | null) => {
    const { ok, failed } = await judgeSupply(form, t, body, rules);
    failedBody.current = ok ? null : (again ?? null);
    if (ok) return true;
    const first = failed[0]?.name;
    if (first) form.scrollToField(first, { block: "center" });
    const lines = failed.flatMap((field) => field.errors).filter((text, index, all) => all.indexOf(text) === index);
    modal.error({
      title: t("supply.validation.failedTitle"),
      content: (
        <div data-testid="supply-problems">
          <p>{t("supply.validation.check_form")}</p>
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {lines.slice(0, 8).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ),
      okText: t("common.actions.confirm"),
    });
    return false;
  };

  // Messages shown follow a language switch, as on the booking form: what the last failed check
  // found is judged again (quietly) in the new language; a server's message, in the old one, is
  // cleared by validating its field again.
  const judgeAgain = useRef<() => void>(() => undefined);
  judgeAgain.current = () => {
    const again = failedBody.current?.() ?? null;
    if (again) {
      void judgeSupply(form, t, again, rules);
      return;
    }
    const withErrors = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (withErrors.length) form.validateFields(withErrors).catch(() => undefined);
  };
  const language = i18n.language;
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    judgeAgain.current();
  }, [language]);

  /** The server's `errors[]` on the fields (already in the reader's language); whether any was placed. */
  const showServerErrors = (err: unknown, body: SupplyJudgeBody) => {
    if (!(err instanceof ApiError) || !err.errors?.length) return false;
    const placed = showSupplyIssues(
      form,
      t,
      err.errors.map(({ field, message }) => ({ path: field, message: message || err.message })),
      body,
      false,
    );
    if (placed[0]) form.scrollToField(placed[0].name, { block: "center" });
    return placed.length > 0;
  };

  /** `names`: the sheet's (English) names of the form's ids */
  return { check, showServerErrors, names };
}
