import { PARTY_MAX_LINES, partyLines } from "@haiyun/shared/checks/carrier-ready";
import { Button, Card, Form, Typography, theme } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useReferenceList } from "../../../../lib/reference-data";
import { type Contact, ContactFormModal, ContactPickerModal } from "../../../contacts";
import { PARTY_TYPES, type Party, type PartyRole, partyOf } from "./order-form-values";
import { PrintedLines } from "./printed-lines";

interface PartyCardProps {
  role: PartyRole;
  required: boolean;
  /** set by Form.Item */
  id?: string;
  value?: Party | null;
  onChange?: (party: Party | null) => void;
}

/**
 * One party of the booking, chosen from the address book with the contact
 * picker or added there and then. The card shows the snapshot the order keeps; a required party
 * missing on submit outlines the card red, its message below, like the supply form's cards.
 */
export function PartyCard({ role, required, id, value, onChange }: PartyCardProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const countries = useReferenceList("country");
  const [dialog, setDialog] = useState<"pick" | "add" | null>(null);
  const label = t(`bookingForm.parties.${role}`);
  const type = PARTY_TYPES[role];

  const choose = (contact: Contact) => {
    onChange?.(partyOf(contact));
    setDialog(null);
  };
  const country = value?.country_name || countries.data?.find((item) => item.id === value?.country_id)?.name || "";
  const place = value ? [value.city, value.province, country].filter(Boolean).join(", ") : "";

  const actions = [
    <Button key="pick" type="link" size="small" onClick={() => setDialog("pick")}>
      {t(value ? "bookingForm.parties.change" : "bookingForm.parties.choose")}
    </Button>,
    <Button key="add" type="link" size="small" onClick={() => setDialog("add")}>
      {t("bookingForm.parties.addNew")}
    </Button>,
    ...(!required && value
      ? [
          <Button key="clear" type="link" size="small" danger onClick={() => onChange?.(null)}>
            {t("bookingForm.parties.clear")}
          </Button>,
        ]
      : []),
  ];

  return (
    <>
      <Card
        id={id}
        role="group"
        aria-label={label}
        size="small"
        title={
          <span>
            {required && (
              <span aria-hidden style={{ color: token.colorError, marginInlineEnd: 4 }}>
                *
              </span>
            )}
            {label}
            {!required && (
              <Typography.Text type="secondary" style={{ fontWeight: "normal", marginInlineStart: 6 }}>
                ({t("bookingForm.parties.optional")})
              </Typography.Text>
            )}
          </span>
        }
        actions={actions}
        style={{ height: "100%", borderColor: status === "error" ? token.colorError : undefined }}
        styles={{ body: { minHeight: 112, overflowWrap: "anywhere" } }}
      >
        {value ? (
          <>
            <Typography.Text strong>{value.company1}</Typography.Text>
            {value.company2 && <div>{value.company2}</div>}
            <div>{[value.address1, value.address2].filter(Boolean).join(" ")}</div>
            {place && <div>{place}</div>}
            <Typography.Text type="secondary">
              {t("bookingForm.parties.linkman")}: {value.linkman} · {t("bookingForm.parties.phone")}: {value.phone}
            </Typography.Text>
            <PrintedLines lines={partyLines(value)} max={PARTY_MAX_LINES} />
          </>
        ) : (
          <Typography.Text type="secondary">{t("bookingForm.parties.empty")}</Typography.Text>
        )}
      </Card>
      <ContactPickerModal open={dialog === "pick"} type={type} onSelect={choose} onClose={() => setDialog(null)} />
      <ContactFormModal open={dialog === "add"} defaultType={type} onClose={() => setDialog(null)} onSaved={choose} />
    </>
  );
}
