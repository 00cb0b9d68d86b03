import { WEBHOOK_MAX_PER_USER } from "@haiyun/shared/schemas/webhooks";
import { App, Button, Flex, Popconfirm, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { actionsColumn, dateColumn, ListTable, textColumn } from "../../../components/list-page";
import { serverMessage } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useDeleteWebhook, useWebhooks, type WebhookView } from "../api/webhooks";
import { AccessSection } from "./access-section";
import { SecretOnceModal } from "./secret-once-modal";
import { WebhookCreateModal } from "./webhook-create-modal";
import { WebhookDeliveriesDrawer } from "./webhook-deliveries-drawer";
import { DeliveryStatusTag, WebhookEventTags } from "./webhook-tags";

function LastDelivery({ webhook }: { webhook: WebhookView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!webhook.last_delivery_status)
    return <Typography.Text type="secondary">{t("apiAccess.webhooks.noDelivery")}</Typography.Text>;
  return (
    <Flex gap={4} align="center" wrap>
      <DeliveryStatusTag status={webhook.last_delivery_status} />
      <span style={{ whiteSpace: "nowrap" }}>{formatDateTime(webhook.last_delivery_at, language)}</span>
    </Flex>
  );
}

function WebhooksTable({ rows, onDeliveries }: { rows: WebhookView[]; onDeliveries: (webhook: WebhookView) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteWebhook();
  const onDelete = (webhook: WebhookView) =>
    remove.mutateAsync(webhook.id).then(
      () => message.success(t("apiAccess.webhooks.deleted")),
      (err: unknown) =>
        message.error(t("apiAccess.webhooks.deleteFailed", { msg: serverMessage(err) ?? t("common.errors.unexpected") })),
    );
  const columns: ColumnsType<WebhookView> = [
    textColumn({ key: "url", title: t("apiAccess.webhooks.columns.url"), width: 200, value: (webhook) => webhook.url }),
    {
      key: "events",
      title: t("apiAccess.webhooks.columns.events"),
      width: 200,
      render: (_, webhook) => <WebhookEventTags events={webhook.events} />,
    },
    dateColumn({ key: "created", title: t("apiAccess.webhooks.columns.created"), withTime: true, value: (w) => w.created_at }),
    {
      key: "lastDelivery",
      title: t("apiAccess.webhooks.columns.lastDelivery"),
      width: 200,
      render: (_, webhook) => <LastDelivery webhook={webhook} />,
    },
    actionsColumn({
      title: t("apiAccess.webhooks.columns.action"),
      width: 150,
      render: (webhook) => (
        <Space size={12}>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onDeliveries(webhook)}>
            {t("apiAccess.webhooks.deliveries")}
          </Button>
          <Popconfirm
            title={t("apiAccess.webhooks.deleteConfirm")}
            okText={t("common.actions.confirm")}
            cancelText={t("common.actions.cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(webhook)}
          >
            <Button type="link" size="small" danger style={{ padding: 0 }}>
              {t("apiAccess.webhooks.delete")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    }),
  ];
  return <ListTable<WebhookView> rowKey="id" columns={columns} rows={rows} />;
}

/** The user's webhook subscriptions: list, create (the secret shown once), delete, the delivery log. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [viewing, setViewing] = useState<{ open: boolean; webhook: WebhookView | null }>({ open: false, webhook: null });
  return (
    <AccessSection
      part="webhooks"
      query={webhooks}
      max={WEBHOOK_MAX_PER_USER}
      onAdd={() => setCreating(true)}
      table={(rows) => <WebhooksTable rows={rows} onDeliveries={(webhook) => setViewing({ open: true, webhook })} />}
    >
      <WebhookCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created);
        }}
      />
      <SecretOnceModal
        value={secret}
        title={t("apiAccess.webhooks.resultTitle")}
        label={t("apiAccess.webhooks.resultLabel")}
        warning={t("apiAccess.webhooks.resultWarning")}
        onClose={() => setSecret(null)}
      >
        <Typography.Text strong>{t("apiAccess.webhooks.verifyTitle")}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t("apiAccess.webhooks.verify")}
        </Typography.Paragraph>
      </SecretOnceModal>
      <WebhookDeliveriesDrawer
        open={viewing.open}
        webhook={viewing.webhook}
        onClose={() => setViewing((current) => ({ ...current, open: false }))}
      />
    </AccessSection>
  );
}
