import { LockOutlined, MailOutlined, SafetyOutlined } from "@ant-design/icons";
import { Alert, Button, Form, Input, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import bgJpg from "../../../assets/login-bg.jpg";
import bgWebp from "../../../assets/login-bg.webp";
import { ApiError } from "../../../lib/api-client";
import { takeRedirect } from "../../../lib/session";
import { useIsMobile } from "../../../lib/use-media-query";
import { useSystemConfig } from "../../system";
import { type LoginInput, useLogin } from "../api/login";
import "./login-page.css";

const CAPTCHA_CODES = ["AUTH_CAPTCHA_REQUIRED", "AUTH_CAPTCHA_INVALID"];

/** spec §2 login: split page, background image (webp when supported), welcome text and the form. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { data: config } = useSystemConfig();
  const login = useLogin();
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const loadCaptcha = async () => {
    const res = await fetch(`/api/system/captcha?t=${Date.now()}`);
    if (res.ok) setCaptcha((await res.json()).data);
  };

  const onFinish = (values: LoginInput) => {
    setError(null);
    login.mutate(
      { ...values, username: values.username.trim(), ...(captcha ? { captcha_id: captcha.id } : {}) },
      {
        onSuccess: () => navigate(takeRedirect() ?? "/", { replace: true }),
        onError: (err) => {
          // spec §8: the server's message is shown when given
          setError(err instanceof Error && err.message ? err.message : t("auth.failed"));
          const body = err instanceof ApiError ? (err.body as { captcha_required?: boolean } | undefined) : undefined;
          if ((err instanceof ApiError && CAPTCHA_CODES.includes(err.errorCode ?? "")) || body?.captcha_required || captcha) {
            void loadCaptcha();
          }
        },
      },
    );
  };

  return (
    <div className="login-page">
      {!isMobile && (
        <div className="login-hero">
          <picture>
            <source srcSet={bgWebp} type="image/webp" />
            <img src={bgJpg} alt="" className="login-hero-image" fetchPriority="high" />
          </picture>
          <div className="login-hero-text">
            <Typography.Title level={1} style={{ color: "#fff" }}>
              {t("auth.welcomeTitle")}
            </Typography.Title>
            <Typography.Paragraph style={{ color: "rgba(255,255,255,0.9)", fontSize: 16 }}>{t("auth.welcomeText")}</Typography.Paragraph>
          </div>
        </div>
      )}
      <div className="login-panel">
        <div className="login-form">
          {isMobile && <Typography.Paragraph type="secondary">{t("auth.welcomeText")}</Typography.Paragraph>}
          <Typography.Title level={2}>{t("auth.loginTitle")}</Typography.Title>
          {config?.app_close === "true" && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t("auth.siteClosedNotice")} />}
          {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} role="alert" />}
          <Form<LoginInput> layout="vertical" size="large" onFinish={onFinish} requiredMark={false}>
            <Form.Item name="username" label={t("auth.username")} rules={[{ required: true, whitespace: true, message: t("validation.required") }]}>
              <Input prefix={<MailOutlined />} placeholder={t("auth.usernamePlaceholder")} autoComplete="username" />
            </Form.Item>
            <Form.Item name="password" label={t("auth.password")} rules={[{ required: true, message: t("validation.required") }]}>
              <Input.Password prefix={<LockOutlined />} placeholder={t("auth.passwordPlaceholder")} autoComplete="current-password" />
            </Form.Item>
            {captcha && (
              <Form.Item label={t("auth.captcha")} required>
                <div style={{ display: "flex", gap: 8 }}>
                  <Form.Item name="captcha" noStyle rules={[{ required: true, message: t("validation.required") }]}>
                    <Input prefix={<SafetyOutlined />} placeholder={t("auth.captchaPlaceholder")} autoComplete="off" />
                  </Form.Item>
                  <button type="button" className="login-captcha" onClick={() => void loadCaptcha()} title={t("auth.captchaRefresh")}>
                    <img src={captcha.image} alt={t("auth.captchaRefresh")} height={38} />
                  </button>
                </div>
              </Form.Item>
            )}
            <Form.Item>
              <Button type="primary" htmlType="submit" block loading={login.isPending}>
                {t("auth.submit")}
              </Button>
            </Form.Item>
          </Form>
          <div className="login-links">
            <Link to="/forget-password">{t("auth.forgot")}</Link>
            <span>
              {t("auth.noAccount")} <Link to="/register">{t("auth.register")}</Link>
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
