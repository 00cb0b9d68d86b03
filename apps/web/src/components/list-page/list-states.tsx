import { CloseCircleFilled, ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Empty, Flex, Skeleton, Typography, theme } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** What an empty list says: a message, optionally a hint below it and an action (e.g. "add the first one"). */
export interface EmptyContent {
  description: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
}

export function ListEmpty({ description, hint, action }: EmptyContent) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      style={{ padding: "32px 0" }}
      description={
        <Flex vertical gap={4} align="center">
          <span>{description}</span>
          {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        </Flex>
      }
    >
      {action}
    </Empty>
  );
}

/** The first load: the shape of a list rather than a spinner over nothing. */
export function ListLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t("list.loading")}>
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </div>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<ReloadOutlined />} onClick={onRetry}>
      {t("common.actions.retry")}
    </Button>
  );
}

/**
 * Nothing to show because the call failed: the server's message and a way to ask again. Drawn like
 * antd's error Result, without its module: that carries the 403/404/500 pictures (~8 KB of gzip) into
 * every list page's first load for a state most visitors never see.
 */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={8} role="alert" className="list-error" style={{ padding: "32px 0", textAlign: "center" }}>
      <CloseCircleFilled aria-hidden style={{ fontSize: 56, color: token.colorError }} />
      <Typography.Title level={4} style={{ margin: "8px 0 0" }}>
        {t("list.loadFailed")}
      </Typography.Title>
      <Typography.Text type="secondary" className="list-error-message">
        {message}
      </Typography.Text>
      <div style={{ marginTop: 16 }}>
        <RetryButton onRetry={onRetry} />
      </div>
    </Flex>
  );
}

/** Refreshing failed while rows are on screen: they stay, with the message above them. */
export function ListStaleAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert type="error" showIcon title={t("list.loadFailed")} description={message} action={<RetryButton onRetry={onRetry} />} />
  );
}
