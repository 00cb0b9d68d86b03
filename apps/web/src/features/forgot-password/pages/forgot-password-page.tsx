import { forgotSchema } from "@haiyun/shared/schemas/account";
import { Alert, App, Button, Card, Form, Input, Steps, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";
import { zodRule } from "../../../lib/form-rules";
import { useCountdown } from "../../../lib/use-countdown";
import { useIsMobile } from "../../../lib/use-media-query";
import { usePasswordMin } from "../../system";
import { useResetPassword } from "../api/reset-password";
import { RESEND_SECONDS, useSendResetCode } from "../api/send-code";
import { ResetFields } from "../components/reset-fields";

interface Values {
  username: string;
  vcode: string;
  password: string;
  confirm: string;
}

/** The wait named by a "too soon" answer: its retry_after, else the number in its message. */
function waitOf(err: ApiError): number {
  const body = err.body as { retry_after?: unknown } | undefined;
  const seconds = Number(body?.retry_after ?? /\d+/.exec(err.message)?.[0]);
  return Number.isInteger(seconds) && seconds > 0 && seconds <= RESEND_SECONDS ? seconds : RESEND_SECONDS;
}

/** Forgot password: step 1 e-mail and send code; step 2 code, new password, confirmation; then login. */
function ForgotPasswordForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const passwordMin = usePasswordMin();
  const [form] = Form.useForm<Values>();
  const send = useSendResetCode();
  const reset = useResetPassword();
  // the link of a mail (an account an admin opened) names the address, its code in the fragment:
  // the second step opens with both filled in
  const [params] = useSearchParams();
  const linkCode = /(?:^#|&)code=(\d{6})(?:&|$)/.exec(useLocation().hash)?.[1];
  const linkUser = linkCode ? (params.get("username")?.trim() ?? "") : "";
  const [sentTo, setSentTo] = useState<string | null>(linkUser || null);
  const [remaining, startCountdown] = useCountdown();
  // preserve: the field is unmounted on step 2, where its value still names the address
  const username = Form.useWatch("username", { form, preserve: true })?.trim() ?? "";
  // the wait belongs to the address the code went to; another address may ask at once
  const wait = sentTo === username ? remaining : 0;

  const requestCode = (address: string) =>
    send.mutate(address, {
      onSuccess: (data) => {
        // the second step says where the code went; only a resend there needs a word of its own
        if (sentTo) message.success(t("forgot.codeSent", { email: address }));
        startCountdown(data?.resend_after || RESEND_SECONDS);
        setSentTo(address);
      },
      onError: (err) => {
        const msg = serverMessage(err) ?? t("forgot.sendFailed");
        // a code went to this address moments ago: it can be used, so the second step opens anyway
        if (err instanceof ApiError && err.errorCode === "RESET_RESEND_TOO_SOON") {
          startCountdown(waitOf(err));
          setSentTo(address);
          message.warning(msg);
          return;
        }
        if (!applyServerErrors(form, err, ["username"]).length) message.error(msg);
      },
    });

  const sendCode = async () => {
    try {
      const { username: address } = await form.validateFields(["username"]);
      requestCode(address.trim());
    } catch {
      // the field shows what is wrong
    }
  };

  const onReset = (values: Values) => {
    if (!sentTo) return;
    reset.mutate(
      { username: sentTo, vcode: values.vcode.trim(), password: values.password },
      {
        // the login page says so: a toast here would leave with this page's antd App
        onSuccess: () => navigate(`/login?username=${encodeURIComponent(sentTo)}`, { state: { notice: "passwordReset" } }),
        onError: (err) => {
          const msg = serverMessage(err) ?? t("forgot.failed");
          if (applyServerErrors(form, err, ["vcode", "password"]).length) return;
          // wrong, expired, used or locked codes: the message belongs under the code
          if (err instanceof ApiError && err.errorCode?.startsWith("RESET_CODE_"))
            form.setFields([{ name: "vcode", errors: [msg] }]);
          else message.error(msg);
        },
      },
    );
  };

  const current = sentTo ? 1 : 0;
  return (
    <Card
      style={{ maxWidth: 520, margin: isMobile ? 0 : "48px auto" }}
      size={isMobile ? "small" : "medium"}
      variant={isMobile ? "borderless" : "outlined"}
    >
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("forgot.title")}
      </Typography.Title>
      <Steps
        current={current}
        size="small"
        responsive={false}
        items={[{ title: t("forgot.steps.email") }, { title: t("forgot.steps.reset") }]}
        style={{ marginBottom: 24 }}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={onReset}
        preserve
        initialValues={linkUser ? { username: linkUser, vcode: linkCode } : undefined}
      >
        {current === 0 ? (
          <>
            <Typography.Paragraph type="secondary">{t("forgot.intro")}</Typography.Paragraph>
            <Form.Item
              name="username"
              label={t("forgot.fields.username")}
              rules={[zodRule(forgotSchema.shape.username, t)]}
              required
            >
              <Input
                autoComplete="email"
                inputMode="email"
                maxLength={200}
                placeholder={t("forgot.usernamePlaceholder")}
                onPressEnter={() => void sendCode()}
              />
            </Form.Item>
            <Button type="primary" block onClick={() => void sendCode()} loading={send.isPending} disabled={wait > 0}>
              {wait > 0 ? t("forgot.resendIn", { seconds: wait }) : t("forgot.sendCode")}
            </Button>
          </>
        ) : (
          <>
            <Alert
              type="info"
              showIcon
              title={t("forgot.codeSent", { email: sentTo })}
              description={
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setSentTo(null)}>
                  {t("forgot.changeEmail")}
                </Button>
              }
              style={{ marginBottom: 16, wordBreak: "break-word" }}
            />
            <ResetFields
              passwordMin={passwordMin}
              wait={wait}
              sending={send.isPending}
              onResend={() => sentTo && requestCode(sentTo)}
            />
            <Button type="primary" htmlType="submit" block loading={reset.isPending}>
              {t("forgot.submit")}
            </Button>
          </>
        )}
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: "center" }}>
        <Link to="/login">{t("forgot.backToLogin")}</Link>
      </Typography.Paragraph>
    </Card>
  );
}

export default function ForgotPasswordPage() {
  return (
    <AntdProvider>
      <ForgotPasswordForm />
    </AntdProvider>
  );
}
