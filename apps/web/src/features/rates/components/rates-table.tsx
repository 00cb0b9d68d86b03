import { Button, Popconfirm, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { actionsColumn, dateColumn, ListTable, textColumn } from "../../../components/list-page";
import { formatDate, formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import type { Rate } from "../api/rate-keys";

interface Props {
  rows: Rate[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (rate: Rate) => void;
  onDelete: (rate: Rate) => Promise<void>;
}

/** The rate list (rate management): one row per rate, its prices per container type. */
export function RatesTable({ rows, selected, onSelect, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  // the prices come right after the route, wide enough for "40ft General Purpose: USD 999,999.99",
  // and the validity on two lines after them: on a 1366 px laptop both show left of the actions
  // column, which the later columns scroll under
  const columns: ColumnsType<Rate> = [
    textColumn({ key: "carrier", title: t("rates.columns.carrier"), width: 150, value: (r) => r.carrier_name }),
    textColumn({ key: "pol", title: t("rates.columns.pol"), width: 120, value: (r) => r.pol_name }),
    textColumn({ key: "pod", title: t("rates.columns.pod"), width: 120, value: (r) => r.pod_name }),
    textColumn({ key: "to", title: t("rates.columns.to"), width: 120, value: (r) => r.to_name }),
    {
      key: "spaces",
      title: t("rates.columns.spaces"),
      width: 270,
      render: (_, rate) => (
        <Space direction="vertical" size={0}>
          {rate.spaces.map((space) => (
            <Typography.Text key={space.id} style={{ whiteSpace: "nowrap" }}>
              {space.container_name}: {rate.currency} {formatNumber(space.price, language, 2)}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    {
      key: "validity",
      title: t("rates.columns.validity"),
      width: 120,
      // the line breaks after the dash, never before it
      render: (_, rate) => `${formatDate(rate.sdate, language)}\u00a0– ${formatDate(rate.edate, language)}`,
    },
    textColumn({
      key: "transit",
      title: t("rates.columns.transitDays"),
      width: 120,
      value: (r) => (r.transit_days === null ? "" : String(r.transit_days)),
    }),
    textColumn({ key: "remark", title: t("rates.columns.remark"), width: 160, value: (r) => r.remark }),
    dateColumn({ key: "updateTime", title: t("rates.columns.updateTime"), withTime: true, value: (r) => r.update_time }),
    actionsColumn({
      title: t("rates.columns.action"),
      width: 110,
      render: (rate) => (
        <Space size={12}>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onEdit(rate)}>
            {t("rates.actions.edit")}
          </Button>
          <Popconfirm
            title={t("rates.deleteConfirm")}
            okText={t("common.actions.confirm")}
            cancelText={t("common.actions.cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(rate)}
          >
            <Button type="link" size="small" danger style={{ padding: 0 }}>
              {t("rates.actions.delete")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    }),
  ];

  return (
    <ListTable<Rate>
      rowKey="id"
      columns={columns}
      rows={rows}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys as number[]), preserveSelectedRowKeys: true }}
    />
  );
}
