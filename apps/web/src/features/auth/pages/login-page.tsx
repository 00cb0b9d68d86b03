import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, MailOutlined, SafetyOutlined } from "@ant-design/icons";
import type { Captcha } from "@haiyun/shared/schemas/auth";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import bgJpg from "../../../assets/login-bg.jpg";
import bgWebp from "../../../assets/login-bg.webp";
import { ApiError } from "../../../lib/api-client";
import { takeRedirect } from "../../../lib/session";
import { useSystemConfig } from "../../system";
import { useLogin } from "../api/login";
import "../../../components/plain.css";
import "./login-page.css";

const CAPTCHA_CODES = ["AUTH_CAPTCHA_REQUIRED", "AUTH_CAPTCHA_INVALID"];
// what registration and password reset hand over in the navigation state
const NOTICES = ["registered", "passwordReset"] as const;
type Notice = (typeof NOTICES)[number];
type Field = "username" | "password" | "captcha";
// an error is kept as what it was made from, so it can follow a language switch: a key of ours is
// translated again; the server's text came in the old language and is dropped (a new submit asks again)
type Shown = { key: string } | { text: string };

interface PlainInputProps {
  id: string;
  icon: React.ReactNode;
  placeholder: string;
  autoComplete: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  invalid: boolean;
  autoFocus?: boolean;
  type?: "text" | "password";
}

/** A native input dressed like antd's large Input (see login-page.css). */
function PlainInput({ icon, invalid, type = "text", ...props }: PlainInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const isPassword = type === "password";
  return (
    <span className={`login-input${invalid ? " login-input-invalid" : ""}`}>
      <span className="login-input-icon">{icon}</span>
      <input {...props} type={isPassword && !visible ? "password" : "text"} aria-invalid={invalid} />
      {isPassword && (
        <button
          type="button"
          className="login-input-eye"
          onClick={() => setVisible((v) => !v)}
          aria-label={t("auth.togglePassword")}
        >
          {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      )}
    </span>
  );
}

// The first page most people load, so it is built from light parts only (plain inputs, no antd
// Form, Input or Typography): its JavaScript is kept under 200 KB gzip.
/** The login: split page, background image (webp when supported), welcome text and the form. */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data: config } = useSystemConfig();
  const login = useLogin();
  // registration and password reset send the user here with ?username=<email>
  const [params] = useSearchParams();
  const given = (useLocation().state as { notice?: Notice } | null)?.notice;
  const notice = given && NOTICES.includes(given) ? given : null;
  const givenUsername = params.get("username")?.trim() ?? "";
  const [values, setValues] = useState<Record<Field, string>>({ username: givenUsername, password: "", captcha: "" });
  // i18n keys, translated when shown
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<Shown | null>(null);
  const language = i18n.language;
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    setError((shown) => (shown && "key" in shown ? shown : null));
  }, [language]);

  // plain fetch, not the api client: the client's error handling is not needed for a picture
  const loadCaptcha = async () => {
    try {
      const res = await fetch(`/api/system/captcha?t=${Date.now()}`);
      const body = res.ok ? ((await res.json()) as { data?: Captcha }) : null;
      if (body?.data) setCaptcha(body.data);
    } catch {
      // no picture this time: the field stays, and clicking the picture asks again
    }
  };
  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setFieldErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Login: username and password required (and the captcha once it is shown)
    const required: Field[] = captcha ? ["username", "password", "captcha"] : ["username", "password"];
    const missing = Object.fromEntries(required.filter((f) => !values[f].trim()).map((f) => [f, "validation.required"]));
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setError(null);
    login.mutate(
      {
        username: values.username.trim(),
        password: values.password,
        ...(captcha ? { captcha_id: captcha.id, captcha: values.captcha.trim() } : {}),
      },
      {
        onSuccess: () => navigate(takeRedirect() ?? "/", { replace: true }),
        onError: (err) => {
          // The server's message is shown when given
          setError(err instanceof Error && err.message ? { text: err.message } : { key: "auth.failed" });
          const body = err instanceof ApiError ? (err.body as { captcha_required?: boolean } | undefined) : undefined;
          if ((err instanceof ApiError && CAPTCHA_CODES.includes(err.errorCode ?? "")) || body?.captcha_required || captcha) {
            setValues((v) => ({ ...v, captcha: "" }));
            void loadCaptcha();
          }
        },
      },
    );
  };

  const item = (field: Field, label: string, control: React.ReactNode) => (
    <div className="login-item">
      <label htmlFor={`login-${field}`}>{label}</label>
      {control}
      {fieldErrors[field] && (
        <div className="login-item-error" role="alert">
          {t(fieldErrors[field])}
        </div>
      )}
    </div>
  );

  return (
    <div className="login-page">
      <div className="login-hero">
        <picture>
          <source srcSet={bgWebp} type="image/webp" />
          <img src={bgJpg} alt="" className="login-hero-image" fetchPriority="high" />
        </picture>
        <div className="login-hero-text">
          <h1>{t("auth.welcomeTitle")}</h1>
          <p>{t("auth.welcomeText")}</p>
        </div>
      </div>
      <div className="login-panel">
        <form className="login-form" onSubmit={onSubmit} noValidate>
          <h2>{t("auth.loginTitle")}</h2>
          {config?.app_close === "true" && <div className="plain-alert plain-alert-warning">{t("auth.siteClosedNotice")}</div>}
          {notice && !error && (
            <div className="plain-alert plain-alert-success" role="status">
              {t(`auth.notices.${notice}`)}
            </div>
          )}
          {error && (
            <div className="plain-alert plain-alert-error" role="alert">
              {"key" in error ? t(error.key) : error.text}
            </div>
          )}
          {item(
            "username",
            t("auth.username"),
            <PlainInput
              id="login-username"
              icon={<MailOutlined />}
              placeholder={t("auth.usernamePlaceholder")}
              autoComplete="username"
              value={values.username}
              onChange={set("username")}
              invalid={!!fieldErrors.username}
            />,
          )}
          {item(
            "password",
            t("auth.password"),
            <PlainInput
              type="password"
              id="login-password"
              icon={<LockOutlined />}
              placeholder={t("auth.passwordPlaceholder")}
              autoComplete="current-password"
              value={values.password}
              onChange={set("password")}
              invalid={!!fieldErrors.password}
              autoFocus={!!givenUsername}
            />,
          )}
          {captcha &&
            item(
              "captcha",
              t("auth.captcha"),
              <div className="login-captcha-row">
                <PlainInput
                  id="login-captcha"
                  icon={<SafetyOutlined />}
                  placeholder={t("auth.captchaPlaceholder")}
                  autoComplete="off"
                  value={values.captcha}
                  onChange={set("captcha")}
                  invalid={!!fieldErrors.captcha}
                />
                <button
                  type="button"
                  className="login-captcha"
                  data-captcha-id={captcha.id}
                  onClick={() => void loadCaptcha()}
                  title={t("auth.captchaRefresh")}
                >
                  <img src={captcha.image} alt={t("auth.captchaRefresh")} height={38} />
                </button>
              </div>,
            )}
          <button type="submit" className="plain-button login-submit" disabled={login.isPending} aria-busy={login.isPending}>
            {login.isPending && <span className="plain-spinner login-submit-spinner" aria-hidden />}
            {t("auth.submit")}
          </button>
          <div className="login-links">
            <Link to="/forget-password">{t("auth.forgot")}</Link>
            <span>
              {t("auth.noAccount")} <Link to="/register">{t("auth.register")}</Link>
            </span>
          </div>
        </form>
      </div>
    </div>
  );
}
