export type { Contact, ContactType } from "./api/contact-keys";
export { ContactFormModal, type ContactFormModalProps } from "./components/contact-form-modal";
export { ContactPickerModal, type ContactPickerModalProps } from "./components/contact-picker-modal";
export { PARTY_FIELDS } from "./utils/party-fields";
