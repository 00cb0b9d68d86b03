import { Button, Checkbox, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSystemConfig } from "../../system";

interface Props {
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  id?: string;
  // what Form.Item gives its control, so the "please agree" message is announced with the checkbox
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
}

type Text = "terms" | "privacy";

/** Registration: the terms-of-use and privacy-policy checkbox, each text readable in a dialog. */
export function AgreementCheckbox({ checked, onChange, id, ...aria }: Props) {
  const { t } = useTranslation();
  const { data: config } = useSystemConfig();
  const [open, setOpen] = useState<Text | null>(null);
  // config texts may be empty: then a default paragraph in the reader's language is shown
  const texts: Record<Text, { title: string; body: string }> = {
    terms: { title: t("register.termsOfUse"), body: config?.terms_of_use || t("register.defaultTerms") },
    privacy: { title: t("register.privacyPolicy"), body: config?.privacy_and_security || t("register.defaultPrivacy") },
  };
  const link = (text: Text) => (
    <Button type="link" size="small" style={{ padding: 0, height: "auto" }} onClick={() => setOpen(text)}>
      {texts[text].title}
    </Button>
  );

  return (
    <>
      <span style={{ display: "inline-flex", flexWrap: "wrap", alignItems: "center", columnGap: 4 }}>
        <Checkbox id={id} {...aria} checked={!!checked} onChange={(e) => onChange?.(e.target.checked)}>
          {t("register.agreePrefix")}
        </Checkbox>
        {link("terms")}
        <span>{t("register.and")}</span>
        {link("privacy")}
      </span>
      <Modal
        open={open !== null}
        title={open ? texts[open].title : ""}
        onCancel={() => setOpen(null)}
        footer={
          <Button type="primary" onClick={() => setOpen(null)}>
            {t("register.close")}
          </Button>
        }
      >
        <Typography.Paragraph style={{ whiteSpace: "pre-wrap", maxHeight: "60vh", overflowY: "auto", marginBottom: 0 }}>
          {open ? texts[open].body : ""}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
