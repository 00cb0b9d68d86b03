import { Descriptions } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useIsMobile } from "../../../lib/use-media-query";
import type { OrderDetail } from "../api/order-keys";
import { Redline } from "./bill-redline";
import { OrderStatusTag } from "./order-status-tag";

export type OrderSummaryFields = Pick<
  OrderDetail,
  | "status"
  | "status_name"
  | "cust_ref_no"
  | "container_mode_name"
  | "ship_mode_name"
  | "ready_date"
  | "carrier_name"
  | "vessel"
  | "voyage"
  | "etd"
  | "eta"
  | "from_name"
  | "pol_name"
  | "pod_name"
  | "to_name"
  | "freight_term_name"
  | "inco_term_name"
  | "so_no"
  | "mbl_no"
  | "remark"
>;

const EMPTY = "-";

/** The booking detail: the summary grid, one column on phones. */
export function OrderSummary({ order }: { order: OrderSummaryFields }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isMobile = useIsMobile();
  const item = (key: string, value: ReactNode, span?: number | "filled") => ({
    key,
    label: t(`bookings.summary.${key}`),
    children: value || EMPTY,
    span,
  });
  return (
    <Descriptions
      bordered
      size={isMobile ? "small" : "medium"}
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        item("container_mode", order.container_mode_name),
        item("ship_mode", order.ship_mode_name),
        item("status", <OrderStatusTag status={order.status} name={order.status_name} />),
        item("cust_ref_no", order.cust_ref_no),
        item("ready_date", formatDate(order.ready_date, language)),
        item("carrier", order.carrier_name),
        item("vessel", <Redline field="vessel">{order.vessel || EMPTY}</Redline>),
        item("voyage", <Redline field="voyage">{order.voyage || EMPTY}</Redline>),
        item("etd", formatDate(order.etd, language)),
        item("eta", formatDate(order.eta, language)),
        item("from", order.from_name),
        item("pol", order.pol_name),
        item("pod", order.pod_name),
        item("to", order.to_name),
        item("freight_term", order.freight_term_name),
        item("inco_term", order.inco_term_name),
        item("so_no", order.so_no),
        item("mbl_no", order.mbl_no),
        ...(order.remark ? [item("remark", <span style={{ whiteSpace: "pre-wrap" }}>{order.remark}</span>, "filled")] : []),
      ]}
    />
  );
}
