import { Card, Col, Form, Row } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { PARTY_ROLES, PartyCard } from "../../../orders";
import { REQUIRED_PARTIES } from "./booking-values";

// A party is chosen whole from the address book (the contact form already judged it), so its item
// checks nothing itself; the rule is there so that choosing one clears the message a submit left.
const CLEARS_ON_CHANGE: Rule[] = [{ validator: async () => undefined }];

/** Shipper and consignee (required), notify 1 and 2 (optional). */
export function PartiesSection() {
  const { t } = useTranslation();
  return (
    <Card title={t("bookingForm.sections.parties")}>
      <Row gutter={[16, 0]}>
        {PARTY_ROLES.map((role) => (
          <Col key={role} xs={24} md={12}>
            <Form.Item name={["contacts", role]} rules={CLEARS_ON_CHANGE}>
              <PartyCard role={role} required={REQUIRED_PARTIES.includes(role)} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
