import { rowActionOf } from "@haiyun/shared/constants/order-transitions";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListCards } from "../../../components/list-page";
import { formatDate, formatDateTime, formatNumber, formatRoute } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { NextCutOffCell, type OrderRow, StatusWithRequests } from "../../orders";

/**
 * The bookings list on a phone: a card per order with what the table's columns show, the order
 * number and status on top and the row's one action at the foot. Memoised as the table is.
 */
export const OrderCards = memo(function OrderCards({ rows }: { rows: OrderRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = (key: string) => t(`bookings.columns.${key}`);
  return (
    <ListCards<OrderRow>
      label={t("bookings.title")}
      rows={rows}
      rowKey={(order) => order.id}
      card={(order) => {
        const action = rowActionOf(order);
        return {
          title: <Link to={`/bookings/${order.id}`}>{order.order_no}</Link>,
          tag: <StatusWithRequests order={order} />,
          fields: [
            { key: "cust_ref_no", label: label("cust_ref_no"), value: order.cust_ref_no },
            { key: "route", label: label("route"), value: formatRoute(order) },
            { key: "carrier", label: label("carrier"), value: order.carrier_name },
            {
              key: "vessel",
              label: label("vessel_voyage"),
              value: [order.vessel, order.voyage].filter(Boolean).join(" / "),
            },
            { key: "etd", label: label("etd"), value: formatDate(order.etd, language) },
            { key: "eta", label: label("eta"), value: formatDate(order.eta, language) },
            {
              key: "next_cut_off",
              label: label("next_cut_off"),
              value: order.next_cut_off && <NextCutOffCell cutOff={order.next_cut_off} port={order.pol_name} />,
            },
            {
              key: "booking_amount",
              label: label("booking_amount"),
              value:
                order.booking_amount === null
                  ? ""
                  : `${order.booking_currency} ${formatNumber(order.booking_amount, language, 2)}`,
            },
            { key: "create_time", label: label("create_time"), value: formatDateTime(order.create_time, language) },
          ],
          actions: <Link to={action.path}>{t(`bookings.rowActions.${action.label}`)}</Link>,
        };
      }}
    />
  );
});
