import { changePasswordSchema } from "@haiyun/shared/schemas/account";
import { App, Button, Form, Input } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";
import { confirmPasswordRules, maxLengthOf, zodRule } from "../../../lib/form-rules";
import { usePasswordMin } from "../../system";
import { type ChangePasswordInput, useChangePassword } from "../api/change-password";

type Values = ChangePasswordInput & { confirm: string };

// Error codes whose message belongs under one field even when the server names none.
const FIELD_OF_CODE: Record<string, keyof ChangePasswordInput> = {
  AUTH_PASSWORD_WRONG: "current_password",
  USER_PASSWORD_WEAK: "password",
};

/** Account security: current password, a new one (config password_min) and its confirmation. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const passwordMin = usePasswordMin();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const shape = useMemo(() => changePasswordSchema(passwordMin).shape, [passwordMin]);

  const onFinish = ({ current_password, password }: Values) =>
    change.mutate(
      { current_password, password },
      {
        onSuccess: () => {
          message.success(t("security.changed"));
          form.resetFields();
        },
        onError: (err) => {
          const msg = serverMessage(err) ?? t("security.changeFailed");
          if (applyServerErrors(form, err, ["current_password", "password"]).length) return;
          const field = err instanceof ApiError ? FIELD_OF_CODE[err.errorCode ?? ""] : undefined;
          if (field) form.setFields([{ name: field, errors: [msg] }]);
          else message.error(msg);
        },
      },
    );

  return (
    // named: the basic-information tab stays mounted with its own password fields, and ids must not clash
    <Form<Values> form={form} name="security" layout="vertical" onFinish={onFinish} style={{ maxWidth: 420 }}>
      <Form.Item
        name="current_password"
        label={t("security.fields.current_password")}
        rules={[zodRule(shape.current_password, t)]}
        required
      >
        <Input.Password autoComplete="current-password" maxLength={maxLengthOf(shape.current_password)} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t("security.fields.password")}
        rules={[zodRule(shape.password, t)]}
        extra={t("security.passwordHint", { min: passwordMin })}
        required
      >
        <Input.Password autoComplete="new-password" maxLength={maxLengthOf(shape.password)} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t("security.fields.confirm")}
        dependencies={["password"]}
        required
        rules={confirmPasswordRules(t)}
      >
        <Input.Password autoComplete="new-password" maxLength={maxLengthOf(shape.password)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t("security.submit")}
      </Button>
    </Form>
  );
}
