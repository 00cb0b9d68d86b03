import { passwordSchema, resetPasswordSchema } from "@haiyun/shared/schemas/account";
import { Button, Form, Input, Space } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { confirmPasswordRules, zodRule } from "../../../lib/form-rules";

interface Props {
  passwordMin: number;
  /** seconds before another code may be asked for; 0 when it may */
  wait: number;
  sending: boolean;
  onResend: () => void;
}

/** Forgot password, step 2: code required (6 digits), new password, confirmation equal. */
export function ResetFields({ passwordMin, wait, sending, onResend }: Props) {
  const { t } = useTranslation();
  const vcodeRule = useMemo(() => zodRule(resetPasswordSchema(passwordMin).shape.vcode, t), [passwordMin, t]);
  const passwordRule = useMemo(() => zodRule(passwordSchema(passwordMin), t), [passwordMin, t]);
  return (
    <>
      <Form.Item label={t("forgot.fields.vcode")} required>
        <Space.Compact style={{ width: "100%" }}>
          <Form.Item name="vcode" noStyle rules={[vcodeRule]}>
            <Input
              id="vcode"
              aria-label={t("forgot.fields.vcode")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t("forgot.vcodePlaceholder")}
            />
          </Form.Item>
          <Button onClick={onResend} disabled={wait > 0} loading={sending}>
            {wait > 0 ? t("forgot.resendIn", { seconds: wait }) : t("forgot.resend")}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="password"
        label={t("forgot.fields.password")}
        rules={[passwordRule]}
        extra={t("forgot.passwordHint", { min: passwordMin })}
        required
      >
        <Input.Password autoComplete="new-password" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t("forgot.fields.confirm")}
        dependencies={["password"]}
        required
        rules={confirmPasswordRules(t)}
      >
        <Input.Password autoComplete="new-password" maxLength={200} />
      </Form.Item>
    </>
  );
}
