import { CONTACT_TYPES } from "@haiyun/shared/schemas/contact";
import { Card, Col, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { OrderDetail } from "../api/order-keys";

type Party = OrderDetail["contacts"][number];

// the party types in their order: shipper, consignee, notify 1, notify 2
const PARTY_TYPES = CONTACT_TYPES;

function PartyLines({ party }: { party: Party }) {
  const { t } = useTranslation();
  const place = [party.city, party.province, party.zip_code].filter(Boolean).join(", ");
  const lines = Object.entries({
    company2: party.company2,
    address1: party.address1,
    address2: party.address2,
    place,
    country: party.country_name,
  }).filter(([, line]) => line);
  const contact = [party.linkman, party.phone, party.email].filter(Boolean).join(" · ");
  return (
    <>
      <Typography.Text strong>{party.company1}</Typography.Text>
      {lines.map(([key, line]) => (
        <div key={key}>{line}</div>
      ))}
      {contact && <Typography.Text type="secondary">{contact}</Typography.Text>}
      {party.e_code && (
        <div>
          <Typography.Text type="secondary">{t("bookings.parties.e_code", { code: party.e_code })}</Typography.Text>
        </div>
      )}
    </>
  );
}

/** The parties stored on the order (a snapshot: a later edit of the address book does not change them). */
export function OrderParties({ contacts }: { contacts: readonly Party[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {PARTY_TYPES.map((type) => {
        const party = contacts.find((contact) => contact.type === type);
        return (
          <Col key={type} xs={24} md={12}>
            <Card
              size="small"
              title={t(`bookings.parties.types.${type}`)}
              data-testid={`party-${type}`}
              style={{ height: "100%" }}
            >
              {party ? (
                <PartyLines party={party} />
              ) : (
                <Typography.Text type="secondary">{t("bookings.parties.none")}</Typography.Text>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
