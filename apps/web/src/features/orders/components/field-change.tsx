import { isCutOffCode } from "@haiyun/shared/constants/cut-offs";
import type { FieldChange } from "@haiyun/shared/orders/field-diff";
import { inPortTime } from "@haiyun/shared/time/cut-off-format";
import { Table, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { apiLang } from "../../../lib/i18n";
import { cutOffName } from "./cut-offs/cut-off-text";
import { type ReferenceNamer, useReferenceNames } from "./reference-names";

// A field-level diff as a table: the field named in the reader's language, before → after.

const PARTY_ROLES: Record<string, string> = {
  shipper: "bookingForm.parties.shipper",
  consignee: "bookingForm.parties.consignee",
  notify_1: "amendments.fields.notify_1",
  notify_2: "amendments.fields.notify_2",
};
const LISTS = new Set(["spaces", "containers", "cargos"]);

/** A part of a field path by its name: a cut-off's code, the booking form's words, else the amendments' own. */
function partName(t: TFunction, name: string): string {
  if (PARTY_ROLES[name]) return t(PARTY_ROLES[name]);
  if (isCutOffCode(name)) return `${cutOffName(name, apiLang())} (${name})`;
  const own = t(`amendments.fields.${name}`, { defaultValue: "" });
  return own || t(`bookingForm.fields.${name}`, { defaultValue: name });
}

/** "consignee.company1" → "Consignee · Company name 1"; "cargos[2].weight" → "Cargo, row 3 · Weight (KG)". */
export function fieldLabel(t: TFunction, path: string): string {
  return path
    .split(".")
    .map((part) => {
      const row = /^([a-z_0-9]+)\[(\d+)\]$/.exec(part);
      if (row?.[1] && LISTS.has(row[1])) {
        return t("amendments.versions.row", { list: partName(t, row[1]), row: Number(row[2]) + 1 });
      }
      return partName(t, part);
    })
    .join(" · ");
}

/** A value as the table shows it: a reference by its name, a row added or removed as its fields, empty as a dash. */
function shown(value: unknown, field: string, nameOf: ReferenceNamer): string {
  if (value === null || value === undefined || value === "") return "-";
  // a cut-off comes in the port of loading's time: read there, with its offset
  if (field.startsWith("cut_offs.") && typeof value === "string") return inPortTime(value, undefined, true);
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== null && item !== "")
      .map(([key, item]) => `${key}: ${nameOf(key, item) ?? String(item)}`)
      .join(", ");
  }
  return nameOf(field, value) ?? String(value);
}

export function FieldChangeTable({ diff, testId = "field-changes" }: { diff: FieldChange[]; testId?: string }) {
  const { t } = useTranslation();
  const nameOf = useReferenceNames();
  if (diff.length === 0) return <Typography.Text type="secondary">{t("amendments.versions.noChanges")}</Typography.Text>;
  return (
    <Table<FieldChange & { key: string }>
      data-testid={testId}
      size="small"
      pagination={false}
      scroll={{ x: true }}
      rowKey="key"
      dataSource={diff.map((change, index) => ({ ...change, key: `${change.field}-${index}` }))}
      columns={[
        {
          key: "field",
          title: t("amendments.versions.field"),
          render: (_, change) => (
            <span>
              {fieldLabel(t, change.field)}
              {change.before === null && typeof change.after === "object" && ` ${t("amendments.versions.added")}`}
              {change.after === null && typeof change.before === "object" && ` ${t("amendments.versions.removed")}`}
            </span>
          ),
        },
        {
          key: "before",
          title: t("amendments.versions.before"),
          render: (_, change) => shown(change.before, change.field, nameOf),
        },
        {
          key: "after",
          title: t("amendments.versions.after"),
          render: (_, change) => <strong>{shown(change.after, change.field, nameOf)}</strong>,
        },
      ]}
    />
  );
}
