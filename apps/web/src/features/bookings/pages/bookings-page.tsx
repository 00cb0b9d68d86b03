import { PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import { ORDER_STATUSES } from "@haiyun/shared/constants/order-status";
import { Button, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ListPage } from "../../../components/list-page";
import { type UrlFilters, type UrlParam, urlParam } from "../../../lib/list/url-params";
import { usePagedQuery } from "../../../lib/list/use-paged-query";
import { orderListOptions } from "../api/list-orders";
import type { OrderFilters } from "../api/order-keys";
import { OrderFilters as OrderFilterForm } from "../components/order-filters";
import { OrdersTable } from "../components/orders-table";

// spec §9: the booking list pages by 50, with 10/20/50/100
const PAGE_SIZES = [10, 20, 50, 100];

/** Statuses as GET /order takes them ("0,2"); a link naming an unknown status is ignored whole. */
const statusesParam: UrlParam<number[]> = {
  parse: (raw) => {
    const statuses = raw.split(",").map((part) => ORDER_STATUSES.find((status) => String(status.value) === part)?.value);
    return statuses.every((status) => status !== undefined) ? [...new Set(statuses)] : undefined;
  },
  format: (statuses) => statuses.join(","),
};

const FILTERS: UrlFilters<OrderFilters> = {
  keyword: urlParam.text(),
  to_id: urlParam.id(),
  status: statusesParam,
  order_no: urlParam.text(),
  cust_ref_no: urlParam.text(),
  pol_id: urlParam.id(),
  carrier_id: urlParam.id(),
  vessel: urlParam.text(),
  voyage: urlParam.text(),
  create_from: urlParam.date(),
  create_to: urlParam.date(),
  etd_from: urlParam.date(),
  etd_to: urlParam.date(),
  eta_from: urlParam.date(),
  eta_to: urlParam.date(),
};

function AddButtons({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Button type={primary ? "primary" : "default"} icon={<PlusOutlined />} onClick={() => navigate("/bookings/create-fcl")}>
        {t("bookings.addFcl")}
      </Button>
      <Button icon={<PlusOutlined />} onClick={() => navigate("/bookings/create-lcl")}>
        {t("bookings.addLcl")}
      </Button>
    </>
  );
}

/** spec §2 /bookings: the customer's orders (menu: My Bookings, authority order). */
export default function BookingsPage() {
  const { t } = useTranslation();
  const list = usePagedQuery({ filters: FILTERS, pageSize: 50, pageSizes: PAGE_SIZES, queryOptions: orderListOptions });

  return (
    <ListPage
      title={t("bookings.title")}
      list={list}
      filters={<OrderFilterForm value={list.filters} onSearch={list.search} />}
      toolbar={
        <>
          <AddButtons primary />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void list.query.refetch()}
            loading={list.query.isFetching && !list.query.isPending}
          >
            {t("common.actions.refresh")}
          </Button>
        </>
      }
      empty={{
        description: t("bookings.empty"),
        hint: t("bookings.emptyHint"),
        action: (
          <Flex gap={8} wrap justify="center">
            <AddButtons primary />
          </Flex>
        ),
      }}
    >
      {(rows) => <OrdersTable rows={rows} />}
    </ListPage>
  );
}
