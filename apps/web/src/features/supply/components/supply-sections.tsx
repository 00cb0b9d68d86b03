import { Card, Col, Row } from "antd";
import { useTranslation } from "react-i18next";
import { SupplyCargo } from "./supply-cargo";
import { SupplyParties } from "./supply-parties";
import { SupplyRows } from "./supply-rows";

/** The sections of the instruction, shared by the customer's form and operations' amendment. */
export function SupplySections({ orderId, onListChange }: { orderId: number; onListChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <SupplyParties />
      </Col>
      <Col span={24}>
        <SupplyCargo orderId={orderId} />
      </Col>
      <Col span={24}>
        <Card title={t("supply.sections.containers")}>
          <SupplyRows onListChange={onListChange} />
        </Card>
      </Col>
    </Row>
  );
}
