import { REDLINE_PARTIES, REDLINE_PARTY_FIELDS } from "@haiyun/shared/orders/bill-redlines";
import { CONTACT_TYPES } from "@haiyun/shared/schemas/contact";
import { Card, Col, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { OrderDetail } from "../api/order-keys";
import { Redline, useRedlines } from "./bill-redline";

type Party = OrderDetail["contacts"][number];

// the party types in their order: shipper, consignee, notify 1, notify 2
const PARTY_TYPES = CONTACT_TYPES;

/** A party's name in a redline path (shipper, consignee, notify1, notify2). */
const partyKeyOf = (type: number) => Object.entries(REDLINE_PARTIES).find(([, value]) => value === type)?.[0] ?? "";

function PartyLines({ party }: { party: Party }) {
  const { t } = useTranslation();
  // each line is marked where the customer flagged one of its fields on a returned bill
  const at = (...fields: string[]) => fields.map((field) => `${partyKeyOf(party.type)}.${field}`);
  // a flagged field shows even when empty: the comment may ask for it to be filled
  const flagged = new Set(useRedlines(at(...REDLINE_PARTY_FIELDS), true).map((comment) => comment.field));
  const shows = (line: string, fields: string[]) => !!line || fields.some((field) => flagged.has(field));
  const place = [party.city, party.province, party.zip_code].filter(Boolean).join(", ");
  const lines = Object.entries({
    company2: { line: party.company2, fields: at("company2") },
    address1: { line: party.address1, fields: at("address1") },
    address2: { line: party.address2, fields: at("address2") },
    place: { line: place, fields: at("city", "province", "zip_code") },
    country: { line: party.country_name, fields: at("country") },
  }).filter(([, { line, fields }]) => shows(line, fields));
  const contact = [party.linkman, party.phone, party.email].filter(Boolean).join(" · ");
  return (
    <>
      <Redline field={at("company1")} exact>
        <Typography.Text strong>{party.company1}</Typography.Text>
      </Redline>
      {lines.map(([key, { line, fields }]) => (
        <div key={key}>
          <Redline field={fields} exact>
            {line || "-"}
          </Redline>
        </div>
      ))}
      {shows(contact, at("linkman", "phone", "email")) && (
        <Redline field={at("linkman", "phone", "email")} exact>
          <Typography.Text type="secondary">{contact || "-"}</Typography.Text>
        </Redline>
      )}
      {shows(party.e_code, at("e_code")) && (
        <div>
          <Redline field={at("e_code")} exact>
            <Typography.Text type="secondary">{t("bookings.parties.e_code", { code: party.e_code })}</Typography.Text>
          </Redline>
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
                <Redline field={partyKeyOf(type)} block exact>
                  <PartyLines party={party} />
                </Redline>
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
