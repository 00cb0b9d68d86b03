import { type BookingAction, type BookingFormInput, bookingFormSchema } from "@haiyun/shared/schemas/order";
import { App, type FormInstance } from "antd";
import type { TFunction } from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../../lib/api-client";
import { serverMessage } from "../../../../lib/form-errors";
import { bookingMessage } from "../../../orders";
import {
  type BookingKind,
  type BookingMode,
  type BookingSaver,
  type BookingValues,
  formPathOf,
  isBlank,
  LISTS,
  type RowIndex,
  toBody,
  valueAt,
} from "./booking-values";

interface Issue {
  path: string | readonly PropertyKey[];
  message: string;
  params?: Record<string, unknown>;
}

/**
 * Puts issues of the body (the shared schema's, or the server's `errors[]`) on the fields that show
 * them; returns the paths set, first first. A missing value the schema calls invalid is "required".
 */
function showIssues(
  form: FormInstance,
  t: TFunction,
  issues: Issue[],
  body: BookingFormInput,
  rows: RowIndex,
  translate: boolean,
) {
  const byPath = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const issue of issues) {
    const name = formPathOf(issue.path, body, rows);
    if (!name) continue;
    const bodyPath = typeof issue.path === "string" ? issue.path.split(".") : [...issue.path];
    const key = isBlank(valueAt(body, bodyPath)) && issue.message === "v.invalid" ? "v.required" : issue.message;
    const field = name[0] === "contacts" ? t(`bookingForm.parties.${name[1]}`) : t(`bookingForm.fields.${String(name.at(-1))}`);
    const text = translate ? bookingMessage(t, key, { field, ...issue.params }) : issue.message;
    const entry = byPath.get(JSON.stringify(name)) ?? { name, errors: [] };
    if (!entry.errors.includes(text)) entry.errors.push(text);
    byPath.set(JSON.stringify(name), entry);
  }
  const fields = [...byPath.values()];
  form.setFields(fields);
  return fields.map((field) => field.name);
}

interface Options {
  form: FormInstance<BookingValues>;
  kind: BookingKind;
  mode: BookingMode;
  /** the order edited (edit mode) */
  orderId?: number;
  /** the form is about to be left or replaced: nothing is unsaved any more */
  markClean: () => void;
  saver: BookingSaver;
}

/**
 * Save and submit: the whole form is judged on the client by the shared schema first, the
 * server's field errors land on the same fields. How it is sent (the Idempotency-Key of each
 * attempt) is the saver's business, handed in by the page.
 */
export function useBookingSubmit({ form, kind, mode, orderId, markClean, saver }: Options) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState<string | null>(null);
  // A saved new order (create, copy) or a submitted one moves the page to another form or to the
  // detail; until this form is gone it sends nothing more: a click in that moment would otherwise
  // create a second order from the old create form (found by the browser test).
  const [leaving, setLeaving] = useState(false);
  const left = useRef(false);

  const scrollTo = (names: (string | number)[][]) => {
    if (names[0]) form.scrollToField(names[0], { block: "center" });
  };

  /** Judges the whole form for `action`, putting what is wrong on the fields. */
  const judge = async (action: BookingAction) => {
    form.setFields(LISTS.map((name) => ({ name: [name], errors: [] })));
    const failed: (string | number)[][] = [];
    await form.validateFields().catch((err: { errorFields?: { name: (string | number)[] }[] }) => {
      failed.push(...(err.errorFields ?? []).map((field) => field.name));
    });
    const { body, rows } = toBody(form.getFieldsValue(true), kind, action);
    const parsed = bookingFormSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => {
        const limits = issue as { maximum?: unknown; minimum?: unknown };
        return { path: issue.path, message: issue.message, params: { max: limits.maximum, min: limits.minimum } };
      });
      failed.push(...showIssues(form, t, issues, body, rows, true));
    }
    return { failed, body, rows, ok: parsed.success && failed.length === 0 };
  };
  const judgeRef = useRef(judge);
  judgeRef.current = judge;
  const failedAction = useRef<BookingAction | null>(null);

  /** The body to send, or null (with the reasons on the fields) when the form is not ready for `action`. */
  const check = async (action: BookingAction) => {
    if (left.current) return null;
    const { failed, body, rows, ok } = await judge(action);
    failedAction.current = ok ? null : action;
    if (!ok) {
      message.error(t("validation.check_form"));
      scrollTo(failed);
      return null;
    }
    return { body, rows };
  };

  // Messages shown follow a language switch (lib/form-errors' useRetranslateErrors does it for the
  // other forms): what the last failed check found is judged again in the new language; a server's
  // message, in the old one, is cleared by validating its field again.
  const language = i18n.language;
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    if (failedAction.current) {
      void judgeRef.current(failedAction.current);
      return;
    }
    const withErrors = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (withErrors.length) form.validateFields(withErrors).catch(() => undefined);
  }, [form, language]);

  const send = ({ body, rows }: { body: BookingFormInput; rows: RowIndex }) => {
    const id = mode === "edit" ? orderId : undefined;
    return saver
      .save({ id, body })
      .then((result) => {
        markClean();
        if (mode !== "edit" || body.action === "submit") {
          left.current = true;
          setLeaving(true);
        }
        if (body.action === "submit") {
          message.success(t(saver.change?.done ?? "bookingForm.notices.submitted", { orderNo: result.order_no }));
          navigate(`/bookings/${result.id}`, { replace: true });
          return;
        }
        message.success(t("bookingForm.notices.saved", { orderNo: result.order_no }));
        navigate(`/bookings/edit-${kind}/${result.id}`, { replace: true });
      })
      .catch((err: Error) => {
        const msg = serverMessage(err) ?? err.message;
        // Only a draft can be edited; the order moved on meanwhile (submitted elsewhere)
        // (a quote no longer live is a 409 too, about the quote: the draft itself can still be saved)
        const aboutQuote = err instanceof ApiError && (err.errors ?? []).some((issue) => issue.field === "quote_id");
        if (mode === "edit" && err instanceof ApiError && err.status === 409 && !aboutQuote) {
          setConflict(msg);
          return;
        }
        const issues = err instanceof ApiError ? (err.errors ?? []).map(({ field, message }) => ({ path: field, message })) : [];
        scrollTo(showIssues(form, t, issues, body, rows, false));
        const failure = mode === "edit" ? "save" : mode === "copy" ? "copy" : "create";
        message.error(t(`bookingForm.errors.${failure}`, { msg }));
      });
  };

  return { check, send, isSending: saver.isSaving || leaving, conflict };
}
