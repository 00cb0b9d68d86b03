import { PlusOutlined } from "@ant-design/icons";
import type { CustomerDashboard } from "@haiyun/shared/schemas/dashboard";
import { Button, Card, Col, Empty, Flex, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useIsMobile } from "../../../lib/use-media-query";
import { useDashboard } from "../api/get-dashboard";
import { DashboardFrame } from "../components/dashboard-frame";
import { CutOffItem, cutOffKey, DueCard, WaitingItem } from "../components/due-list";
import { StatusCards } from "../components/status-cards";
import { TeuChart } from "../components/teu-chart";
import { TopLanes } from "../components/top-lanes";

/** No order yet: what the page will show, and the way to the first booking. */
function NoOrders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card>
      <Empty
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>{t("dashboard.empty.title")}</Typography.Text>
            <Typography.Text type="secondary">{t("dashboard.empty.hint")}</Typography.Text>
          </Flex>
        }
      >
        <Flex gap={8} wrap justify="center">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate("/bookings/create-fcl")}>
            {t("dashboard.empty.fcl")}
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => navigate("/bookings/create-lcl")}>
            {t("dashboard.empty.lcl")}
          </Button>
        </Flex>
      </Empty>
    </Card>
  );
}

function Figures({ data }: { data: CustomerDashboard }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const size = isMobile ? "small" : "medium";
  const total = data.by_status.reduce((sum, status) => sum + status.count, 0);
  if (total === 0) return <NoOrders />;
  const { due } = data;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card
          size={size}
          title={t("dashboard.byStatus.title")}
          extra={<Typography.Text type="secondary">{t("dashboard.byStatus.total", { count: total })}</Typography.Text>}
        >
          <StatusCards counts={data.by_status} listPath="/bookings" />
        </Card>
      </Col>
      <Col span={24}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("dashboard.due.title")}
        </Typography.Title>
      </Col>
      <Col xs={24} lg={8}>
        <DueCard
          title={t("dashboard.due.cutOffs")}
          total={due.cut_offs.total}
          list={due.cut_offs.list}
          item={(row) => <CutOffItem row={row} orderPath="/bookings" />}
          keyOf={cutOffKey}
        />
      </Col>
      <Col xs={24} md={12} lg={8}>
        <DueCard
          title={t("dashboard.due.billsToCheck")}
          total={due.bills_to_check.total}
          list={due.bills_to_check.list}
          item={(row) => <WaitingItem row={row} />}
          viewAll="/bookings?status=4"
        />
      </Col>
      <Col xs={24} md={12} lg={8}>
        <DueCard
          title={t("dashboard.due.payments")}
          total={due.payments.total}
          list={due.payments.list}
          item={(row) => <WaitingItem row={row} />}
          viewAll="/bookings?status=5"
        />
      </Col>
      <Col xs={24} lg={16}>
        <Card size={size} title={t("dashboard.teu.title")} style={{ height: "100%" }}>
          <TeuChart months={data.teu_by_month} />
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size={size} title={t("dashboard.lanes.title")} style={{ height: "100%" }}>
          <TopLanes lanes={data.top_lanes} />
        </Card>
      </Col>
    </Row>
  );
}

/** /dashboard: the customer's first page after signing in (menu: Dashboard, authority order). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const query = useDashboard();
  return (
    <DashboardFrame title={t("dashboard.title")} query={query}>
      {(data) => <Figures data={data} />}
    </DashboardFrame>
  );
}
