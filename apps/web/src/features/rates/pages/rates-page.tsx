import {
  DeleteOutlined,
  DownloadOutlined,
  ExportOutlined,
  PlusOutlined,
  ReloadOutlined,
  UploadOutlined,
} from "@ant-design/icons";
import { RATE_LIMITS } from "@haiyun/shared/schemas/rate";
import { App, Button, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "../../../components/list-page";
import { serverMessage } from "../../../lib/form-errors";
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

/** spec §2 /rate: the forwarder's rate sheets (authority rate; the server also wants a forwarder). */
export default function RatesPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  // spec §9: the rate list pages by 10
  const list = usePagedQuery({ filters: FILTERS, pageSize: RATE_LIMITS.PAGE_SIZE, queryOptions: rateListOptions });
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ open: boolean; rate: Rate | null }>({ open: false, rate: null });
  const [importing, setImporting] = useState(false);
  const remove = useDeleteRates();
  const add = () => setEditing({ open: true, rate: null });

  const deleteIds = (ids: number[], batch: boolean) =>
    remove.mutateAsync(ids).then(
      ({ deleted }) => {
        message.success(t("rates.notices.deleted", { count: deleted }));
        setSelected((keys) => keys.filter((id) => !ids.includes(id)));
      },
      (err: Error) => {
        message.error(t(batch ? "rates.errors.batchDelete" : "rates.errors.delete", { msg: serverMessage(err) ?? err.message }));
      },
    );

  const confirmBatchDelete = () =>
    modal.confirm({
      title: t("rates.batchDeleteTitle"),
      content: t("rates.batchDeleteConfirm", { count: selected.length }),
      okText: t("rates.actions.delete"),
      okButtonProps: { danger: true },
      cancelText: t("common.actions.cancel"),
      onOk: () => deleteIds(selected, true),
    });

  const download = (run: () => Promise<void>, failure: string) =>
    run()
      .then(() => message.success(t("common.notices.downloadStarted")))
      .catch((err: Error) => message.error(t(failure, { msg: serverMessage(err) ?? err.message })));

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
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmBatchDelete}>
            {selected.length ? `${t("rates.actions.batchDelete")} (${selected.length})` : t("rates.actions.batchDelete")}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t("rates.actions.import")}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => download(downloadRateTemplate, "rates.errors.template")}>
            {t("rates.actions.template")}
          </Button>
          <Button icon={<ExportOutlined />} onClick={() => download(() => exportRates(list.filters), "rates.errors.export")}>
            {t("rates.actions.export")}
          </Button>
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
          selected={selected}
          onSelect={setSelected}
          onEdit={(rate) => setEditing({ open: true, rate })}
          onDelete={(rate) => deleteIds([rate.id], false)}
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
