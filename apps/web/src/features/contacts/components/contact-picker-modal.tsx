import { PlusOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Contact, ContactType } from "../api/contact-keys";
import { ContactFormModal } from "./contact-form-modal";
import { ContactSearchModal } from "./contact-search-modal";

export interface ContactPickerModalProps {
  open: boolean;
  /** only contacts of this type are offered, and a contact added here gets it */
  type?: ContactType;
  onSelect: (contact: Contact) => void;
  onClose: () => void;
}

/**
 * The contact picker of the booking and supply forms. A contact added from inside it is
 * chosen at once: the user added it to use it.
 */
export function ContactPickerModal({ open, type, onSelect, onClose }: ContactPickerModalProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ContactSearchModal
        open={open}
        type={type}
        onSelect={onSelect}
        onClose={onClose}
        toolbar={
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t("contacts.picker.addNew")}
          </Button>
        }
      />
      <ContactFormModal open={adding} defaultType={type} onClose={() => setAdding(false)} onSaved={onSelect} />
    </>
  );
}
