import { ReloadOutlined } from "@ant-design/icons";
import { Button, Card, Empty, Result, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { StatusResult } from "../../../components/status-result";
import { ApiError } from "../../../lib/api-client";
import type { useSupply } from "../api/get-supply";

type SupplyQuery = ReturnType<typeof useSupply>;

/**
 * What a supply page shows before its record: loading; a load error replaces the
 * page (someone else's order is the same 404 as a missing one); an empty answer says "no data".
 * Null once there is a record to show.
 */
export function supplyState(query: SupplyQuery, id: number): ReactNode | null {
  if (!id || (query.error instanceof ApiError && query.error.status === 404)) return <NotFound />;
  if (query.data) return null;
  if (query.isPending) {
    return (
      <Card>
        <LoadingState />
      </Card>
    );
  }
  if (query.isError) return <LoadFailed message={query.error.message} retry={() => void query.refetch()} />;
  return (
    <Card>
      <NoData />
    </Card>
  );
}

function LoadingState() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t("common.loading")}>
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

function BackToList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate("/bookings")}>
      {t("supply.backToList")}
    </Button>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Card>
      <StatusResult
        code="404"
        title={t("bookings.detail.notFoundTitle")}
        subTitle={t("bookings.detail.notFound")}
        extra={<BackToList />}
      />
    </Card>
  );
}

function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Result
        status="error"
        title={t("supply.errors.load")}
        subTitle={message}
        extra={[
          <Button key="retry" icon={<ReloadOutlined />} onClick={retry}>
            {t("common.actions.retry")}
          </Button>,
          <BackToList key="back" />,
        ]}
      />
    </Card>
  );
}

function NoData() {
  const { t } = useTranslation();
  return <Empty description={t("supply.noData")} />;
}
