import { rowActionOf } from "@haiyun/shared/constants/order-transitions";
import { Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { actionsColumn, dateColumn, ListTable, textColumn } from "../../../components/list-page";
import { formatNumber } from "../../../lib/format";
import type { Language } from "../../../lib/i18n";
import { useLanguage } from "../../../lib/list/use-language";
import { NextCutOffCell, type OrderRow, StatusWithRequests } from "../../orders";

/**
 * The bookings list: every column, the order number kept in view, the row's one action. Memoised:
 * the page around it renders again as its query's state moves (fetching, refetched), and laying
 * out a page of rows again for nothing is a long task on a phone.
 */
export const OrdersTable = memo(function OrdersTable({ rows }: { rows: OrderRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = useMemo(() => orderColumns(t, language), [t, language]);
  return <ListTable<OrderRow> rowKey="id" columns={columns} rows={rows} />;
});

function orderColumns(t: TFunction, language: Language): ColumnsType<OrderRow> {
  const title = (key: string) => t(`bookings.columns.${key}`);
  return [
    {
      key: "order_no",
      title: title("order_no"),
      width: 170,
      ellipsis: { showTitle: false },
      render: (_, order) => (
        <Tooltip title={order.order_no} placement="topLeft">
          <Link to={`/bookings/${order.id}`}>{order.order_no}</Link>
        </Tooltip>
      ),
    },
    textColumn({ key: "cust_ref_no", title: title("cust_ref_no"), width: 140, value: (o) => o.cust_ref_no }),
    {
      key: "status",
      title: title("status"),
      // the longest status, "Awaiting shipping instructions", is a 173 px tag at 12 px
      width: 200,
      render: (_, order) => <StatusWithRequests order={order} withTooltip />,
    },
    textColumn({ key: "carrier", title: title("carrier"), width: 130, value: (o) => o.carrier_name }),
    textColumn({ key: "pol", title: title("pol"), width: 140, value: (o) => o.pol_name }),
    textColumn({ key: "pod", title: title("pod"), width: 140, value: (o) => o.pod_name }),
    textColumn({ key: "to", title: title("to"), width: 140, value: (o) => o.to_name }),
    textColumn({ key: "vessel", title: title("vessel"), width: 130, value: (o) => o.vessel }),
    textColumn({ key: "voyage", title: title("voyage"), width: 100, value: (o) => o.voyage }),
    dateColumn({ key: "etd", title: title("etd"), value: (o) => o.etd }),
    dateColumn({ key: "eta", title: title("eta"), value: (o) => o.eta }),
    {
      key: "next_cut_off",
      title: title("next_cut_off"),
      width: 190,
      render: (_, o) => <NextCutOffCell cutOff={o.next_cut_off} port={o.pol_name} />,
    },
    dateColumn({ key: "create_time", title: title("create_time"), withTime: true, value: (o) => o.create_time }),
    dateColumn({ key: "update_time", title: title("update_time"), withTime: true, value: (o) => o.update_time }),
    {
      // An order booked from a quote — its prices × its spaces, as kept on the order
      key: "booking_amount",
      title: title("booking_amount"),
      width: 150,
      align: "right",
      render: (_, order) =>
        order.booking_amount === null ? "" : `${order.booking_currency} ${formatNumber(order.booking_amount, language, 2)}`,
    },
    actionsColumn({
      title: title("action"),
      width: 90,
      render: (order) => {
        // Edit at 0, Supply at 2, View otherwise; where each goes is the shared rule's
        const action = rowActionOf(order);
        return <Link to={action.path}>{t(`bookings.rowActions.${action.label}`)}</Link>;
      },
    }),
  ];
}
