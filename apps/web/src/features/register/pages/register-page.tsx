import { App, Button, Card, Form, Space, Steps, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AntdProvider } from "../../../components/antd-provider";
import { FullPageLoading } from "../../../components/full-page-loading";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors, serverMessage, useRetranslateErrors } from "../../../lib/form-errors";
import { useIsMobile } from "../../../lib/use-media-query";
import { usePasswordMin, useSystemConfig } from "../../system";
import { type RegistrationValues, registrationFormData, useRegister } from "../api/register";
import { BASIC_FIELDS, BasicStep } from "../components/basic-step";
import { BUSINESS_FIELDS, BusinessStep } from "../components/business-step";
import { DOCUMENT_FIELDS, DocumentsStep } from "../components/documents-step";

interface Step {
  key: string;
  fields: string[];
  content: ReactNode;
}

/** /register: basic information; business information in app mode 2; documents. */
function RegisterForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { data: config } = useSystemConfig();
  const passwordMin = usePasswordMin();
  const register = useRegister();
  const [form] = Form.useForm<RegistrationValues>();
  useRetranslateErrors(form);
  const [current, setCurrent] = useState(0);
  const [percent, setPercent] = useState(0);
  const extended = config?.app_mode === "2";

  const steps: Step[] = [
    { key: "basic", fields: BASIC_FIELDS, content: <BasicStep passwordMin={passwordMin} /> },
    ...(extended ? [{ key: "business", fields: BUSINESS_FIELDS, content: <BusinessStep /> }] : []),
    { key: "documents", fields: DOCUMENT_FIELDS, content: <DocumentsStep /> },
  ];
  const isLast = current === steps.length - 1;
  const stepOf = (field: string) => {
    const index = steps.findIndex((step) => step.fields.includes(field));
    return Math.max(index, 0);
  };

  // A step is validated before the next one is shown
  const next = async () => {
    try {
      await form.validateFields(steps[current]?.fields ?? []);
      setCurrent(current + 1);
    } catch {
      message.error(t("register.stepInvalid"));
    }
  };

  const showFieldStep = (fields: string[]) => {
    if (!fields.length) return;
    const first = fields.reduce((a, b) => (stepOf(b) < stepOf(a) ? b : a));
    setCurrent(stepOf(first));
    requestAnimationFrame(() => form.scrollToField(first));
  };

  const onFailed = (err: Error) => {
    const msg = serverMessage(err) ?? t("register.failed");
    message.error(msg);
    const fields = applyServerErrors(
      form,
      err,
      steps.flatMap((step) => step.fields),
      { first_name: "linkman" },
    );
    // the e-mail conflict belongs to the username even when the server names no field
    if (!fields.length && err instanceof ApiError && err.errorCode === "USER_EMAIL_TAKEN") {
      form.setFields([{ name: "username", errors: [msg] }]);
      fields.push("username");
    }
    showFieldStep(fields);
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch (err) {
      const failed = (err as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      message.error(t("register.stepInvalid"));
      showFieldStep(failed.map((f) => String(f.name[0])));
      return;
    }
    const values = form.getFieldsValue(true) as RegistrationValues;
    setPercent(0);
    register.mutate(
      { body: registrationFormData(values, { extended, defaultProfile: t("register.defaultProfile") }), onProgress: setPercent },
      {
        // the login page says so: a toast here would leave with this page's antd App
        onSuccess: () =>
          navigate(`/login?username=${encodeURIComponent(values.username.trim())}`, { state: { notice: "registered" } }),
        onError: onFailed,
      },
    );
  };

  return (
    <Card
      style={{ maxWidth: 880, margin: isMobile ? 0 : "24px auto" }}
      size={isMobile ? "small" : "medium"}
      variant={isMobile ? "borderless" : "outlined"}
    >
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("register.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("register.subtitle")}</Typography.Paragraph>
      <Steps
        current={current}
        size="small"
        responsive={false}
        titlePlacement={isMobile ? "vertical" : "horizontal"}
        items={steps.map((step) => ({ key: step.key, title: t(`register.steps.${step.key}`) }))}
        style={{ marginBottom: 24 }}
      />
      <Form<RegistrationValues> form={form} layout="vertical" preserve requiredMark>
        {/* every step stays mounted (hidden), so back and forth keeps what was typed and server errors land on any field */}
        {steps.map((step, index) => (
          <div key={step.key} hidden={index !== current} data-testid={`step-${step.key}`}>
            {step.content}
          </div>
        ))}
      </Form>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, justifyContent: "space-between", alignItems: "center" }}>
        <Button onClick={() => navigate("/login")}>{t("register.actions.cancel")}</Button>
        <Space wrap>
          {current > 0 && (
            <Button onClick={() => setCurrent(current - 1)} disabled={register.isPending}>
              {t("register.actions.back")}
            </Button>
          )}
          {isLast ? (
            <Button type="primary" onClick={() => void submit()} loading={register.isPending}>
              {register.isPending ? t("register.submitting", { percent }) : t("register.actions.submit")}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void next()}>
              {t("register.actions.next")}
            </Button>
          )}
        </Space>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, textAlign: "center" }}>
        {t("register.haveAccount")}{" "}
        {/* underlined: in a line of text a link must not be told apart by its colour alone (WCAG 1.4.1) */}
        <Link to="/login" style={{ textDecoration: "underline" }}>
          {t("register.toLogin")}
        </Link>
      </Typography.Paragraph>
    </Card>
  );
}

export default function RegisterPage() {
  const { isPending } = useSystemConfig();
  return <AntdProvider>{isPending ? <FullPageLoading /> : <RegisterForm />}</AntdProvider>;
}
