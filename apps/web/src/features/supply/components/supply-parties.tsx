import { Card, Col, Form, Row } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { PARTY_ROLES, PartyCard } from "../../orders";
import { SUPPLY_REQUIRED_ROLES } from "./supply-values";

// A party is chosen whole from the address book; the item's rule only lets a choice clear the
// message a save or submit left ('please enter {field}').
const CLEARS_ON_CHANGE: Rule[] = [{ validator: async () => undefined }];

/** The supply form: shipper, consignee, notify 1 (required) and notify 2 (optional, can be reset). */
export function SupplyParties() {
  const { t } = useTranslation();
  return (
    <Card title={t("supply.sections.parties")}>
      <Row gutter={[16, 0]}>
        {PARTY_ROLES.map((role) => (
          <Col key={role} xs={24} md={12}>
            <Form.Item name={["contacts", role]} rules={CLEARS_ON_CHANGE}>
              <PartyCard role={role} required={SUPPLY_REQUIRED_ROLES.includes(role)} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
