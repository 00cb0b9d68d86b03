import { Alert, Empty, List, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/list/use-language";
import { type NotificationView, useNotifications } from "../api/notifications";
import { relativeTime } from "../utils/relative-time";

/** Read by a screen reader, not shown: bold says "unread" to the eye. */
const VISUALLY_HIDDEN = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** The newest notifications, unread ones bold; a click opens one. */
export function NotificationList({ open, onOpen }: { open: boolean; onOpen: (row: NotificationView) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, isPending, isError } = useNotifications(open);

  if (isError) return <Alert type="error" showIcon title={t("notifications.loadFailed")} />;
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (data.list.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("notifications.empty")} />;
  }
  return (
    <List
      size="small"
      dataSource={data.list}
      style={{ maxHeight: "min(420px, 60vh)", overflowY: "auto", marginInline: -12 }}
      data-testid="notification-list"
      renderItem={(row) => (
        <List.Item style={{ padding: 0 }}>
          <button
            type="button"
            onClick={() => onOpen(row)}
            data-read={row.read}
            style={{
              all: "unset",
              boxSizing: "border-box",
              display: "block",
              width: "100%",
              padding: "8px 12px",
              cursor: "pointer",
              background: row.read ? undefined : "rgba(22,119,255,0.06)",
            }}
          >
            <Typography.Text strong={!row.read} style={{ display: "block" }}>
              {!row.read && <span style={VISUALLY_HIDDEN}>{t("notifications.unread")}: </span>}
              {row.title}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: "block", fontSize: 12, overflowWrap: "anywhere" }}>
              {row.body}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <time dateTime={row.create_time}>{relativeTime(row.create_time, language) ?? t("notifications.time.justNow")}</time>
            </Typography.Text>
          </button>
        </List.Item>
      )}
    />
  );
}
