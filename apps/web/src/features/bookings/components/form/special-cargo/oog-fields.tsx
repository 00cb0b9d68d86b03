import { OOG_DIMENSIONS, oogSchema, SPECIAL_LIMITS } from "@haiyun/shared/cargo/special-cargo";
import { Col, Form, Input, InputNumber, Row } from "antd";
import { useTranslation } from "react-i18next";
import { schemaRule } from "../../../../orders";

/** How far the cargo stands out of an open top or a flat rack (cm each way), with lashing remarks. */
export function OogFields() {
  const { t } = useTranslation();
  // a limit is said with its unit ("at least 0 cm"); the control does not clamp what is typed, so a
  // value out of range stays in the field with its message instead of silently becoming 0
  const limits = {
    min: t("specialCargo.oog.length", { value: 0 }),
    max: t("specialCargo.oog.length", { value: SPECIAL_LIMITS.OOG_MAX_CM }),
  };
  return (
    <Row gutter={12}>
      {OOG_DIMENSIONS.map((name) => (
        <Col key={name} xs={12} sm={8}>
          <Form.Item name={name} label={t(`specialCargo.oog.${name}`)} rules={[schemaRule(oogSchema.shape[name], t, limits)]}>
            <InputNumber precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
      ))}
      <Col span={24}>
        <Form.Item name="remarks" label={t("specialCargo.oog.remarks")}>
          <Input.TextArea rows={2} maxLength={SPECIAL_LIMITS.REMARKS_MAX} />
        </Form.Item>
      </Col>
    </Row>
  );
}
