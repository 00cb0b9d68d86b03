import { PaperClipOutlined, ReloadOutlined } from "@ant-design/icons";
import { Alert, App, Button, Skeleton, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client";
import { formatDateTime, formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useOrderEvents } from "../api/order-events";
import type { OrderEvent } from "../api/order-keys";
import { useOrderStatuses } from "./use-order-statuses";

const ENDINGS = new Set(["cancel", "cancel_by_ops", "reject_booking", "bill_fail", "reject_payment", "delete"]);

/** An event's file: the download routes answer only with the session's token, so the API client fetches it. */
function EventFile({ event }: { event: OrderEvent }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const download = () =>
    api
      .download(event.file_url)
      .then(() => message.success(t("common.notices.downloadStarted")))
      .catch((err: Error) => message.error(t("bookings.documents.downloadFailed", { msg: err.message })));
  return (
    <Button type="link" size="small" icon={<PaperClipOutlined />} onClick={() => void download()} style={{ paddingInline: 0 }}>
      {event.file_name || t("bookings.timeline.file")}
    </Button>
  );
}

function EventContent({ event }: { event: OrderEvent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { lookOf } = useOrderStatuses();
  const statusName = (status: number | null) => (status === null ? "" : lookOf(status).name);
  const from = statusName(event.from_status);
  const to = statusName(event.to_status);
  const role = t(`bookings.timeline.roles.${event.actor_role}`);
  return (
    <div data-testid="order-event">
      <Typography.Text strong>{t(`actions.${event.action}.timeline`, { defaultValue: event.action })}</Typography.Text>
      <div>
        <Typography.Text type="secondary">
          {t(event.actor ? "bookings.timeline.by" : "bookings.timeline.byRole", {
            actor: event.actor,
            role,
            time: formatDateTime(event.create_time, language),
          })}
        </Typography.Text>
      </div>
      {event.from_status !== event.to_status && to && (
        <div data-testid="event-statuses">{from ? `${from} → ${to}` : `→ ${to}`}</div>
      )}
      {event.version !== undefined && <div>{t("amendments.timelineVersion", { version: event.version })}</div>}
      {event.reason && <div data-testid="event-reason">{t("bookings.timeline.reason", { reason: event.reason })}</div>}
      {event.amount && (
        <div data-testid="event-amount">
          {t("bookings.timeline.amount", { amount: formatNumber(event.amount, language, 2), currency: event.currency })}
        </div>
      )}
      {event.file_url && <EventFile event={event} />}
    </div>
  );
}

/** The order's life from GET /order/{id}/events: who, when, from → to, reason; oldest first. */
export function OrderTimeline({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const events = useOrderEvents(orderId);
  if (events.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (events.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("bookings.timeline.loadFailed")}
        description={events.error.message}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void events.refetch()}>
            {t("common.actions.retry")}
          </Button>
        }
      />
    );
  }
  if (events.data.length === 0) return <Typography.Text type="secondary">{t("bookings.timeline.empty")}</Typography.Text>;
  return (
    <Timeline
      items={events.data.map((event) => ({
        key: event.id,
        color: ENDINGS.has(event.action) ? "red" : "blue",
        content: <EventContent event={event} />,
      }))}
    />
  );
}
