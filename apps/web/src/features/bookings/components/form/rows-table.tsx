import { PlusOutlined } from "@ant-design/icons";
import { ORDER_LIMITS } from "@haiyun/shared/schemas/order";
import { Button, Form, Table, Typography } from "antd";
import type { FormListFieldData } from "antd/es/form";
import type { ColumnsType } from "antd/es/table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { HsCodeCell, NumberCell, RemoveRowButton, TextCell, TypeCell, UnitCell } from "../../../orders";
import { SpecialCargoCell } from "./special-cargo/special-cargo-cell";

type Cell = (field: FormListFieldData, row: number) => ReactNode;
type Column = [name: string, width: number, cell: Cell];

const hsCode: Column = ["hs_code", 130, (field, row) => <HsCodeCell field={field} row={row} name="hs_code" />];
const description: Column = ["description", 220, (field, row) => <TextCell field={field} row={row} name="description" />];
const packages: Column = ["package", 110, (field, row) => <NumberCell field={field} row={row} name="package" precision={0} />];
const unit: Column = ["package_uid", 140, (field, row) => <UnitCell field={field} row={row} name="package_uid" />];
const weight: Column = ["weight", 130, (field, row) => <NumberCell field={field} row={row} name="weight" precision={3} />];
const volume: Column = ["volume", 130, (field, row) => <NumberCell field={field} row={row} name="volume" precision={3} />];

// The FCL booking's container rows, in the product's order
const CONTAINER_COLUMNS: Column[] = [
  ["container_id", 140, (field, row) => <TypeCell field={field} row={row} name="container_id" />],
  ["container_no", 150, (field, row) => <TextCell field={field} row={row} name="container_no" />],
  ["seal_no", 150, (field, row) => <TextCell field={field} row={row} name="seal_no" />],
  hsCode,
  description,
  packages,
  unit,
  weight,
  volume,
  ["quantity", 110, (field, row) => <NumberCell field={field} row={row} name="quantity" precision={0} />],
  ["special_cargo", 240, (field, row) => <SpecialCargoCell list="containers" field={field} row={row} />],
];

// The LCL booking's cargo items
const CARGO_COLUMNS: Column[] = [
  hsCode,
  description,
  packages,
  unit,
  weight,
  volume,
  ["special_cargo", 200, (field, row) => <SpecialCargoCell list="cargos" field={field} row={row} />],
];

interface RowsTableProps {
  name: "containers" | "cargos";
  columns: Column[];
  max: number;
  addLabel: string;
  emptyText: string;
  /** rows were added or removed (the form's values change without a control's onChange) */
  onListChange: () => void;
}

/** An editable table of one Form.List; on a phone it scrolls sideways inside its card, never the page. */
function RowsTable({ name, columns: cells, max, addLabel, emptyText, onListChange }: RowsTableProps) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => {
        const columns: ColumnsType<FormListFieldData> = [
          ...cells.map(([column, width, cell]) => ({
            key: column,
            title: t(`bookingForm.fields.${column}`),
            width,
            render: (_: unknown, field: FormListFieldData, row: number) => cell(field, row),
          })),
          {
            key: "action",
            width: 56,
            fixed: "right",
            render: (_, field, row) => (
              <RemoveRowButton
                row={row}
                onRemove={() => {
                  remove(field.name);
                  onListChange();
                }}
              />
            ),
          },
        ];
        return (
          <>
            <Table<FormListFieldData>
              rowKey="key"
              size="small"
              // an empty table is just its empty text: no scrolling region without anything to focus in
              // it (WCAG 2.1.1), and no fixed-width columns wider than a 375 px page
              columns={fields.length ? columns : columns.map(({ width: _width, fixed: _fixed, ...column }) => column)}
              showHeader={fields.length > 0}
              dataSource={fields}
              pagination={false}
              // antd draws a plain empty text in its disabled grey, too faint to read (WCAG 1.4.3)
              locale={{ emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
              scroll={fields.length ? { x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) } : undefined}
            />
            <Form.ErrorList errors={errors} />
            <Button
              icon={<PlusOutlined />}
              onClick={() => {
                add({});
                onListChange();
              }}
              disabled={fields.length >= max}
              style={{ marginTop: 12 }}
            >
              {addLabel}
            </Button>
          </>
        );
      }}
    </Form.List>
  );
}

export function ContainersTable({ onListChange }: { onListChange: () => void }) {
  const { t } = useTranslation();
  return (
    <RowsTable
      name="containers"
      columns={CONTAINER_COLUMNS}
      max={ORDER_LIMITS.CONTAINERS_MAX}
      addLabel={t("bookingForm.actions.addContainer")}
      emptyText={t("bookingForm.empty.containers")}
      onListChange={onListChange}
    />
  );
}

export function CargoTable({ onListChange }: { onListChange: () => void }) {
  const { t } = useTranslation();
  return (
    <RowsTable
      name="cargos"
      columns={CARGO_COLUMNS}
      max={ORDER_LIMITS.CARGOS_MAX}
      addLabel={t("bookingForm.actions.addCargo")}
      emptyText={t("bookingForm.empty.cargos")}
      onListChange={onListChange}
    />
  );
}
