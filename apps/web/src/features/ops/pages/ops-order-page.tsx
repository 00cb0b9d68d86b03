import { FileTextOutlined, ReloadOutlined } from "@ant-design/icons";
import { isClosed, ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { Alert, Breadcrumb, Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import { PrintButton } from "../../../components/print-button";
import { StatusResult } from "../../../components/status-result";
import { ApiError } from "../../../lib/api-client";
import { urlParam } from "../../../lib/list/url-params";
import { useIsMobile } from "../../../lib/use-media-query";
import {
  BillRedlinesList,
  BillRoundsCard,
  OrderCutoffs,
  OrderDocumentsDialog,
  OrderGoods,
  OrderParties,
  OrderStatusTag,
  OrderSummary,
  OrderTimeline,
  OrderVersionsCard,
  RedlineProvider,
  RequestTags,
} from "../../orders";
import { OpsRevisionPanel } from "../../revisions";
import { PrintableSheet, sheetOfRecord } from "../../supply";
import { type OpsOrderDetail, useOpsOrder } from "../api/get-ops-order";
import { CancellationDecision } from "../components/cancellation-decision";
import { OpsBookingChanges } from "../components/ops-booking-changes";
import { OpsOrderActions } from "../components/ops-order-actions";
import { SpecialCargoApproval } from "../components/special-cargo-approval";

const orderId = urlParam.id();

/** The desk's list the order was opened from (its filters), else the desk's default view. */
function useListPath(): string {
  const state = useLocation().state as { from?: unknown } | null;
  return typeof state?.from === "string" && state.from.startsWith("/ops/orders") ? state.from : "/ops/orders";
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const isMobile = useIsMobile();
  return (
    <Card size={isMobile ? "small" : "medium"} title={title}>
      {children}
    </Card>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const listPath = useListPath();
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to={listPath}>{t("ops.list.title")}</Link> }, { title: t("ops.detail.title") }]} />
      {children}
    </Flex>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusResult
      code="404"
      title={t("ops.detail.notFound")}
      subTitle={t("ops.detail.notFoundHint")}
      extra={
        <Link to="/ops/orders">
          <Button type="primary">{t("ops.detail.backToList")}</Button>
        </Link>
      }
    />
  );
}

/** The order's files as the customer's dialog lists them (the view answers them with the order). */
function DocumentsButton({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // the current file of each kind; earlier versions fold under it in the dialog
  const current = order.documents?.filter((doc) => doc.replaced_by === null).length;
  return (
    <>
      <Button icon={<FileTextOutlined />} onClick={() => setOpen(true)}>
        {current === undefined ? t("ops.detail.documents") : t("ops.detail.documentsCount", { count: current })}
      </Button>
      <OrderDocumentsDialog orderId={order.id} open={open} onClose={() => setOpen(false)} documents={order.documents} />
    </>
  );
}

function OrderView({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    // while the bill is returned (20) the fields the customer flagged are outlined on the order and the instruction
    <RedlineProvider comments={order.bill_redlines}>
      <Card size={isMobile ? "small" : "medium"}>
        <Flex vertical gap={16}>
          <Flex gap={12} align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }} copyable>
              {order.order_no}
            </Typography.Title>
            <OrderStatusTag status={order.status} name={order.status_name} />
            <RequestTags order={order} decided />
          </Flex>
          {order.status === ORDER_STATUS.BILL_REJECTED && order.bill_fail_reason && (
            <Alert
              type="warning"
              showIcon
              title={t("ops.detail.billFailed")}
              description={<span style={{ whiteSpace: "pre-wrap" }}>{order.bill_fail_reason}</span>}
            />
          )}
          <CancellationDecision order={order} />
          <SpecialCargoApproval order={order} />
          <BillRedlinesList comments={order.bill_redlines} containers={order.supply?.containers} />
          <Flex gap={8} wrap>
            <OpsOrderActions order={order} />
            <DocumentsButton order={order} />
            <PrintButton />
          </Flex>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: "customer", label: t("ops.detail.customer"), children: order.customer_name || "-" },
              { key: "username", label: t("ops.detail.username"), children: order.customer_username },
            ]}
          />
        </Flex>
      </Card>
      <OpsBookingChanges order={order} />
      <Section title={t("ops.detail.summary")}>
        <OrderSummary order={order} />
      </Section>
      {order.cut_offs.length > 0 && (
        <Section title={t("ops.detail.cutoffs")}>
          <OrderCutoffs cutOffs={order.cut_offs} active={!isClosed(order.status)} port={order.pol_name} />
        </Section>
      )}
      <Section title={t("ops.detail.parties")}>
        <OrderParties contacts={order.contacts} />
      </Section>
      <Section title={t("ops.detail.goods")}>
        <OrderGoods order={order} specialCargo />
      </Section>
      {order.supply?.submit_time && (
        // Operations read the submitted instruction as the bill will print it, and print it
        <Section title={t("ops.detail.si")}>
          <PrintableSheet data={sheetOfRecord(order.supply)} />
        </Section>
      )}
      <BillRoundsCard order={order} containers={order.supply?.containers} />
      <OpsRevisionPanel order={order} />
      <OrderVersionsCard key={`versions-${order.update_time}`} orderId={order.id} />
      <Section title={t("ops.detail.timeline")}>
        {/* the timeline asks for its events itself: a changed order mounts it anew, which asks again */}
        <OrderTimeline key={`${order.status}-${order.update_time}`} orderId={order.id} />
      </Section>
    </RedlineProvider>
  );
}

function OpsOrder({ id }: { id: number }) {
  const { t } = useTranslation();
  const order = useOpsOrder(id);
  if (order.isPending) {
    return (
      <Card>
        <div role="status" aria-busy="true" aria-label={t("common.loading")}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </Card>
    );
  }
  if (order.isError) {
    // Someone else's order and a missing one are the same 404
    if (order.error instanceof ApiError && order.error.status === 404) return <NotFound />;
    return (
      <Result
        status="error"
        title={t("ops.detail.loadFailed")}
        subTitle={order.error.message}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void order.refetch()}>
            {t("common.actions.retry")}
          </Button>
        }
      />
    );
  }
  return <OrderView order={order.data} />;
}

/** An order on the operations desk (authority ops_order): what was booked, the customer, and operations' actions. */
export default function OpsOrderPage() {
  const id = orderId.parse(useParams().id ?? "");
  return <Shell>{id ? <OpsOrder id={id} /> : <NotFound />}</Shell>;
}
