import { DeleteOutlined } from "@ant-design/icons";
import { cargoSchema, containerRowSchema } from "@haiyun/shared/schemas/order";
import { normaliseHsCode } from "@haiyun/shared/text/hs-code";
import { Button, Form, InputNumber } from "antd";
import type { FormListFieldData } from "antd/es/form";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CommonTextInput } from "../../../../components/common-text-input";
import { maxLengthOf } from "../../../../lib/form-rules";
import { schemaRule } from "./field-rules";
import { ContainerTypeSelect, PackageUnitSelect } from "./form-selects";

// The cells of the editable tables (container rows, cargo items): one Form.Item each, without a
// visible label (the column header is the label) but named for a screen reader by column and row.

type RowField = keyof typeof containerRowSchema.shape;
const shape = { ...cargoSchema.shape, ...containerRowSchema.shape };

export interface CellProps {
  field: FormListFieldData;
  /** the row's place in the table, from 0 */
  row: number;
  name: RowField | (string & {});
  /** the rule of another form's rows (the supply form's); the booking row's field otherwise */
  schema?: z.ZodType;
  /** the column's name, when it is not one of the booking form's */
  column?: string;
}

const CELL_STYLE = { margin: 0 };

export function rowLabel(t: TFunction, name: string, row: number, column?: string): string {
  return t("bookingForm.rowField", { field: column ?? t(`bookingForm.fields.${name}`), row: row + 1 });
}

const schemaOf = ({ name, schema }: CellProps): z.ZodType => schema ?? shape[name as RowField];

function useCell(props: CellProps) {
  const { field, row, name, column } = props;
  const { t } = useTranslation();
  const label = rowLabel(t, name, row, column);
  // The pattern message names the field
  const rules = [schemaRule(schemaOf(props), t, { field: column ?? t(`bookingForm.fields.${name}`) })];
  return { label, rules, itemName: [field.name, name] };
}

/** Container number, seal number, description: the common text pattern, normalised as typed. */
export function TextCell(props: CellProps) {
  const { label, rules, itemName } = useCell(props);
  return (
    <Form.Item name={itemName} rules={rules} style={CELL_STYLE}>
      <CommonTextInput aria-label={label} maxLength={maxLengthOf(schemaOf(props))} />
    </Form.Item>
  );
}

/** The longest HS code as printed with its separators (`9403.60.90.00`, a few spaces to spare). */
const HS_CODE_TYPED_MAX = 20;

/**
 * An HS code is 6 to 10 digits. It is often copied grouped (`9403.60`, `9403 60`): the
 * separators are dropped as typed (full-width digits mapped), so the field keeps the digits only.
 */
export function HsCodeCell(props: CellProps) {
  const { label, rules, itemName } = useCell(props);
  return (
    <Form.Item name={itemName} rules={rules} style={CELL_STYLE}>
      <CommonTextInput aria-label={label} maxLength={HS_CODE_TYPED_MAX} inputMode="numeric" normalise={normaliseHsCode} />
    </Form.Item>
  );
}

/** Packages, weight, volume, quantity: greater than 0, whole numbers where they count. */
export function NumberCell({ precision, ...props }: CellProps & { precision: number }) {
  const { label, rules, itemName } = useCell(props);
  return (
    <Form.Item name={itemName} rules={rules} style={CELL_STYLE}>
      <InputNumber aria-label={label} precision={precision} style={{ width: "100%" }} />
    </Form.Item>
  );
}

export function UnitCell(props: CellProps) {
  const { label, rules, itemName } = useCell(props);
  return (
    <Form.Item name={itemName} rules={rules} style={CELL_STYLE}>
      <PackageUnitSelect aria-label={label} />
    </Form.Item>
  );
}

export function TypeCell(props: CellProps) {
  const { label, rules, itemName } = useCell(props);
  return (
    <Form.Item name={itemName} rules={rules} style={CELL_STYLE}>
      <ContainerTypeSelect aria-label={label} />
    </Form.Item>
  );
}

export function RemoveRowButton({ row, onRemove }: { row: number; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={t("bookingForm.actions.removeRow", { row: row + 1 })}
      onClick={onRemove}
    />
  );
}
