import { BellOutlined } from "@ant-design/icons";
import { Badge, Button, Flex, Popover, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { type NotificationView, useMarkRead, useUnreadCount } from "../api/notifications";
import { NotificationList } from "./notification-list";

/** Where a notification leads: the customer's booking, or operations' order page. */
export function notificationPath(row: Pick<NotificationView, "order_id" | "audience">): string | null {
  if (row.order_id === null) return null;
  return row.audience === "ops" ? `/ops/orders/${row.order_id}` : `/bookings/${row.order_id}`;
}

/**
 * The header's bell: the unread count as a badge (asked every minute and when the window regains
 * focus), and on a click the newest notifications; opening one marks it read and opens its order.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data: unread = 0 } = useUnreadCount();
  const markRead = useMarkRead();

  const openOne = (row: NotificationView) => {
    if (!row.read) markRead.mutate(row.id);
    const path = notificationPath(row);
    setOpen(false);
    if (path) navigate(path);
  };
  const label = unread > 0 ? t("notifications.bellUnread", { count: unread }) : t("notifications.bell");

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      destroyOnHidden
      title={
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text strong>{t("notifications.title")}</Typography.Text>
          <Button
            type="link"
            size="small"
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables === "all"}
            onClick={() => markRead.mutate("all")}
            style={{ paddingInline: 0 }}
          >
            {t("notifications.markAllRead")}
          </Button>
        </Flex>
      }
      content={<NotificationList open={open} onOpen={openOne} />}
      styles={{ container: { width: "min(360px, calc(100vw - 24px))" } }}
    >
      <Tooltip title={open ? undefined : label}>
        <Button type="text" aria-label={label} data-testid="notification-bell" aria-haspopup="dialog" aria-expanded={open}>
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Tooltip>
    </Popover>
  );
}
