import { Alert, App, Button, Popconfirm, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/form-errors";
import { formatDateTime } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { type UserSession, useRevokeSession, useSessions } from "../api/sessions";
import { describeUserAgent } from "../utils/user-agent";

/** The account's active sign-ins; any but this one can be signed out. */
export function SessionsTable() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const language = currentLanguage();

  const onRevoke = (id: UserSession["id"]) =>
    revoke.mutateAsync(id).then(
      () => message.success(t("security.revoked")),
      (err: unknown) => message.error(serverMessage(err) ?? t("security.revokeFailed")),
    );

  const columns: ColumnsType<UserSession> = [
    {
      key: "device",
      title: t("security.columns.device"),
      render: (_, session) => (
        <span title={session.user_agent}>
          {describeUserAgent(session.user_agent) || t("security.unknownDevice")}
          {session.current && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t("security.thisDevice")}
            </Tag>
          )}
        </span>
      ),
    },
    { key: "ip", dataIndex: "ip", title: t("security.columns.ip") },
    {
      key: "signedIn",
      title: t("security.columns.signedIn"),
      render: (_, session) => formatDateTime(session.create_time, language),
    },
    {
      key: "lastActive",
      title: t("security.columns.lastActive"),
      render: (_, session) => formatDateTime(session.last_seen_at, language),
    },
    {
      key: "action",
      title: t("security.columns.action"),
      fixed: "right",
      width: 90,
      render: (_, session) =>
        session.current ? null : (
          <Popconfirm
            title={t("security.revokeConfirm")}
            okText={t("common.actions.confirm")}
            cancelText={t("common.actions.cancel")}
            onConfirm={() => onRevoke(session.id)}
          >
            <Button type="link" danger size="small" style={{ padding: 0 }}>
              {t("security.revoke")}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  if (sessions.isError) return <Alert type="error" showIcon title={t("security.loadFailed")} />;
  return (
    <Table<UserSession>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={sessions.data ?? []}
      loading={sessions.isPending}
      pagination={false}
      scroll={{ x: 640 }}
    />
  );
}
