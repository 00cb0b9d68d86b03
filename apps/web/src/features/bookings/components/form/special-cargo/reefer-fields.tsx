import { reeferSchema, TEMPERATURE_UNITS } from "@haiyun/shared/cargo/special-cargo";
import { Col, Flex, Form, InputNumber, Row, Select, Switch, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { schemaRule } from "../../../../orders";

// A reefer's settings: none but the switch for a non-operating reefer (it carries dry cargo);
// else the set temperature, the ventilation, humidity, pre-cooling, a generator set and a
// controlled atmosphere.

const shape = reeferSchema.shape;
/** cubic metres or cubic feet per hour (the form offers the two DCSA names the carriers read) */
const AIR_UNITS = ["MQH", "FTQ"] as const;
const HALF = { xs: 12 } as const;

/** A new reefer's units: Celsius and cubic metres per hour. */
export const NEW_REEFER = { is_non_operating: false, temperature_unit: "CEL", air_exchange_unit: "MQH" } as const;

function SwitchItem({ name }: { name: "is_non_operating" | "is_ventilation_open" | "is_pre_cooling" | "is_generator_set" }) {
  const { t } = useTranslation();
  const label = t(`specialCargo.reefer.${name}`);
  return (
    <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch aria-label={label} />
      </Form.Item>
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  );
}

function NumberItem({
  name,
  precision = 1,
}: {
  name: "temperature" | "air_exchange" | "humidity" | "o2" | "co2";
  precision?: number;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(`specialCargo.reefer.${name}`)} rules={[schemaRule(shape[name], t)]}>
      <InputNumber precision={precision} style={{ width: "100%" }} />
    </Form.Item>
  );
}

function UnitItem({ name, units }: { name: "temperature_unit" | "air_exchange_unit"; units: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(`specialCargo.reefer.${name}`)}>
      <Select options={units.map((unit) => ({ value: unit, label: t(`specialCargo.reefer.units.${unit}`) }))} />
    </Form.Item>
  );
}

export function ReeferFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const nonOperating = Form.useWatch("is_non_operating", form) as boolean | undefined;
  return (
    <>
      <SwitchItem name="is_non_operating" />
      {!nonOperating && (
        <Row gutter={12}>
          <Col {...HALF}>
            <NumberItem name="temperature" />
          </Col>
          <Col {...HALF}>
            <UnitItem name="temperature_unit" units={TEMPERATURE_UNITS} />
          </Col>
          <Col {...HALF}>
            <NumberItem name="air_exchange" precision={0} />
          </Col>
          <Col {...HALF}>
            <UnitItem name="air_exchange_unit" units={AIR_UNITS} />
          </Col>
          <Col span={24}>
            <SwitchItem name="is_ventilation_open" />
          </Col>
          <Col {...HALF}>
            <NumberItem name="humidity" precision={0} />
          </Col>
          <Col span={24}>
            <Flex gap={24} wrap>
              <SwitchItem name="is_pre_cooling" />
              <SwitchItem name="is_generator_set" />
            </Flex>
          </Col>
          <Col span={24}>
            <Typography.Text type="secondary">{t("specialCargo.reefer.atmosphere")}</Typography.Text>
          </Col>
          <Col {...HALF}>
            <NumberItem name="o2" />
          </Col>
          <Col {...HALF}>
            <NumberItem name="co2" />
          </Col>
        </Row>
      )}
    </>
  );
}
