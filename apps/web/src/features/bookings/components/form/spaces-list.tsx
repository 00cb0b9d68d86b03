import { PlusOutlined } from "@ant-design/icons";
import { ORDER_LIMITS, spaceSchema } from "@haiyun/shared/schemas/order";
import { Button, Col, Form, InputNumber, Row } from "antd";
import { useTranslation } from "react-i18next";
import type { SpaceRow } from "../../../orders";
import { ContainerTypeSelect, RemoveRowButton, rowLabel, schemaRule } from "../../../orders";
import { SpecialCargoCell } from "./special-cargo/special-cargo-cell";

/**
 * The order's spaces: container type and count. A type may be booked once: the types
 * chosen in the other rows are offered disabled, and the shared schema refuses a repeat too.
 */
export function SpacesList({ onListChange }: { onListChange: () => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const spaces = (Form.useWatch("spaces", form) as SpaceRow[] | undefined) ?? [];
  const taken = spaces.map((space) => space?.container_id).filter((id): id is number => typeof id === "number");
  const label = (name: string) => t(`bookingForm.fields.${name}`);
  return (
    <Form.List name="spaces">
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, row) => (
            <div key={field.key} style={{ marginBottom: 16 }}>
              <Row gutter={8} wrap={false} align="top">
                <Col flex="auto" style={{ minWidth: 0 }}>
                  <Form.Item
                    name={[field.name, "container_id"]}
                    label={row === 0 ? label("container_id") : undefined}
                    rules={[schemaRule(spaceSchema.shape.container_id, t)]}
                    required
                  >
                    <ContainerTypeSelect taken={taken} aria-label={rowLabel(t, "container_id", row)} />
                  </Form.Item>
                </Col>
                <Col flex="110px">
                  <Form.Item
                    name={[field.name, "count"]}
                    label={row === 0 ? label("count") : undefined}
                    rules={[schemaRule(spaceSchema.shape.count, t)]}
                    required
                  >
                    <InputNumber
                      aria-label={rowLabel(t, "count", row)}
                      min={1}
                      max={ORDER_LIMITS.SPACE_COUNT_MAX}
                      precision={0}
                      style={{ width: "100%" }}
                    />
                  </Form.Item>
                </Col>
                <Col flex="40px" style={{ paddingTop: row === 0 ? 30 : 0 }}>
                  <RemoveRowButton
                    row={row}
                    onRemove={() => {
                      remove(field.name);
                      onListChange();
                    }}
                  />
                </Col>
              </Row>
              {/* the row's special cargo under its type and count (the items above keep their own margin) */}
              <div style={{ marginTop: -16 }}>
                <SpecialCargoCell list="spaces" field={field} row={row} />
              </div>
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              add({});
              onListChange();
            }}
            disabled={fields.length >= ORDER_LIMITS.SPACES_MAX}
          >
            {t("bookingForm.actions.addSpace")}
          </Button>
        </>
      )}
    </Form.List>
  );
}
