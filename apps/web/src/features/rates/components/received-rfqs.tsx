import type { RfqView } from "@haiyun/shared/schemas/rfq";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Alert, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import type { Page } from "../../../lib/list/use-paged-query";

const PAGE_SIZE = 10;

/** The requests for quotation the forwarder received (GET /rate/rfq), newest first. */
export function ReceivedRfqs() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ["rates", "rfq", page, language],
    queryFn: ({ signal }) => api.get<Page<RfqView>>("/rate/rfq", { page, size: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
  const label = (key: string) => t(`rates.rfq.columns.${key}`);
  const columns: ColumnsType<RfqView> = [
    { key: "time", title: label("time"), width: 150, render: (_, rfq) => formatDateTime(rfq.create_time, language) },
    {
      key: "requester",
      title: label("requester"),
      width: 220,
      render: (_, rfq) => (
        <>
          <div>{rfq.requester_company}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {rfq.requester_linkman} · {rfq.requester_email} · {rfq.requester_phone}
          </Typography.Text>
        </>
      ),
    },
    { key: "carrier", title: label("carrier"), width: 140, dataIndex: "carrier_name" },
    { key: "route", title: label("route"), width: 220, render: (_, rfq) => `${rfq.pol_name} → ${rfq.pod_name} → ${rfq.to_name}` },
    { key: "ready", title: label("readyDate"), width: 112, render: (_, rfq) => formatDate(rfq.ready_date, language) },
    { key: "space", title: label("bookingSpace"), width: 120, dataIndex: "booking_space" },
    { key: "target", title: label("targetRate"), width: 120, dataIndex: "target_rate" },
    { key: "volume", title: label("potentialVol"), width: 140, dataIndex: "potential_vol" },
    { key: "sales", title: label("sales"), width: 110, dataIndex: "sales" },
    { key: "description", title: label("description"), width: 220, dataIndex: "description" },
  ];
  if (query.isError) return <Alert type="error" showIcon title={t("rates.rfq.loadFailed", { msg: query.error.message })} />;
  return (
    <Table<RfqView>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={query.data?.list ?? []}
      loading={query.isPending}
      scroll={{ x: "max-content" }}
      locale={{ emptyText: t("rates.rfq.empty") }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: query.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}
