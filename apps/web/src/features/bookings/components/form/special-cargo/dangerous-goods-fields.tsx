import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { hasPackingGroup, needsFlashPoint, needsNetExplosiveContent, PACKING_GROUPS } from "@haiyun/shared/cargo/imo-classes";
import { dangerousGoodsSchema, innerPackagingSchema, SPECIAL_LIMITS } from "@haiyun/shared/cargo/special-cargo";
import { packingGroupRule, unClassIssue } from "@haiyun/shared/cargo/un-numbers";
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Switch, Typography } from "antd";
import type { FormListFieldData } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { CommonTextInput } from "../../../../../components/common-text-input";
import { bookingMessage, imoClassOptions, schemaRule } from "../../../../orders";

// The dangerous goods of one row, each entry in its own card. The class decides what else it
// declares: a packing group (not for classes 1, 2, 5.2, 6.2, 7, nor for a UN number whose entry
// has none, such as UN 3480), a flash point (3), the net explosive content (1). A known UN number
// declared under another class is refused under the class (un-numbers.ts, as the server does).

const shape = dangerousGoodsSchema.shape;
const HALF = { xs: 24, sm: 12 } as const;

function Entry({ field, index, onRemove }: { field: FormListFieldData; index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const at = (name: string | (string | number)[]) => ["entries", field.name, ...(Array.isArray(name) ? name : [name])];
  const imoClass = (Form.useWatch(at("imo_class"), form) as string | undefined) ?? "";
  const unNumber = ((Form.useWatch(at("un_number"), form) as string | undefined) ?? "").trim();
  const innerQuantity = Form.useWatch(at(["inner_packaging", "quantity"]), form) as number | null | undefined;
  const label = (name: string) => t(`specialCargo.dg.${name}`);
  const withPackingGroup = packingGroupRule(unNumber, imoClass) !== "none";
  // a class with packing groups whose UN number's entry has none (lithium batteries, vehicles)
  const noneByNumber = !withPackingGroup && hasPackingGroup(imoClass);
  const clearPackingGroup = (un: string, cls: string) => {
    if (packingGroupRule(un.trim(), cls) === "none") form.setFieldValue(at("packing_group"), null);
  };
  const title = t("specialCargo.dg.entry", { n: index + 1 });
  return (
    <Card
      size="small"
      title={title}
      role="group"
      aria-label={title}
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t("specialCargo.actions.removeEntry", { n: index + 1 })}
          onClick={onRemove}
        />
      }
    >
      <Row gutter={12}>
        <Col {...HALF}>
          <Form.Item name={[field.name, "un_number"]} label={label("un_number")} rules={[schemaRule(shape.un_number, t)]}>
            <Input inputMode="numeric" maxLength={4} onChange={(event) => clearPackingGroup(event.target.value, imoClass)} />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item
            name={[field.name, "imo_class"]}
            label={label("imo_class")}
            dependencies={[at("un_number")]}
            rules={[
              schemaRule(shape.imo_class, t),
              {
                validator: async (_rule, value?: string) => {
                  const issue = unClassIssue(form.getFieldValue(at("un_number")) ?? "", value ?? "");
                  if (issue) throw new Error(bookingMessage(t, issue.key, issue.params));
                },
              },
            ]}
          >
            <Select
              showSearch={{ optionFilterProp: "label" }}
              allowClear
              options={imoClassOptions(t)}
              placeholder={t("common.selectPlaceholder")}
              popupMatchSelectWidth={false}
              onChange={(next?: string) => {
                // a class (or a UN number) without packing groups clears the one chosen before
                clearPackingGroup(unNumber, next ?? "");
              }}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name={[field.name, "proper_shipping_name"]}
            label={label("proper_shipping_name")}
            rules={[schemaRule(shape.proper_shipping_name, t, { field: label("proper_shipping_name") })]}
          >
            <CommonTextInput maxLength={SPECIAL_LIMITS.SHIPPING_NAME_MAX} />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item
            name={[field.name, "packing_group"]}
            label={label("packing_group")}
            extra={
              withPackingGroup
                ? undefined
                : noneByNumber
                  ? t("specialCargo.dg.noPackingGroupUn", { un: unNumber })
                  : label("noPackingGroup")
            }
          >
            <Select
              allowClear
              disabled={!withPackingGroup}
              options={PACKING_GROUPS.map((group) => ({ value: group, label: group }))}
              placeholder={t("common.selectPlaceholder")}
            />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item
            name={[field.name, "ems_number"]}
            label={label("ems_number")}
            rules={[schemaRule(shape.ems_number, t, { field: label("ems_number") })]}
          >
            <CommonTextInput maxLength={SPECIAL_LIMITS.EMS_MAX} placeholder={label("emsExample")} />
          </Form.Item>
        </Col>
        {needsFlashPoint(imoClass) && (
          <Col {...HALF}>
            <Form.Item name={[field.name, "flash_point"]} label={label("flash_point")} rules={[schemaRule(shape.flash_point, t)]}>
              <InputNumber style={{ width: "100%" }} />
            </Form.Item>
          </Col>
        )}
        {needsNetExplosiveContent(imoClass) && (
          <Col {...HALF}>
            <Form.Item
              name={[field.name, "net_explosive_content"]}
              label={label("net_explosive_content")}
              rules={[schemaRule(shape.net_explosive_content, t)]}
            >
              <InputNumber style={{ width: "100%" }} />
            </Form.Item>
          </Col>
        )}
        <Col span={24}>
          <Flex gap={24} wrap style={{ marginBottom: 16 }}>
            {(["is_marine_pollutant", "is_limited_quantity"] as const).map((name) => (
              <Flex key={name} gap={8} align="center">
                <Form.Item name={[field.name, name]} valuePropName="checked" noStyle>
                  <Switch aria-label={label(name)} />
                </Form.Item>
                <Typography.Text>{label(name)}</Typography.Text>
              </Flex>
            ))}
          </Flex>
        </Col>
        <Col {...HALF}>
          <Form.Item
            name={[field.name, "inner_packaging", "quantity"]}
            label={label("inner_quantity")}
            rules={[schemaRule(innerPackagingSchema.shape.quantity, t)]}
          >
            <InputNumber precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item
            name={[field.name, "inner_packaging", "description"]}
            label={label("inner_description")}
            // the description is required with a quantity: without one the packaging is none
            rules={
              innerQuantity == null
                ? []
                : [schemaRule(innerPackagingSchema.shape.description, t, { field: label("inner_description") })]
            }
          >
            <CommonTextInput maxLength={SPECIAL_LIMITS.INNER_DESCRIPTION_MAX} />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item name={[field.name, "emergency_contact", "name"]} label={label("contact_name")}>
            <Input maxLength={SPECIAL_LIMITS.CONTACT_NAME_MAX} />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item name={[field.name, "emergency_contact", "phone"]} label={label("contact_phone")}>
            <Input inputMode="tel" maxLength={SPECIAL_LIMITS.CONTACT_PHONE_MAX} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The list of a row's dangerous goods inside its dialog (the form's `entries`). */
export function DangerousGoodsFields() {
  const { t } = useTranslation();
  return (
    <Form.List name="entries">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.length === 0 && <Typography.Text type="secondary">{t("specialCargo.dg.empty")}</Typography.Text>}
          {fields.map((field, index) => (
            <Entry key={field.key} field={field} index={index} onRemove={() => remove(field.name)} />
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({})}
            disabled={fields.length >= SPECIAL_LIMITS.DG_PER_ROW}
            style={{ alignSelf: "flex-start" }}
          >
            {t("specialCargo.actions.addEntry")}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
