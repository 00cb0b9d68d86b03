import { PlusOutlined } from "@ant-design/icons";
import { ADMIN_REFERENCE_KINDS, type AdminReferenceKind } from "@haiyun/shared/schemas/reference-admin";
import { Button, Tabs, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { actionsColumn, dateColumn, ListPage, ListTable, textColumn } from "../../../components/list-page";
import { type UrlFilters, urlParam } from "../../../lib/list/url-params";
import { usePagedQuery } from "../../../lib/list/use-paged-query";
import { type AdminReferenceFilters, type AdminReferenceItem, adminReferenceListOptions } from "../api/reference";
import { ReferenceFilters } from "../components/reference-filters";
import { ReferenceFormModal } from "../components/reference-form-modal";
import { ReferenceStatusSwitch } from "../components/reference-status-switch";

const PAGE_SIZES = [20, 50, 100];
const FILTERS: UrlFilters<AdminReferenceFilters> = {
  keyword: urlParam.text(),
  enabled: urlParam.oneOf(["true", "false"] as const),
};

const isKind = (value: string | undefined): value is AdminReferenceKind =>
  (ADMIN_REFERENCE_KINDS as readonly string[]).includes(value ?? "");

/**
 * Admin console: the reference lists an installation extends without a code change (carriers,
 * ports, container types, package units, charges, currencies), a tab each. An entry is added,
 * renamed and disabled, never deleted: orders and rates keep naming it.
 */
export default function ReferencePage() {
  const { kind } = useParams();
  if (!isKind(kind)) return <Navigate to={`/admin/reference/${ADMIN_REFERENCE_KINDS[0]}`} replace />;
  // a tab of its own per list: the filters and the page of one do not carry over to another
  return <ReferenceList key={kind} kind={kind} />;
}

function ReferenceList({ kind }: { kind: AdminReferenceKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryOptions = useMemo(() => adminReferenceListOptions(kind), [kind]);
  const list = usePagedQuery({ filters: FILTERS, pageSize: 20, pageSizes: PAGE_SIZES, queryOptions });
  // undefined: closed; null: adding
  const [editing, setEditing] = useState<AdminReferenceItem | null | undefined>(undefined);

  const columns: ColumnsType<AdminReferenceItem> = [
    textColumn({ key: "code", title: t("admin.reference.columns.code"), width: 100, value: (e) => e.code }),
    textColumn({ key: "name_cn", title: t("admin.reference.columns.name_cn"), width: 180, value: (e) => e.name_cn }),
    textColumn({ key: "name_en", title: t("admin.reference.columns.name_en"), width: 220, value: (e) => e.name_en }),
    ...(kind === "ports"
      ? [
          textColumn<AdminReferenceItem>({
            key: "time_zone",
            title: t("admin.reference.columns.time_zone"),
            width: 170,
            value: (e) => e.time_zone ?? "",
          }),
        ]
      : []),
    ...(kind === "container-types"
      ? [
          textColumn<AdminReferenceItem>({
            key: "iso_code",
            title: t("admin.reference.columns.iso_code"),
            width: 110,
            value: (e) => e.iso_code ?? "",
          }),
          textColumn<AdminReferenceItem>({
            key: "teu",
            title: t("admin.reference.columns.teu"),
            width: 70,
            value: (e) => e.teu ?? "",
          }),
        ]
      : []),
    { key: "sort", title: t("admin.reference.columns.sort"), width: 70, render: (_, e) => e.sort },
    {
      key: "status",
      title: t("admin.reference.columns.status"),
      width: 100,
      render: (_, entry) => <ReferenceStatusSwitch kind={kind} entry={entry} />,
    },
    {
      key: "source",
      title: t("admin.reference.columns.source"),
      width: 100,
      render: (_, e) =>
        e.edited ? <Tag color="blue">{t("admin.reference.edited")}</Tag> : <Tag>{t("admin.reference.shipped")}</Tag>,
    },
    dateColumn({ key: "updated", title: t("admin.reference.columns.updated"), withTime: true, value: (e) => e.update_time }),
    actionsColumn({
      title: t("admin.reference.columns.action"),
      width: 80,
      render: (entry) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(entry)}>
          {t("admin.reference.edit")}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <Tabs
        activeKey={kind}
        onChange={(next) => navigate(`/admin/reference/${next}`)}
        items={ADMIN_REFERENCE_KINDS.map((k) => ({ key: k, label: t(`admin.reference.kinds.${k}`) }))}
        style={{ marginBottom: 0 }}
      />
      <ListPage
        title={t("admin.reference.title", { kind: t(`admin.reference.kinds.${kind}`) })}
        list={list}
        filters={<ReferenceFilters value={list.filters} onSearch={list.search} />}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t("admin.reference.add")}
          </Button>
        }
      >
        {(rows) => <ListTable<AdminReferenceItem> rowKey="id" columns={columns} rows={rows} />}
      </ListPage>
      <ReferenceFormModal kind={kind} entry={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
