import { DownloadOutlined, PlusOutlined, UploadOutlined } from "@ant-design/icons";
import { RATE_LIMITS } from "@haiyun/shared/schemas/rate";
import { Button, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ExportButton } from "../../../components/list-export";
import { ListPage, RefreshButton, useBatchDelete } from "../../../components/list-page";
import { useDownload } from "../../../components/spreadsheet-import";
import { type UrlFilters, urlParam } from "../../../lib/list/url-params";
import { usePagedQuery } from "../../../lib/list/use-paged-query";
import type { Rate, RateFilters } from "../api/rate-keys";
import { downloadRateTemplate, exportRates, rateListOptions, useDeleteRates } from "../api/rates-api";
import { ImportRatesModal } from "../components/import-rates-modal";
import { RateFilterBar } from "../components/rate-filter-bar";
import { RateFormModal } from "../components/rate-form-modal";
import { RatesTable } from "../components/rates-table";
import { ReceivedRfqs } from "../components/received-rfqs";

const FILTERS: UrlFilters<RateFilters> = {
  carrier_id: urlParam.id(),
  pol_id: urlParam.id(),
  to_id: urlParam.id(),
  sdate: urlParam.date(),
  edate: urlParam.date(),
};

/** /rate: the forwarder's rate sheets (authority rate; the server also wants a forwarder). */
export default function RatesPage() {
  const { t } = useTranslation();
  // The rate list pages by 10
  const list = usePagedQuery({ filters: FILTERS, pageSize: RATE_LIMITS.PAGE_SIZE, queryOptions: rateListOptions });
  const selection = useBatchDelete(useDeleteRates(), "rates");
  const download = useDownload();
  const [editing, setEditing] = useState<{ open: boolean; rate: Rate | null }>({ open: false, rate: null });
  const [importing, setImporting] = useState(false);
  const add = () => setEditing({ open: true, rate: null });

  const sheets = (
    <ListPage
      title={t("rates.title")}
      list={list}
      filters={<RateFilterBar value={list.filters} onSearch={list.search} />}
      toolbar={
        <>
          <Button type="primary" icon={<PlusOutlined />} onClick={add}>
            {t("rates.actions.add")}
          </Button>
          {selection.batchDeleteButton}
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t("rates.actions.import")}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => download(downloadRateTemplate, "rates.errors.template")}>
            {t("rates.actions.template")}
          </Button>
          <ExportButton run={(format, watch) => exportRates(list.filters, format, watch)} />
          <RefreshButton query={list.query} />
        </>
      }
      empty={{
        description: t("rates.empty"),
        hint: t("rates.emptyHint"),
        action: (
          <Button type="primary" icon={<PlusOutlined />} onClick={add}>
            {t("list.addFirst")}
          </Button>
        ),
      }}
    >
      {(rows) => (
        <RatesTable
          rows={rows}
          selected={selection.selected}
          onSelect={selection.setSelected}
          onEdit={(rate) => setEditing({ open: true, rate })}
          onDelete={(rate) => selection.deleteOne(rate.id)}
        />
      )}
    </ListPage>
  );

  return (
    <>
      <Tabs
        items={[
          { key: "rates", label: t("rates.tabs.rates"), children: sheets },
          { key: "rfq", label: t("rates.tabs.rfq"), children: <ReceivedRfqs /> },
        ]}
        destroyOnHidden
      />
      <RateFormModal
        open={editing.open}
        rate={editing.rate}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ImportRatesModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
