import { ReloadOutlined } from "@ant-design/icons";
import { CARGO_FLAGS } from "@haiyun/shared/cargo/special-cargo";
import { Button } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ExportButton } from "../../../components/list-export";
import { actionsColumn, dateColumn, type EmptyContent, ListPage, ListTable, textColumn } from "../../../components/list-page";
import { type UrlFilters, urlParam } from "../../../lib/list/url-params";
import { usePagedQuery } from "../../../lib/list/use-paged-query";
import { NextCutOffCell, ORDER_LIST_PAGING, ORDER_URL_FILTERS, StatusWithRequests } from "../../orders";
import { exportOpsOrders } from "../api/export-ops-orders";
import { type OpsOrderRow, opsOrderListOptions } from "../api/list-ops-orders";
import type { OpsOrderFilters, OpsStatusFilter } from "../api/ops-keys";
import { CargoFlagTags } from "../components/cargo-flag-tags";
import { OpsOrderFilterForm } from "../components/ops-order-filters";
import { isWaiting, statusParam, WAITING } from "../utils/status-filter";

// the bookings list's filters, the customer after the keyword (their order in the address bar), the desk's status
const { keyword, ...orderFilters } = ORDER_URL_FILTERS;
const FILTERS: UrlFilters<OpsOrderFilters> = {
  keyword,
  customer: urlParam.text(),
  ...orderFilters,
  status: statusParam,
  // only orders with a request awaiting operations (amendment, cancellation, SI revision, special cargo)
  request: urlParam.oneOf(["open"] as const),
  // only orders carrying dangerous goods, a reefer or out-of-gauge cargo
  cargo: urlParam.oneOf(CARGO_FLAGS),
};

function withStatus(params: URLSearchParams, status: OpsStatusFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("status", statusParam.format(status));
  return next;
}

/** Operations desk (authority ops_order): every customer's orders, those waiting for operations first. */
export default function OpsOrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The booking list's paging
  const list = usePagedQuery({ filters: FILTERS, ...ORDER_LIST_PAGING, queryOptions: opsOrderListOptions });
  const { filters, search } = list;

  // the default view is written into the address bar, so the link says what it shows (in place:
  // Back must not return to the address without it, which would only write it again)
  const [, setParams] = useSearchParams();
  const defaulted = filters.status === undefined;
  useEffect(() => {
    if (defaulted) setParams((current) => withStatus(current, WAITING), { replace: true });
  }, [defaulted, setParams]);

  const others = Object.entries(filters).filter(([key, value]) => key !== "status" && value !== undefined);
  let noMatch: EmptyContent | undefined;
  if (!others.length && isWaiting(filters.status)) {
    noMatch = {
      description: t("ops.list.nothingWaiting"),
      hint: t("ops.list.nothingWaitingHint"),
      action: <Button onClick={() => search({ status: "all" })}>{t("ops.list.showAll")}</Button>,
    };
  } else if (!others.length && filters.status === "all") {
    noMatch = { description: t("ops.list.noOrders"), hint: undefined, action: undefined };
  }

  // the order page's way back keeps this list's filters and page
  const location = useLocation();
  const from = { from: `${location.pathname}${location.search}` };
  const open = (row: OpsOrderRow) => `/ops/orders/${row.id}`;
  const columns: ColumnsType<OpsOrderRow> = [
    {
      key: "order_no",
      title: t("ops.columns.orderNo"),
      width: 170,
      ellipsis: true,
      render: (_, row) => (
        <Link to={open(row)} state={from}>
          {row.order_no}
        </Link>
      ),
    },
    textColumn({
      key: "customer",
      title: t("ops.columns.customer"),
      width: 200,
      value: (row) => row.customer_name || row.customer_username,
      secondary: (row) => (row.customer_name ? row.customer_username : undefined),
    }),
    {
      key: "status",
      title: t("ops.columns.status"),
      // as wide as the bookings list's, for the longest status
      width: 200,
      render: (_, row) => <StatusWithRequests order={row} withTooltip extra={<CargoFlagTags flags={row.cargo_flags} />} />,
    },
    textColumn({ key: "mode", title: t("ops.columns.containerMode"), width: 90, value: (row) => row.container_mode_name }),
    textColumn({ key: "pol", title: t("ops.columns.pol"), width: 140, value: (row) => row.pol_name }),
    textColumn({ key: "pod", title: t("ops.columns.pod"), width: 140, value: (row) => row.pod_name }),
    textColumn({ key: "to", title: t("ops.columns.deliveryPlace"), width: 140, value: (row) => row.to_name }),
    dateColumn({ key: "ready", title: t("ops.columns.readyDate"), value: (row) => row.ready_date }),
    textColumn({ key: "carrier", title: t("ops.columns.carrier"), width: 140, value: (row) => row.carrier_name }),
    textColumn({
      key: "vessel",
      title: t("ops.columns.vesselVoyage"),
      width: 170,
      value: (row) => [row.vessel, row.voyage].filter(Boolean).join(" / "),
    }),
    dateColumn({ key: "etd", title: t("ops.columns.etd"), value: (row) => row.etd }),
    dateColumn({ key: "eta", title: t("ops.columns.eta"), value: (row) => row.eta }),
    {
      key: "next_cut_off",
      title: t("ops.columns.nextCutOff"),
      width: 190,
      render: (_, row) => <NextCutOffCell cutOff={row.next_cut_off} port={row.pol_name} />,
    },
    dateColumn({ key: "created", title: t("ops.columns.createTime"), withTime: true, value: (row) => row.create_time }),
    actionsColumn({
      title: t("ops.columns.action"),
      width: 90,
      render: (row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => navigate(open(row), { state: from })}>
          {t("ops.list.open")}
        </Button>
      ),
    }),
  ];

  return (
    <ListPage
      title={t("ops.list.title")}
      list={list}
      filters={<OpsOrderFilterForm value={filters} onSearch={search} />}
      toolbar={
        <>
          <Button icon={<ReloadOutlined />} onClick={() => void list.query.refetch()}>
            {t("common.actions.refresh")}
          </Button>
          <ExportButton run={(format, watch) => exportOpsOrders(filters, format, watch)} />
        </>
      }
      empty={noMatch}
      noMatch={noMatch}
    >
      {(rows) => <ListTable<OpsOrderRow> rowKey="id" columns={columns} rows={rows} />}
    </ListPage>
  );
}
