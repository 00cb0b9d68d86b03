import { WEBHOOK_EVENTS, type WebhookCreate, webhookCreateSchema } from "@haiyun/shared/schemas/webhooks";
import { App, Button, Checkbox, Flex, Form, Input, Modal } from "antd";
import type { Rule } from "antd/es/form";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";
import { maxLengthOf, requiredRule } from "../../../lib/form-rules";
import { useIsMobile } from "../../../lib/use-media-query";
import { useCreateWebhook } from "../api/webhooks";

const URL_MAX = maxLengthOf(webhookCreateSchema.shape.url) ?? 2000;
const SECRET_MIN = 16;
const SECRET_MAX = maxLengthOf(webhookCreateSchema.shape.secret) ?? 200;

type WebhookValues = { url: string; events: WebhookCreate["events"]; secret?: string };

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && !!url.hostname;
  } catch {
    return false;
  }
}

// Only the address's form is checked here; which addresses may receive is the server's to judge.
const urlRules = (t: TFunction): Rule[] => [
  { ...requiredRule(t), whitespace: true },
  {
    validator: async (_rule, value?: string) => {
      const text = value?.trim();
      if (text && !isWebUrl(text)) throw new Error(t("apiAccess.webhooks.form.urlInvalid"));
    },
  },
];

const secretRules = (t: TFunction): Rule[] => [
  { min: SECRET_MIN, message: t("validation.min_length", { min: SECRET_MIN }) },
  { max: SECRET_MAX, message: t("validation.max_length", { max: SECRET_MAX }) },
];

/** The body of the creation: the address trimmed, the events in their own order, no secret when none was typed. */
export function webhookBodyOf(values: WebhookValues): WebhookCreate {
  const events = WEBHOOK_EVENTS.filter((event) => values.events.includes(event));
  const body: WebhookCreate = { url: values.url.trim(), events };
  if (values.secret) body.secret = values.secret;
  return body;
}

export interface WebhookCreateModalProps {
  open: boolean;
  onClose: () => void;
  /** the signing secret, as the server answered it this once */
  onCreated: (secret: string) => void;
}

export function WebhookCreateModal({ open, onClose, onCreated }: WebhookCreateModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={open}
      title={t("apiAccess.webhooks.form.title")}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 560}
      destroyOnHidden
    >
      <WebhookForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function WebhookForm({ onClose, onCreated }: Omit<WebhookCreateModalProps, "open">) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<WebhookValues>();
  const create = useCreateWebhook();

  const onFinish = (values: WebhookValues) =>
    create.mutate(webhookBodyOf(values), {
      onSuccess: (created) => {
        message.success(t("apiAccess.webhooks.created"));
        onCreated(created.secret);
      },
      onError: (err) => {
        applyServerErrors(form, err, ["url", "events", "secret"]);
        message.error(t("apiAccess.webhooks.createFailed", { msg: serverMessage(err) ?? err.message }));
      },
    });

  return (
    <Form<WebhookValues>
      form={form}
      layout="vertical"
      initialValues={{ events: [...WEBHOOK_EVENTS] }}
      onFinish={onFinish}
      preserve={false}
    >
      <Form.Item name="url" label={t("apiAccess.webhooks.form.url")} rules={urlRules(t)}>
        <Input maxLength={URL_MAX} inputMode="url" placeholder={t("apiAccess.webhooks.form.urlPlaceholder")} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="events"
        label={t("apiAccess.webhooks.form.events")}
        rules={[{ required: true, type: "array", min: 1, message: t("apiAccess.webhooks.form.eventsRequired") }]}
      >
        <Checkbox.Group>
          <Flex gap={8} wrap>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event}>
                {t(`apiAccess.webhooks.events.${event}`)}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item
        name="secret"
        label={t("apiAccess.webhooks.form.secret")}
        extra={t("apiAccess.webhooks.form.secretHint")}
        rules={secretRules(t)}
      >
        <Input.Password maxLength={SECRET_MAX} autoComplete="new-password" />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t("apiAccess.webhooks.form.submit")}
        </Button>
      </Flex>
    </Form>
  );
}
