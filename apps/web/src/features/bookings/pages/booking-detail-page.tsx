import { ReloadOutlined } from "@ant-design/icons";
import { MAX_ID } from "@haiyun/shared/constants/limits";
import { CONTAINER_MODE } from "@haiyun/shared/constants/order-kinds";
import { isClosed } from "@haiyun/shared/constants/order-status";
import { Breadcrumb, Button, Card, Flex, Result, Skeleton, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PrintButton } from "../../../components/print-button";
import { StatusResult } from "../../../components/status-result";
import { ApiError } from "../../../lib/api-client";
import { useIsMobile } from "../../../lib/use-media-query";
import {
  BookingChangesPanel,
  CancellationNote,
  OrderChargesCard,
  OrderCutoffs,
  type OrderDetail,
  OrderDetailActions,
  OrderGoods,
  OrderParties,
  OrderStatusTag,
  OrderSummary,
  OrderTimeline,
  OrderVersionsCard,
  RequestTags,
} from "../../orders";
import { useOrder } from "../api/get-order";
import { OrderQuote } from "../components/order-quote";

const ID = /^[1-9]\d{0,9}$/;
const idOf = (raw: string | undefined) => (raw && ID.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : 0);
// an order that is over keeps its cut-offs as history, without alarm colours

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  const isMobile = useIsMobile();
  return (
    <Card size={isMobile ? "small" : "medium"} title={title} data-testid={testId}>
      {children}
    </Card>
  );
}

function BackToList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate("/bookings")}>
      {t("bookings.detail.backToList")}
    </Button>
  );
}

function OrderPage({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const hasCutoffs = order.cut_offs.length > 0;
  return (
    <Flex vertical gap={16}>
      <Card size={isMobile ? "small" : "medium"}>
        <Flex vertical gap={12}>
          <Breadcrumb items={[{ title: <Link to="/bookings">{t("bookings.title")}</Link> }, { title: order.order_no }]} />
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Flex align="center" gap={8} wrap>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="order-no">
                {order.order_no}
              </Typography.Title>
              <OrderStatusTag status={order.status} name={order.status_name} />
              <RequestTags order={order} decided />
            </Flex>
            <Flex gap={8} wrap>
              <OrderDetailActions order={order} />
              <PrintButton />
            </Flex>
          </Flex>
        </Flex>
      </Card>
      <CancellationNote order={order} />
      <BookingChangesPanel order={order} />
      <Section title={t("bookings.detail.sections.summary")}>
        <OrderSummary order={order} />
      </Section>
      {hasCutoffs && (
        <Section title={t("bookings.detail.sections.cutoffs")} testId="order-cutoffs">
          <OrderCutoffs cutOffs={order.cut_offs} active={!isClosed(order.status)} port={order.pol_name} />
        </Section>
      )}
      {order.quote && (
        <Section title={t("bookings.detail.sections.quote")} testId="order-quote">
          <OrderQuote order={order} />
        </Section>
      )}
      <Section title={t("bookings.detail.sections.parties")}>
        <OrderParties contacts={order.contacts} />
      </Section>
      <Section
        title={t(
          order.container_mode === CONTAINER_MODE.FCL ? "bookings.detail.sections.containers" : "bookings.detail.sections.cargo",
        )}
      >
        <OrderGoods order={order} specialCargo />
      </Section>
      <OrderChargesCard charges={order.charges} />
      <OrderVersionsCard orderId={order.id} />
      <Section title={t("bookings.detail.sections.timeline")} testId="order-timeline">
        <OrderTimeline orderId={order.id} />
      </Section>
    </Flex>
  );
}

/** /bookings/{id}: the plain booking detail. Someone else's order is the same 404 as a missing one. */
export default function BookingDetailPage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const order = useOrder(id);

  if (!id || (order.error instanceof ApiError && order.error.status === 404)) {
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
  // a failed refresh keeps the order on screen
  if (order.data) return <OrderPage order={order.data} />;
  if (order.isPending) {
    return (
      <Card>
        <div role="status" aria-busy="true" aria-label={t("bookings.detail.loading")}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </Card>
    );
  }
  return (
    <Card>
      <Result
        status="error"
        title={t("bookings.detail.loadFailed")}
        subTitle={order.error?.message}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void order.refetch()}>
            {t("common.actions.retry")}
          </Button>
        }
      />
    </Card>
  );
}
