import { profilePasswordSchema, profileSchema } from "@haiyun/shared/schemas/profile";
import { Form, Input } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { maxLengthOf, zodRule } from "../../../lib/form-rules";
import { usePasswordMin } from "../../system";

/** The three fields' names, so the form can clear them after a save. */
export const PASSWORD_FIELDS = ["current_password", "password", "confirm"] as const;

const CURRENT_MAX_LENGTH = maxLengthOf(profileSchema.shape.current_password);
const PASSWORD_MAX_LENGTH = maxLengthOf(profileSchema.shape.password);

/**
 * The profile: an optional new password (blank keeps the current one) and its confirmation.
 * A new one needs the current password too, by the shared schema's rule.
 */
export function ProfilePasswordFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const passwordMin = usePasswordMin();
  const hasNewPassword = !!Form.useWatch("password", form)?.trim();
  const currentPasswordRule = useMemo(() => {
    const pair = z.preprocess(
      (current) => ({ password: form.getFieldValue("password") ?? "", current_password: current }),
      profilePasswordSchema,
    );
    return zodRule(pair, t);
  }, [form, t]);

  return (
    <>
      <Form.Item
        name="current_password"
        label={t("security.fields.current_password")}
        dependencies={["password"]}
        rules={[currentPasswordRule]}
        required={hasNewPassword}
      >
        <Input.Password autoComplete="current-password" maxLength={CURRENT_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("profile.fields.password")}
        extra={t("profile.passwordHint")}
        rules={[{ min: passwordMin, message: t("validation.min_length", { min: passwordMin }) }]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t("profile.fields.confirm")}
        dependencies={["password"]}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if ((getFieldValue("password") || "") !== (value || "")) throw new Error(t("validation.password_mismatch"));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
    </>
  );
}
