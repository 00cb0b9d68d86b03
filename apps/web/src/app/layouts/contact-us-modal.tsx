import { contactUsSchema } from "@haiyun/shared/schemas/account";
import { useMutation } from "@tanstack/react-query";
import { App, Form, Input, Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { api } from "../../lib/api-client";
import { keepEnterFromSubmitting } from "../../lib/enter-guard";
import { applyServerErrors, serverMessage } from "../../lib/form-errors";
import { maxLengthOf, zodRule } from "../../lib/form-rules";
import { useIsMobile } from "../../lib/use-media-query";

type ContactUsValues = z.input<typeof contactUsSchema>;

const FIELDS = ["name", "email", "subject", "content"] as const;
const shape = contactUsSchema.shape;

/** POST /system/contact_us needs no session, so a visitor can write too. */
function useContactUs() {
  return useMutation({ mutationFn: (body: ContactUsValues) => api.post<null>("/system/contact_us", body) });
}

export interface ContactUsModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A message for the site's team (the header's customer-service popover opens it). Its fields are
 * judged by the schema the server judges the body with; its own chunk, so the layout carries no Zod.
 */
export default function ContactUsModal({ open, onClose }: ContactUsModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const [form] = Form.useForm<ContactUsValues>();
  const send = useContactUs();

  const onFinish = (values: ContactUsValues) => {
    send.mutate(contactUsSchema.parse(values), {
      onSuccess: () => {
        message.success(t("support.contactUs.sent"));
        onClose();
      },
      onError: (err) => {
        applyServerErrors(form, err, FIELDS);
        message.error(serverMessage(err) ?? t("support.contactUs.failed"));
      },
    });
  };

  const field = (name: (typeof FIELDS)[number], input: ReactNode) => (
    <Form.Item name={name} label={t(`support.contactUs.${name}`)} rules={[zodRule(shape[name], t)]} required>
      {input}
    </Form.Item>
  );

  return (
    <Modal
      open={open}
      title={t("support.contactUs.title")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("support.contactUs.send")}
      // clicks while it is sending go nowhere (Form also runs onFinish once for overlapping submits)
      okButtonProps={{ loading: send.isPending, disabled: send.isPending }}
      cancelText={t("common.actions.cancel")}
      width={isMobile ? "100%" : 520}
      destroyOnHidden
    >
      <Form<ContactUsValues>
        name="contact-us"
        form={form}
        layout="vertical"
        onKeyDown={keepEnterFromSubmitting}
        onFinish={onFinish}
        onFinishFailed={() => message.error(t("validation.check_form"))}
        disabled={send.isPending}
        preserve={false}
      >
        {field("name", <Input maxLength={maxLengthOf(shape.name)} autoComplete="name" />)}
        {field("email", <Input maxLength={maxLengthOf(shape.email)} inputMode="email" autoComplete="email" />)}
        {field("subject", <Input maxLength={maxLengthOf(shape.subject)} />)}
        {field("content", <Input.TextArea maxLength={maxLengthOf(shape.content)} rows={5} showCount />)}
      </Form>
    </Modal>
  );
}
