import { Alert, App, Button, Drawer, Table, Tooltip, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useIsMobile } from "../../../lib/use-media-query";
import { useRedeliver, useWebhookDeliveries, type WebhookDelivery, type WebhookView } from "../api/webhooks";
import { DeliveryStatusTag, WebhookEventTag } from "./webhook-tags";

const PAGE_SIZE = 10;
const NO_WRAP = { style: { whiteSpace: "nowrap" } } as const;

function useColumns(webhookId: number): ColumnsType<WebhookDelivery> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useLanguage();
  const redeliver = useRedeliver();
  const sendAgain = (delivery: WebhookDelivery) =>
    redeliver.mutateAsync({ webhookId, deliveryId: delivery.id }).then(
      () => message.success(t("apiAccess.deliveries.sent")),
      (err: unknown) =>
        message.error(t("apiAccess.deliveries.sendFailed", { msg: serverMessage(err) ?? t("common.errors.unexpected") })),
    );
  const when = (value: string | null) => formatDateTime(value, language) || "-";
  const label = (key: string) => t(`apiAccess.deliveries.columns.${key}`);
  return [
    { key: "time", title: label("time"), width: 150, onCell: () => NO_WRAP, render: (_, d) => when(d.created_at) },
    {
      key: "event",
      title: label("event"),
      width: 200,
      render: (_, d) => (
        <>
          <WebhookEventTag event={d.event} />
          <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
            {d.event_type}
          </Typography.Text>
        </>
      ),
    },
    { key: "subject", title: label("subject"), width: 150, render: (_, d) => d.subject },
    {
      key: "status",
      title: label("status"),
      width: 100,
      onCell: () => NO_WRAP,
      render: (_, d) => <DeliveryStatusTag status={d.status} />,
    },
    { key: "responseCode", title: label("responseCode"), width: 90, render: (_, d) => d.response_code ?? "-" },
    { key: "attempts", title: label("attempts"), width: 90, render: (_, d) => d.attempts },
    {
      key: "error",
      title: label("error"),
      width: 200,
      ellipsis: { showTitle: false },
      render: (_, d) =>
        d.error ? (
          <Tooltip title={d.error} placement="topLeft">
            <Typography.Text type="danger">{d.error}</Typography.Text>
          </Tooltip>
        ) : (
          "-"
        ),
    },
    {
      key: "nextAttempt",
      title: label("nextAttempt"),
      width: 150,
      onCell: () => NO_WRAP,
      render: (_, d) => when(d.next_attempt_at),
    },
    {
      key: "action",
      title: label("action"),
      width: 100,
      onCell: () => NO_WRAP,
      render: (_, d) => {
        // a delivery still being tried is on its way: sending it again would only race the retry
        const pending = d.status === "pending";
        return (
          <Tooltip title={pending ? t("apiAccess.deliveries.sendAgainPending") : undefined}>
            <Button type="link" size="small" style={{ padding: 0 }} disabled={pending} onClick={() => void sendAgain(d)}>
              {t("apiAccess.deliveries.sendAgain")}
            </Button>
          </Tooltip>
        );
      },
    },
  ];
}

function DeliveryLog({ webhookId }: { webhookId: number }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhookId, { page, size: PAGE_SIZE });
  const columns = useColumns(webhookId);
  if (deliveries.isError && !deliveries.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("apiAccess.deliveries.loadFailed")}
        description={deliveries.error.message}
        action={<Button onClick={() => void deliveries.refetch()}>{t("common.actions.retry")}</Button>}
      />
    );
  }
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
  return (
    <Table<WebhookDelivery>
      rowKey="id"
      size={isMobile ? "small" : "medium"}
      columns={columns}
      dataSource={deliveries.data?.list ?? []}
      loading={deliveries.isFetching}
      locale={{ emptyText: t("apiAccess.deliveries.empty") }}
      scroll={{ x: width }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: deliveries.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
        size: "small",
      }}
    />
  );
}

/** A subscription's delivery log, newest first, a page at a time; any finished delivery can be sent again. */
export function WebhookDeliveriesDrawer({
  open,
  webhook,
  onClose,
}: {
  open: boolean;
  /** kept while the drawer closes, so its title does not change under the slide */
  webhook: WebhookView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={isMobile ? "100%" : 960}
      destroyOnHidden
      title={
        <>
          <div>{t("apiAccess.deliveries.title")}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: "normal", wordBreak: "break-all" }}>
            {webhook?.url}
          </Typography.Text>
        </>
      }
    >
      {webhook && <DeliveryLog webhookId={webhook.id} />}
    </Drawer>
  );
}
