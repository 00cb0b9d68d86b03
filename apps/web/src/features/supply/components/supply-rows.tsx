import { CopyOutlined, PlusOutlined } from "@ant-design/icons";
import { ORDER_LIMITS } from "@haiyun/shared/schemas/order";
import { supplyContainerSchema } from "@haiyun/shared/schemas/supply";
import { Alert, Button, Flex, Form, Table, Tooltip } from "antd";
import type { FormListFieldData } from "antd/es/form";
import type { ColumnsType } from "antd/es/table";
import { type Key, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CellProps, NumberCell, RemoveRowButton, TextCell, TypeCell, UnitCell, usePackageUnits } from "../../orders";
import type { SupplyRow } from "./supply-values";
import { VgmCell, VgmStateCell } from "./vgm/vgm-cells";
import { useVgmLock } from "./vgm/vgm-context";
import { VgmDeclarationFields } from "./vgm/vgm-declaration-fields";

type Cell = (props: CellProps) => ReactNode;
const shape = supplyContainerSchema.shape;
const whole = (props: CellProps) => <NumberCell {...props} precision={0} />;
const decimal = (props: CellProps) => <NumberCell {...props} precision={3} />;

// The supply's container rows, in the product's order
const COLUMNS: [name: keyof typeof shape, width: number, cell: Cell][] = [
  ["container_id", 130, TypeCell],
  ["container_no", 150, TextCell],
  ["seal_no", 140, TextCell],
  ["package", 110, whole],
  ["package_uid", 130, UnitCell],
  ["weight", 130, decimal],
  ["volume", 120, decimal],
];

/**
 * A copy of a row: the same goods in another box, so the box's own number, seal and tare are
 * left to type; a row without a package unit takes the first package unit of the list.
 */
export function copyOf(row: SupplyRow, firstUnit: number | null): SupplyRow {
  const { id: _id, container_no: _no, seal_no: _seal, vgm_declaration: declaration, ...goods } = row;
  return {
    ...goods,
    container_no: "",
    seal_no: "",
    package_uid: row.package_uid ?? firstUnit,
    ...(declaration ? { vgm_declaration: { ...declaration, tare_weight: null } } : {}),
  };
}

/** The container rows: copy a row, delete one while more than one remains. */
export function SupplyRows({ onListChange }: { onListChange: () => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const units = usePackageUnits();
  const lock = useVgmLock();
  // the rows whose VGM declaration shows below them
  const [expanded, setExpanded] = useState<Key[]>([]);
  const toggle = (key: Key) => setExpanded((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
  return (
    <Form.List name="containers">
      {(fields, { add, remove }, { errors }) => {
        const columns: ColumnsType<FormListFieldData> = [
          ...COLUMNS.map(([name, width, Cell]) => ({
            key: name,
            title: t(`supply.fields.${name}`),
            width,
            render: (_: unknown, field: FormListFieldData, row: number) => (
              <Cell field={field} row={row} name={name} schema={shape[name]} column={t(`supply.fields.${name}`)} />
            ),
          })),
          {
            key: "vgm",
            title: t("supply.fields.vgm"),
            width: 130,
            render: (_, field, row) => <VgmCell field={field} row={row} />,
          },
          {
            key: "vgm_state",
            title: t("supply.vgm.column"),
            width: 150,
            render: (_, field, row) => (
              <VgmStateCell field={field} row={row} expanded={expanded.includes(field.key)} onToggle={() => toggle(field.key)} />
            ),
          },
          {
            key: "action",
            width: 88,
            fixed: "right",
            render: (_, field, row) => (
              <Flex>
                <Tooltip title={t("supply.actions.copyRow", { row: row + 1 })}>
                  <Button
                    type="text"
                    icon={<CopyOutlined />}
                    aria-label={t("supply.actions.copyRow", { row: row + 1 })}
                    disabled={fields.length >= ORDER_LIMITS.CONTAINERS_MAX}
                    onClick={() => {
                      const source = (form.getFieldValue(["containers", field.name]) ?? {}) as SupplyRow;
                      add(copyOf(source, units.data?.[0]?.id ?? null), row + 1);
                      onListChange();
                    }}
                  />
                </Tooltip>
                {fields.length > 1 && (
                  <RemoveRowButton
                    row={row}
                    onRemove={() => {
                      remove(field.name);
                      onListChange();
                    }}
                  />
                )}
              </Flex>
            ),
          },
        ];
        return (
          <>
            {lock.cutOff && <Alert type="warning" showIcon title={lock.message} style={{ marginBottom: 12 }} />}
            <Table<FormListFieldData>
              rowKey="key"
              size="small"
              columns={columns}
              dataSource={fields}
              pagination={false}
              expandable={{
                expandedRowKeys: expanded,
                showExpandColumn: false,
                expandedRowRender: (field) => <VgmDeclarationFields field={field} />,
              }}
              scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
            />
            <Form.ErrorList errors={errors} />
            <Button
              icon={<PlusOutlined />}
              onClick={() => {
                add({});
                onListChange();
              }}
              disabled={fields.length >= ORDER_LIMITS.CONTAINERS_MAX}
              style={{ marginTop: 12 }}
            >
              {t("supply.actions.addRow")}
            </Button>
          </>
        );
      }}
    </Form.List>
  );
}
