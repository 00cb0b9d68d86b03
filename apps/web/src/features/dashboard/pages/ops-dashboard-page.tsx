import type { OpsDashboard } from "@haiyun/shared/schemas/dashboard";
import { Card, Col, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useIsMobile } from "../../../lib/use-media-query";
import { useOpsDashboard } from "../api/get-dashboard";
import { AgeChart } from "../components/age-chart";
import { DashboardFrame } from "../components/dashboard-frame";
import { CutOffItem, cutOffKey, DueCard } from "../components/due-list";
import { StatusCards } from "../components/status-cards";

function Figures({ data }: { data: OpsDashboard }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const size = isMobile ? "small" : "medium";
  const { cut_offs } = data.due;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card
          size={size}
          title={t("dashboard.ops.workload")}
          extra={isMobile ? null : <Typography.Text type="secondary">{t("dashboard.ops.workloadHint")}</Typography.Text>}
        >
          <StatusCards counts={data.by_status} listPath="/ops/orders" />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size={size} title={t("dashboard.ops.byAge")} style={{ height: "100%" }}>
          <AgeChart ages={data.by_age} />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <DueCard
          title={t("dashboard.ops.cutOffs")}
          total={cut_offs.total}
          list={cut_offs.list}
          item={(row) => <CutOffItem row={row} orderPath="/ops/orders" />}
          keyOf={cutOffKey}
        />
      </Col>
    </Row>
  );
}

/** /ops/dashboard: the desk's workload by status and age, and the cut-offs of the next 72 hours (authority ops_order). */
export default function OpsDashboardPage() {
  const { t } = useTranslation();
  const query = useOpsDashboard();
  return (
    <DashboardFrame title={t("dashboard.opsTitle")} query={query}>
      {(data) => <Figures data={data} />}
    </DashboardFrame>
  );
}
