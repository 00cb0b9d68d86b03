import { DownloadOutlined } from "@ant-design/icons";
import { cargoTotals } from "@haiyun/shared/schemas/order";
import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { App, Button, Descriptions, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client";
import { formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useIsMobile } from "../../../lib/use-media-query";
import { Redline } from "../../orders";

type Row = SupplyRecord["containers"][number];

/** The supply detail: marks, description, VGM method and manifest, read-only. */
export function SupplyCargoView({ record }: { record: SupplyRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const text = (value: string) =>
    value ? <span style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{value}</span> : "-";
  const download = () =>
    api
      .download(record.manifest_file_url || `/attachment/download/${record.manifest_file}`)
      .then(() => message.success(t("common.notices.downloadStarted")))
      .catch((err: Error) => message.error(err.message));
  return (
    <Descriptions
      bordered
      size={isMobile ? "small" : "medium"}
      column={1}
      items={[
        {
          key: "marks_no",
          label: t("supply.fields.marks_no"),
          children: <Redline field="marks_no">{text(record.marks_no)}</Redline>,
        },
        {
          key: "description",
          label: t("supply.fields.description"),
          children: <Redline field="description">{text(record.description)}</Redline>,
        },
        { key: "vgm_method", label: t("supply.fields.vgm_method"), children: record.vgm_method_name || "-" },
        {
          key: "manifest",
          label: t("supply.fields.manifest_file"),
          children:
            record.manifest_file === null ? (
              "-"
            ) : (
              <Button
                type="link"
                size="small"
                icon={<DownloadOutlined />}
                onClick={() => void download()}
                style={{ paddingInline: 0 }}
              >
                {record.manifest_file_name || t("supply.manifest.download")}
              </Button>
            ),
        },
      ]}
    />
  );
}

/** The container rows as submitted, with the totals (the unit only when every row shares it). */
export function SupplyRowsView({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const n = (value: number | null) => formatNumber(value, language);
  // each cell is marked where the customer flagged it on a returned bill; the whole row on its first cell
  const cell =
    (field: string, value: (row: Row) => string, first = false) =>
    (_: unknown, row: Row, index: number) => {
      const paths = [`containers[${index}].${field}`, ...(first ? [`containers[${index}]`] : [])];
      return (
        <Redline field={paths} exact>
          {value(row)}
        </Redline>
      );
    };
  const columns: ColumnsType<Row> = [
    {
      key: "container_name",
      title: t("supply.fields.container_id"),
      render: cell("container_id", (row) => row.container_name || "-", true),
    },
    {
      key: "container_no",
      title: t("supply.fields.container_no"),
      render: cell("container_no", (row) => row.container_no || "-"),
    },
    { key: "seal_no", title: t("supply.fields.seal_no"), render: cell("seal_no", (row) => row.seal_no || "-") },
    { key: "package", title: t("supply.fields.package"), align: "right", render: cell("package", (row) => n(row.package)) },
    {
      key: "package_uid",
      title: t("supply.fields.package_uid"),
      render: cell("package_uid", (row) => row.package_unit_name || "-"),
    },
    { key: "weight", title: t("supply.fields.weight"), align: "right", render: cell("weight", (row) => n(row.weight)) },
    { key: "volume", title: t("supply.fields.volume"), align: "right", render: cell("volume", (row) => n(row.volume)) },
    { key: "vgm", title: t("supply.fields.vgm"), align: "right", render: cell("vgm", (row) => n(row.vgm)) },
  ];
  const totals = cargoTotals(rows);
  const unit =
    totals.package_uid === null ? "" : (rows.find((row) => row.package_uid === totals.package_uid)?.package_unit_name ?? "");
  const count = n(totals.packages);
  return (
    <>
      <Table<Row> size="small" rowKey="id" columns={columns} dataSource={[...rows]} pagination={false} scroll={{ x: 900 }} />
      <Typography.Text strong style={{ display: "block", marginTop: 8 }} data-testid="supply-totals">
        {t("bookings.goods.totals", {
          packages: unit ? t("bookings.goods.packagesOf", { n: count, unit }) : t("bookings.goods.packages", { n: count }),
          weight: n(totals.weight),
          volume: n(totals.volume),
        })}
      </Typography.Text>
    </>
  );
}
