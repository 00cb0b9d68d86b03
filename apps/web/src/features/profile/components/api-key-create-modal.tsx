import { API_KEY_SCOPES, type ApiKeyCreate, apiKeyCreateSchema } from "@haiyun/shared/schemas/api-keys";
import { App, Button, Flex, Form, Input, Modal, Radio, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";
import { maxLengthOf, requiredRule } from "../../../lib/form-rules";
import { useIsMobile } from "../../../lib/use-media-query";
import { useCreateApiKey } from "../api/api-keys";

const NAME_MAX = maxLengthOf(apiKeyCreateSchema.shape.name);

export interface ApiKeyCreateModalProps {
  open: boolean;
  onClose: () => void;
  /** the whole key, as the server answered it this once */
  onCreated: (key: string) => void;
}

/** Names a new key and picks its scope; the key itself comes back in the answer. */
export function ApiKeyCreateModal({ open, onClose, onCreated }: ApiKeyCreateModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={open}
      title={t("apiAccess.keys.form.title")}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 520}
      destroyOnHidden
    >
      <ApiKeyForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function ApiKeyForm({ onClose, onCreated }: Omit<ApiKeyCreateModalProps, "open">) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ApiKeyCreate>();
  const create = useCreateApiKey();

  const onFinish = (values: ApiKeyCreate) =>
    create.mutate(
      { name: values.name.trim(), scope: values.scope },
      {
        onSuccess: (created) => {
          message.success(t("apiAccess.keys.created"));
          onCreated(created.key);
        },
        onError: (err) => {
          applyServerErrors(form, err, ["name", "scope"]);
          message.error(t("apiAccess.keys.createFailed", { msg: serverMessage(err) ?? err.message }));
        },
      },
    );

  return (
    <Form<ApiKeyCreate> form={form} layout="vertical" initialValues={{ scope: "read" }} onFinish={onFinish} preserve={false}>
      <Form.Item
        name="name"
        label={t("apiAccess.keys.form.name")}
        rules={[
          { ...requiredRule(t), whitespace: true },
          { max: NAME_MAX, message: t("validation.max_length", { max: NAME_MAX }) },
        ]}
      >
        <Input maxLength={NAME_MAX} placeholder={t("apiAccess.keys.form.namePlaceholder")} autoComplete="off" />
      </Form.Item>
      <Form.Item name="scope" label={t("apiAccess.keys.form.scope")} rules={[requiredRule(t)]}>
        <Radio.Group style={{ width: "100%" }}>
          <Flex vertical gap={8}>
            {API_KEY_SCOPES.map((scope) => (
              <Radio key={scope} value={scope}>
                <Typography.Text strong>{t(`apiAccess.keys.scopes.${scope}`)}</Typography.Text>
                <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                  {t(`apiAccess.keys.scopeHints.${scope}`)}
                </Typography.Text>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t("apiAccess.keys.form.submit")}
        </Button>
      </Flex>
    </Form>
  );
}
