import { Alert, Card, Col, Empty, Pagination, Row, Spin, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsMobile } from "../../../lib/use-media-query";
import { type ShipperFilters as Filters, type Shipper, useShippers } from "../api/list-shippers";
import { ShipperCard } from "../components/shipper-card";
import { ShipperDetailModal } from "../components/shipper-detail-modal";
import { ShipperFilters } from "../components/shipper-filters";

// spec §9: the directory pages by 10
const PAGE_SIZE = 10;

/** spec §2 /shippers: the directory of forwarder companies (menu: Shipper Alliance, authority shipper). */
export default function ShippersPage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  // the row stays while the dialog closes, so its content does not vanish under the fade
  const [detail, setDetail] = useState<{ open: boolean; row: Shipper | null }>({ open: false, row: null });
  const shippers = useShippers({ ...filters, page, size: PAGE_SIZE });
  const list = shippers.data?.list ?? [];

  return (
    <Card
      size={isMobile ? "small" : "medium"}
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("shippers.title")}
        </Typography.Title>
      }
    >
      <ShipperFilters
        onSearch={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {shippers.isError && (
        <Alert
          type="error"
          showIcon
          title={t("shippers.loadFailed", { msg: shippers.error.message })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Spin spinning={shippers.isFetching}>
        {list.length === 0 ? (
          <Empty description={shippers.isPending ? t("common.loading") : t("shippers.empty")} style={{ padding: "32px 0" }} />
        ) : (
          <Row gutter={[16, 16]} data-testid="shipper-list">
            {list.map((shipper) => (
              <Col key={shipper.id} xs={24} md={12} xl={8}>
                <ShipperCard shipper={shipper} onOpen={(row) => setDetail({ open: true, row })} />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      {(shippers.data?.total ?? 0) > 0 && (
        <Pagination
          style={{ marginTop: 16, justifyContent: "flex-end" }}
          current={page}
          pageSize={PAGE_SIZE}
          total={shippers.data?.total ?? 0}
          showSizeChanger={false}
          showTotal={(total) => t("shippers.total", { total })}
          size={isMobile ? "small" : undefined}
          onChange={setPage}
        />
      )}
      <ShipperDetailModal open={detail.open} row={detail.row} onClose={() => setDetail((d) => ({ ...d, open: false }))} />
    </Card>
  );
}
