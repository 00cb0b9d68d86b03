import { CopyOutlined } from "@ant-design/icons";
import { contactSchema } from "@haiyun/shared/schemas/contact";
import { App, Button, Col, Flex, Form, Input, Modal, Row, Typography } from "antd";
import type { Rule } from "antd/es/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CommonTextInput } from "../../../components/common-text-input";
import { ReferenceSelect } from "../../../components/reference-select";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";
import { maxLengthOf, requiredRule, zodRule } from "../../../lib/form-rules";
import { useIsMobile } from "../../../lib/use-media-query";
import type { Contact, ContactType } from "../api/contact-keys";
import { type ContactPayload, useSaveContact } from "../api/save-contact";
import { PARTY_FIELDS } from "../utils/party-fields";
import { ContactSearchModal } from "./contact-search-modal";
import { ContactTypeSelect } from "./contact-type-select";

type ContactValues = Partial<Omit<ContactPayload, "type" | "country_id">> & { type?: ContactType; country_id?: number | null };

const FIELDS = ["type", ...PARTY_FIELDS] as const;
type PatternField = "company1" | "linkman" | "address1" | "address2" | "city" | "province";

function valuesOf(contact: Contact | null | undefined, type: ContactType | undefined): ContactValues {
  if (!contact) return { type };
  const values: ContactValues = { type: contact.type };
  for (const field of PARTY_FIELDS) Object.assign(values, { [field]: contact[field] ?? undefined });
  return values;
}

function payloadOf(values: ContactValues): ContactPayload {
  const body = { ...values } as Record<string, unknown>;
  for (const field of PARTY_FIELDS) if (field !== "country_id") body[field] = ((body[field] as string | undefined) ?? "").trim();
  return body as ContactPayload;
}

export interface ContactFormModalProps {
  open: boolean;
  /** the contact to edit; a new one is added when absent */
  contact?: Contact | null;
  /** the type a new contact starts with (a picker filtered by type passes its own) */
  defaultType?: ContactType;
  onClose: () => void;
  onSaved?: (contact: Contact) => void;
}

/** The contact form: add or edit one contact of the address book. */
export function ContactFormModal({ open, contact, defaultType, onClose, onSaved }: ContactFormModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={open}
      title={t(contact ? "contacts.form.editTitle" : "contacts.form.addTitle")}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 760}
      destroyOnHidden
    >
      <ContactForm contact={contact} defaultType={defaultType} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function ContactForm({ contact, defaultType, onClose, onSaved }: Omit<ContactFormModalProps, "open">) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ContactValues>();
  const save = useSaveContact();
  const [picking, setPicking] = useState(false);
  const shape = contactSchema.shape;
  const label = (field: (typeof FIELDS)[number]) => t(`contacts.fields.${field}`);
  // The pattern message names the field, in the reader's language
  const patternRules = (field: PatternField): Rule[] => [zodRule(shape[field], t, { field: label(field) })];

  const onFinish = (values: ContactValues) => {
    save.mutate(
      { id: contact?.id, body: payloadOf(values) },
      {
        onSuccess: (saved) => {
          message.success(t(contact ? "contacts.notices.updated" : "contacts.notices.created"));
          onSaved?.(saved);
          onClose();
        },
        onError: (err) => {
          const mapped = applyServerErrors(form, err, FIELDS, { country: "country_id" });
          const first = mapped[0];
          if (first) form.scrollToField(first);
          const msg = serverMessage(err) ?? err.message;
          message.error(t(contact ? "contacts.errors.update" : "contacts.errors.create", { msg }));
        },
      },
    );
  };

  const copyFrom = (picked: Contact) => {
    const copied = valuesOf(picked, picked.type);
    // the type being filled in stays; only the party's details are copied
    form.setFieldsValue({ ...copied, type: form.getFieldValue("type") ?? picked.type });
    // clears the messages of fields that were empty before the copy
    form.validateFields(PARTY_FIELDS.filter((field) => copied[field])).catch(() => {});
    setPicking(false);
  };

  const pattern = (field: PatternField, required: boolean, span = { xs: 24, md: 12 }) => (
    <Col {...span}>
      <Form.Item name={field} label={label(field)} rules={patternRules(field)} required={required}>
        <CommonTextInput maxLength={maxLengthOf(shape[field])} />
      </Form.Item>
    </Col>
  );

  return (
    <>
      <Form<ContactValues>
        form={form}
        layout="vertical"
        initialValues={valuesOf(contact, defaultType)}
        onFinish={onFinish}
        onFinishFailed={() => message.error(t("validation.check_form"))}
        scrollToFirstError
        preserve={false}
      >
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t("contacts.form.patternHint")}</Typography.Text>
          <Button icon={<CopyOutlined />} onClick={() => setPicking(true)}>
            {t("contacts.form.copyFromBook")}
          </Button>
        </Flex>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="type" label={label("type")} rules={[requiredRule(t)]}>
              <ContactTypeSelect />
            </Form.Item>
          </Col>
          {pattern("company1", true)}
          <Col xs={24} md={12}>
            <Form.Item name="company2" label={label("company2")} rules={[zodRule(shape.company2, t)]}>
              <Input maxLength={maxLengthOf(shape.company2)} />
            </Form.Item>
          </Col>
          {pattern("linkman", true)}
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={label("phone")} rules={[zodRule(shape.phone, t)]} required>
              <Input maxLength={maxLengthOf(shape.phone)} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={label("email")} rules={[zodRule(shape.email, t)]}>
              <Input maxLength={200} inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="country_id" label={label("country_id")} rules={[zodRule(shape.country_id, t)]} required>
              <ReferenceSelect kind="country" />
            </Form.Item>
          </Col>
          {pattern("address1", true, { xs: 24, md: 24 })}
          {pattern("address2", false, { xs: 24, md: 24 })}
          {pattern("city", true)}
          {pattern("province", false)}
          <Col xs={24} md={12}>
            <Form.Item name="zip_code" label={label("zip_code")} rules={[zodRule(shape.zip_code, t)]}>
              <Input maxLength={maxLengthOf(shape.zip_code)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="e_code" label={label("e_code")} rules={[zodRule(shape.e_code, t)]}>
              <Input maxLength={maxLengthOf(shape.e_code)} />
            </Form.Item>
          </Col>
        </Row>
        <Row justify="end" gutter={8}>
          <Col>
            <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
          </Col>
          <Col>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t("common.actions.save")}
            </Button>
          </Col>
        </Row>
      </Form>
      <ContactSearchModal open={picking} onSelect={copyFrom} onClose={() => setPicking(false)} />
    </>
  );
}
