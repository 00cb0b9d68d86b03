import { Col, Row } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "../../../components/list-page";
import { type UrlFilters, urlParam } from "../../../lib/list/url-params";
import { usePagedQuery } from "../../../lib/list/use-paged-query";
import { type ShipperFilters as Filters, type Shipper, shipperListOptions } from "../api/list-shippers";
import { ShipperCard } from "../components/shipper-card";
import { ShipperDetailModal } from "../components/shipper-detail-modal";
import { ShipperFilters } from "../components/shipper-filters";

const FILTERS: UrlFilters<Filters> = {
  company: urlParam.text(),
  business_id: urlParam.id(),
  port_id: urlParam.id(),
  route_id: urlParam.id(),
};

/** /shippers: the directory of forwarder companies (menu: Shipper Alliance, authority shipper). */
export default function ShippersPage() {
  const { t } = useTranslation();
  // The directory pages by 10
  const list = usePagedQuery({ filters: FILTERS, pageSize: 10, queryOptions: shipperListOptions });
  // the row stays while the dialog closes, so its content does not vanish under the fade
  const [detail, setDetail] = useState<{ open: boolean; row: Shipper | null }>({ open: false, row: null });

  return (
    <>
      <ListPage
        title={t("shippers.title")}
        list={list}
        filters={<ShipperFilters value={list.filters} onSearch={list.search} />}
        empty={{ description: t("shippers.empty") }}
        noMatch={{ description: t("shippers.empty") }}
        totalText={(total) => t("shippers.total", { total })}
      >
        {(rows) => (
          <Row gutter={[16, 16]} data-testid="shipper-list">
            {rows.map((shipper) => (
              <Col key={shipper.id} xs={24} md={12} xl={8}>
                <ShipperCard shipper={shipper} onOpen={(row) => setDetail({ open: true, row })} />
              </Col>
            ))}
          </Row>
        )}
      </ListPage>
      <ShipperDetailModal open={detail.open} row={detail.row} onClose={() => setDetail((d) => ({ ...d, open: false }))} />
    </>
  );
}
