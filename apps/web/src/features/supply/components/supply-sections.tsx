import { Card, Col, Row } from "antd";
import { useTranslation } from "react-i18next";
import { SupplyCargo } from "./supply-cargo";
import { SupplyParties } from "./supply-parties";
import { SupplyRows } from "./supply-rows";
import { VgmImport } from "./vgm-import";

/** The sections of the instruction, shared by the customer's form and operations' amendment. */
export function SupplySections({
  orderId,
  onListChange,
  manifestEditable = true,
}: {
  orderId: number;
  onListChange: () => void;
  /** operations amending keep the customer's manifest (the upload route is the customer's) */
  manifestEditable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <SupplyParties />
      </Col>
      <Col span={24}>
        <SupplyCargo orderId={orderId} manifestEditable={manifestEditable} />
      </Col>
      <Col span={24}>
        <Card title={t("supply.sections.containers")} extra={manifestEditable && <VgmImport orderId={orderId} />}>
          <SupplyRows onListChange={onListChange} />
        </Card>
      </Col>
    </Row>
  );
}
