import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { Alert, Breadcrumb, Card, Collapse, Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PrintButton } from "../../../components/print-button";
import { useIsMobile } from "../../../lib/use-media-query";
import {
  BillRoundsCard,
  BookingChangesPanel,
  CutOffsCard,
  OrderDetailActions,
  OrderParties,
  OrderStatusTag,
  OrderVersionsCard,
  RedlineProvider,
} from "../../orders";
import { useSupply } from "../api/get-supply";
import { sheetOfRecord } from "../components/sheet-data";
import { SiRevisionPanel } from "../components/si-revision-panel";
import { PrintableSheet } from "../components/si-sheet";
import { SupplyHead } from "../components/supply-head";
import { SupplyCargoView, SupplyRowsView } from "../components/supply-record";
import { supplyState } from "../components/supply-states";
import { idOf } from "./supply-page";

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const isMobile = useIsMobile();
  return (
    <Card size={isMobile ? "small" : "medium"} title={title}>
      {children}
    </Card>
  );
}

/** The supply detail shows statuses 3 and later; the cancelled order (40) keeps its plain detail. */
const shown = (status: number) => status >= ORDER_STATUS.AWAITING_BILL && status !== ORDER_STATUS.CANCELLED;

function SupplyDetail({ id, record }: { id: number; record: SupplyRecord }) {
  const { t } = useTranslation();
  const order = {
    id,
    order_no: record.order_no,
    status: record.status,
    container_mode: record.container_mode,
    cancellation_status: record.cancellation_status,
  };
  return (
    // the fields the customer flagged on the returned bill (status 20) are outlined with their comments
    <RedlineProvider comments={record.bill_redlines}>
      <Flex vertical gap={16}>
        <Card size="small">
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Flex align="center" gap={8} wrap>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="order-no">
                {record.order_no}
              </Typography.Title>
              <OrderStatusTag status={record.status} name={record.status_name} />
            </Flex>
            {/* On load, 4 with a bill draft opens bill confirm, 5 payment, 7 the telex guarantee */}
            <Flex gap={8} wrap>
              <OrderDetailActions order={order} autoOpen />
              <PrintButton />
            </Flex>
          </Flex>
        </Card>
        <BookingChangesPanel order={{ ...order, amendment_status: record.amendment_status }} />
        <SupplyHead record={record} />
        <CutOffsCard cutOffs={record.cut_offs} status={record.status} port={record.pol_name} />
        <Section title={t("supply.sections.parties")}>
          <OrderParties contacts={record.contacts} />
        </Section>
        <Section title={t("supply.sections.cargo")}>
          <SupplyCargoView record={record} />
        </Section>
        <Section title={t("supply.sections.containers")}>
          <SupplyRowsView rows={record.containers} />
        </Section>
        <SiRevisionPanel id={id} record={record} />
        <OrderVersionsCard orderId={id} />
        <BillRoundsCard order={{ id, status: record.status, update_time: record.update_time }} containers={record.containers} />
        <Collapse
          items={[{ key: "sheet", label: t("supply.sheet.show"), children: <PrintableSheet data={sheetOfRecord(record)} /> }]}
        />
      </Flex>
    </RedlineProvider>
  );
}

/** /bookings/supply-detail/{id}: the submitted instruction, read-only, with the steps its status offers. */
export default function SupplyDetailPage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const supply = useSupply(id);
  const state = supplyState(supply, id);
  const record = supply.data;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[{ title: <Link to="/bookings">{t("supply.breadcrumb.list")}</Link> }, { title: t("supply.breadcrumb.detail") }]}
      />
      {state ??
        (record &&
          (shown(record.status) ? (
            <SupplyDetail id={id} record={record} />
          ) : (
            <Alert
              type="info"
              showIcon
              title={t("supply.detailNotYet")}
              action={
                <Link to={record.status === ORDER_STATUS.AWAITING_SUPPLY ? `/bookings/supply/${id}` : `/bookings/${id}`}>
                  {t("supply.viewOrder")}
                </Link>
              }
            />
          )))}
    </Flex>
  );
}
