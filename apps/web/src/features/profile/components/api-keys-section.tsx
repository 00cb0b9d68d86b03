import { API_KEY_MAX_PER_USER, type ApiKeyScope } from "@haiyun/shared/schemas/api-keys";
import { App, Button, Popconfirm, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { actionsColumn, dateColumn, ListTable, textColumn } from "../../../components/list-page";
import { ReadableTag } from "../../../components/readable-tag";
import { serverMessage } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { type ApiKeyView, useApiKeys, useRevokeApiKey } from "../api/api-keys";
import { AccessSection } from "./access-section";
import { ApiKeyCreateModal } from "./api-key-create-modal";
import { SecretOnceModal } from "./secret-once-modal";

const SCOPE_COLOURS: Record<ApiKeyScope, string> = { read: "blue", write: "volcano" };

function KeysTable({ rows }: { rows: ApiKeyView[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useLanguage();
  const revoke = useRevokeApiKey();
  const onRevoke = (key: ApiKeyView) =>
    revoke.mutateAsync(key.id).then(
      () => message.success(t("apiAccess.keys.revoked")),
      (err: unknown) =>
        message.error(t("apiAccess.keys.revokeFailed", { msg: serverMessage(err) ?? t("common.errors.unexpected") })),
    );
  const columns: ColumnsType<ApiKeyView> = [
    textColumn({ key: "name", title: t("apiAccess.keys.columns.name"), width: 180, value: (key) => key.name }),
    {
      key: "scope",
      title: t("apiAccess.keys.columns.scope"),
      width: 110,
      onCell: () => ({ style: { whiteSpace: "nowrap" } }),
      render: (_, key) => <ReadableTag color={SCOPE_COLOURS[key.scope]}>{t(`apiAccess.keys.scopes.${key.scope}`)}</ReadableTag>,
    },
    {
      key: "prefix",
      title: t("apiAccess.keys.columns.prefix"),
      width: 150,
      render: (_, key) => <Typography.Text code>{`${key.prefix}…`}</Typography.Text>,
    },
    dateColumn({ key: "created", title: t("apiAccess.keys.columns.created"), withTime: true, value: (key) => key.created_at }),
    {
      key: "lastUsed",
      title: t("apiAccess.keys.columns.lastUsed"),
      width: 150,
      onCell: () => ({ style: { whiteSpace: "nowrap" } }),
      render: (_, key) =>
        key.last_used_at ? (
          formatDateTime(key.last_used_at, language)
        ) : (
          <Typography.Text type="secondary">{t("apiAccess.keys.neverUsed")}</Typography.Text>
        ),
    },
    actionsColumn({
      title: t("apiAccess.keys.columns.action"),
      width: 90,
      render: (key) => (
        <Popconfirm
          title={t("apiAccess.keys.revokeConfirm", { name: key.name })}
          okText={t("common.actions.confirm")}
          cancelText={t("common.actions.cancel")}
          okButtonProps={{ danger: true }}
          onConfirm={() => onRevoke(key)}
        >
          <Button type="link" size="small" danger style={{ padding: 0 }}>
            {t("apiAccess.keys.revoke")}
          </Button>
        </Popconfirm>
      ),
    }),
  ];
  return <ListTable<ApiKeyView> rowKey="id" columns={columns} rows={rows} />;
}

/** The user's API keys: list, create (the key shown once), revoke. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  return (
    // the server keeps the same limit; saying it here spares a refused form
    <AccessSection
      part="keys"
      query={keys}
      max={API_KEY_MAX_PER_USER}
      onAdd={() => setCreating(true)}
      table={(rows) => <KeysTable rows={rows} />}
    >
      <ApiKeyCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <SecretOnceModal
        value={created}
        title={t("apiAccess.keys.resultTitle")}
        label={t("apiAccess.keys.resultLabel")}
        warning={t("apiAccess.keys.resultWarning")}
        onClose={() => setCreated(null)}
      />
    </AccessSection>
  );
}
