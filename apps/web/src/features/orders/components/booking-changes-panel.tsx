import { EditOutlined } from "@ant-design/icons";
import { CONTAINER_MODE } from "@haiyun/shared/constants/order-kinds";
import type { OrderStatus } from "@haiyun/shared/constants/order-status";
import { canTransition, type OrderSides } from "@haiyun/shared/constants/order-transitions";
import type { AmendmentState } from "@haiyun/shared/schemas/order-amendment";
import { Alert, Button, Card, Flex, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useAmendmentState } from "../api/booking-changes";
import type { OrderDetail } from "../api/order-keys";
import { FieldChangeTable, fieldLabel } from "./field-change";

const SEVERITY_COLOR = { info: "blue", warning: "orange", error: "red" } as const;
const STATE_COLOR = { requested: "processing", accepted: "success", declined: "error" } as const;

/** The tags beside the status: pending update / updated, and the amendment request as last decided. */
export function BookingChangeTags({ state }: { state: AmendmentState | undefined }) {
  const { t } = useTranslation();
  if (!state) return null;
  return (
    <>
      {state.update_status && (
        <Tag color={state.update_status === "pending_update" ? "orange" : "green"} data-testid="update-status-tag">
          {t(`amendments.tags.${state.update_status}`)}
        </Tag>
      )}
      {state.amendment && (
        <Tag color={STATE_COLOR[state.amendment.status]} data-testid="amendment-tag">
          {t(`sideRequests.tags.amendment.${state.amendment.status}`)}
        </Tag>
      )}
    </>
  );
}

/** Operations' feedback, each naming its field in the reader's language. */
export function FeedbackList({ feedbacks }: { feedbacks: AmendmentState["feedbacks"] }) {
  const { t } = useTranslation();
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="feedbacks">
      {feedbacks.map((item) => (
        <li key={`${item.field}-${item.severity}-${item.message}`}>
          <Tag color={SEVERITY_COLOR[item.severity]}>{t(`amendments.severity.${item.severity}`)}</Tag>
          <Typography.Text strong>{fieldLabel(t, item.field)}</Typography.Text>: {item.message}
        </li>
      ))}
    </ul>
  );
}

/** The latest amendment request: its state, reason, operations' note and the changes asked. */
export function AmendmentSummary({ amendment }: { amendment: NonNullable<AmendmentState["amendment"]> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Flex vertical gap={8} data-testid="amendment-summary">
      <Typography.Text type="secondary">
        {t("amendments.owner.requestedAt", { time: formatDateTime(amendment.requested_at, language) })}
      </Typography.Text>
      <div>{t("amendments.versions.reason", { reason: amendment.reason })}</div>
      {amendment.decision_reason && <div>{t("amendments.owner.decisionReason", { reason: amendment.decision_reason })}</div>}
      <FieldChangeTable diff={amendment.diff} testId="amendment-diff" />
    </Flex>
  );
}

/**
 * The customer's side of a booking's changes on its detail: the tags, operations' feedback, the
 * latest amendment request, and the ways to change it — edit while it awaits booking, request an
 * amendment once confirmed (as the transition table allows).
 */
export function BookingChangesPanel({
  order,
}: {
  order: Pick<OrderDetail, "id" | "status" | "container_mode" | "amendment_status">;
}) {
  const { t } = useTranslation();
  const { data: state } = useAmendmentState(order.id);
  const status = order.status as OrderStatus;
  const sides: OrderSides = { amendment: order.amendment_status };
  const kind = order.container_mode === CONTAINER_MODE.FCL ? "fcl" : "lcl";
  const mayEdit = canTransition("update_booking", "owner", status, sides);
  const mayAmend = canTransition("request_amendment", "owner", status, sides);
  const feedbacks = state?.feedbacks ?? [];
  const hasFacts = Boolean(state?.amendment || state?.update_status || feedbacks.length > 0);
  if (!mayEdit && !mayAmend && !hasFacts) return null;
  return (
    // a card holding nothing but buttons is an empty frame on paper (buttons do not print)
    <Card data-testid="booking-changes" className={hasFacts ? undefined : "no-print"}>
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          <BookingChangeTags state={state} />
          {mayEdit && (
            <Link to={`/bookings/edit-${kind}/${order.id}`}>
              <Button icon={<EditOutlined />}>{t("amendments.owner.edit")}</Button>
            </Link>
          )}
          {mayAmend && (
            <Link to={`/bookings/edit-${kind}/${order.id}?amend=1`}>
              <Button icon={<EditOutlined />}>{t("amendments.owner.requestAmendment")}</Button>
            </Link>
          )}
        </Flex>
        {feedbacks.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t("amendments.feedback.title")}
            description={<FeedbackList feedbacks={feedbacks} />}
          />
        )}
        {state?.amendment && (
          <>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t("amendments.owner.amendmentTitle")}
            </Typography.Title>
            <AmendmentSummary amendment={state.amendment} />
          </>
        )}
      </Flex>
    </Card>
  );
}
