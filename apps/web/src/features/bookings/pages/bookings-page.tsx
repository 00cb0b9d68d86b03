import { PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import { Button, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ExportButton } from "../../../components/list-export";
import { ListPage } from "../../../components/list-page";
import { usePagedQuery } from "../../../lib/list/use-paged-query";
import { useIsMobile } from "../../../lib/use-media-query";
import { ORDER_LIST_PAGING, ORDER_URL_FILTERS } from "../../orders";
import { exportOrders } from "../api/export-orders";
import { orderListOptions } from "../api/list-orders";
import { OrderCards } from "../components/order-cards";
import { OrderFilters as OrderFilterForm } from "../components/order-filters";
import { OrdersTable } from "../components/orders-table";

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

/** /bookings: the customer's orders (menu: My Bookings, authority order). */
export default function BookingsPage() {
  const { t } = useTranslation();
  const list = usePagedQuery({ filters: ORDER_URL_FILTERS, ...ORDER_LIST_PAGING, queryOptions: orderListOptions });
  // a phone gets cards, a wider screen the table with every column
  const isMobile = useIsMobile();

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
          <ExportButton run={(format, watch) => exportOrders(list.filters, format, watch)} />
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
      {(rows) => (isMobile ? <OrderCards rows={rows} /> : <OrdersTable rows={rows} />)}
    </ListPage>
  );
}
