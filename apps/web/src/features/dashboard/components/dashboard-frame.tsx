import { ReloadOutlined } from "@ant-design/icons";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useIsMobile } from "../../../lib/use-media-query";

interface DashboardFrameProps<T extends { as_of: string }> {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** What the page shows while its one request is on its way: the cards' shapes. */
function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <section aria-busy="true" aria-label={t("dashboard.loading")}>
      <Row gutter={[16, 16]}>
        {[0, 1, 2, 3].map((i) => (
          <Col key={i} xs={12} md={6}>
            <Card size="small">
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
        <Col xs={24} lg={16}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      </Row>
    </section>
  );
}

/**
 * A dashboard page's frame: its title, when its figures were taken and a refresh; the skeleton
 * while loading, the error with a retry, then the page's own cards.
 */
export function DashboardFrame<T extends { as_of: string }>({ title, query, children }: DashboardFrameProps<T>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isMobile = useIsMobile();
  const { data, isPending, isError, isFetching, refetch } = query;
  return (
    <Flex vertical gap={isMobile ? 12 : 16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {data ? (
            <Typography.Text type="secondary">
              {t("dashboard.asOf", { time: formatDateTime(data.as_of, language) })}
            </Typography.Text>
          ) : null}
        </div>
        <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching && !isPending}>
          {t("common.actions.refresh")}
        </Button>
      </Flex>
      {isPending ? (
        <DashboardSkeleton />
      ) : isError || !data ? (
        <Result
          status="warning"
          title={t("dashboard.error.title")}
          subTitle={query.error?.message}
          extra={
            <Button type="primary" onClick={() => void refetch()}>
              {t("dashboard.error.retry")}
            </Button>
          }
        />
      ) : (
        children(data)
      )}
    </Flex>
  );
}
