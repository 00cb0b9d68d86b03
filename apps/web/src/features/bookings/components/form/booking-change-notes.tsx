import type { AmendmentState } from "@haiyun/shared/schemas/order-amendment";
import { Alert, Card, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { FeedbackList } from "../../../orders";

type BookingChangeMode = "update" | "amend";

// What the booking form shows above itself when it changes a submitted booking: the amendment's
// reason (required) or the update's hint, operations' feedback, and the fields it names marked.

/** The form's ids of the fields a feedback names (its first part: a head field's id is its name). */
function markedIds(feedbacks: AmendmentState["feedbacks"]): string[] {
  return [...new Set(feedbacks.map((item) => item.field.split(/[.[]/)[0] ?? ""))].filter((id) => /^[a-z_0-9]+$/.test(id));
}

export function BookingChangeNotes({
  mode,
  feedbacks,
  reason,
  onReason,
  reasonMissing,
}: {
  mode: BookingChangeMode;
  feedbacks: AmendmentState["feedbacks"];
  reason: string;
  onReason: (value: string) => void;
  /** the form was sent without a reason: said under the field */
  reasonMissing: boolean;
}) {
  const { t } = useTranslation();
  const ids = markedIds(feedbacks);
  return (
    <>
      {ids.length > 0 && (
        // the named fields stand out until the form is sent again
        <style>
          {ids.map((id) => `.booking-change-form [id="${id}"]`).join(", ")}
          {" { outline: 2px solid #fa8c16; outline-offset: 2px; }"}
        </style>
      )}
      {mode === "amend" ? (
        <Card title={t("amendments.form.amendTitle")} style={{ marginBottom: 16 }} data-testid="amendment-reason">
          <Alert type="info" showIcon title={t("amendments.form.amendHint")} style={{ marginBottom: 12 }} />
          <Form.Item
            label={t("amendments.form.reason")}
            required
            layout="vertical"
            style={{ marginBottom: 0 }}
            validateStatus={reasonMissing ? "error" : undefined}
            help={reasonMissing ? t("amendments.form.reasonRequired") : undefined}
          >
            <Input.TextArea
              aria-label={t("amendments.form.reason")}
              value={reason}
              maxLength={255}
              showCount
              placeholder={t("amendments.form.reasonPlaceholder")}
              onChange={(event) => onReason(event.target.value)}
            />
          </Form.Item>
        </Card>
      ) : (
        <Alert type="info" showIcon title={t("amendments.form.updateHint")} style={{ marginBottom: 16 }} />
      )}
      {feedbacks.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t("amendments.feedback.title")}
          description={
            <>
              <div>{t("amendments.feedback.hint")}</div>
              <FeedbackList feedbacks={feedbacks} />
            </>
          }
          style={{ marginBottom: 16 }}
          data-testid="feedback-banner"
        />
      )}
    </>
  );
}
