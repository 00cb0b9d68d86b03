import { CONFIG_KEYS, type ConfigKey } from "@haiyun/shared/constants/config";
import { Alert, App, Button, Card, Col, Form, Row, Space, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FullPageLoading } from "../../../components/full-page-loading";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";
import { useIsMobile } from "../../../lib/use-media-query";
import { type ConfigPair, useAdminConfig, useSaveConfig } from "../api/config";
import { ConfigField } from "../components/config-field";
import { configGroups, controlOf } from "../components/config-groups";

type Values = Record<ConfigKey, string>;

const valuesOf = (pairs: ConfigPair[]) => Object.fromEntries(pairs.map(({ name, value }) => [name, value])) as Values;
const isWide = (key: ConfigKey) => ["textarea", "longText"].includes(controlOf(key));

/** Admin console: every config key, grouped; one PUT with the changed values (authority admin_config). */
export default function ConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const config = useAdminConfig();
  const save = useSaveConfig();
  const [form] = Form.useForm<Values>();
  const initial = useMemo(() => valuesOf(config.data ?? []), [config.data]);

  const onFinish = (values: Values) => {
    const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== initial[key as ConfigKey]));
    if (!Object.keys(changed).length) {
      message.info(t("admin.config.noChanges"));
      return;
    }
    save.mutate(changed, {
      onSuccess: () => message.success(t("admin.config.saved")),
      onError: (err) => {
        message.error(serverMessage(err) ?? t("admin.config.saveFailed"));
        applyServerErrors(form, err, CONFIG_KEYS);
      },
    });
  };

  if (config.isPending) return <FullPageLoading />;
  if (config.isError) return <Alert type="error" showIcon title={config.error.message || t("admin.config.loadFailed")} />;

  const actions = (
    <Space wrap>
      <Button onClick={() => form.resetFields()}>{t("admin.config.undo")}</Button>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t("admin.config.save")}
      </Button>
    </Space>
  );
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      onFinishFailed={() => message.error(t("validation.check_form"))}
      scrollToFirstError
    >
      <Card
        size={isMobile ? "small" : "medium"}
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t("admin.config.title")}
          </Typography.Title>
        }
        extra={isMobile ? null : actions}
      >
        <Typography.Paragraph type="secondary">{t("admin.config.intro")}</Typography.Paragraph>
        {configGroups().map(({ group, keys }) => (
          <Card key={group} type="inner" size="small" title={t(`admin.config.groups.${group}`)} style={{ marginBottom: 16 }}>
            <Row gutter={16}>
              {keys.map((key) => (
                <Col key={key} xs={24} md={isWide(key) ? 24 : 12}>
                  <ConfigField name={key} />
                </Col>
              ))}
            </Row>
          </Card>
        ))}
        {actions}
      </Card>
    </Form>
  );
}
