import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Empty, Flex, Result, Skeleton, Typography } from "antd";
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

/** Nothing to show because the call failed: the server's message and a way to ask again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t("list.loadFailed")}
      subTitle={message}
      extra={<RetryButton onRetry={onRetry} />}
      style={{ padding: "32px 0" }}
    />
  );
}

/** Refreshing failed while rows are on screen: they stay, with the message above them. */
export function ListStaleAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert type="error" showIcon title={t("list.loadFailed")} description={message} action={<RetryButton onRetry={onRetry} />} />
  );
}
