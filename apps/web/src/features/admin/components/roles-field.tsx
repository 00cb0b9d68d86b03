import { Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { roleOptions } from "./role-labels";

/** The roles of an account, at least one: the same field when an admin creates an account and edits its roles. */
export function RolesField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="roles"
      label={t("admin.users.columns.roles")}
      rules={[{ required: true, type: "array", min: 1, message: t("validation.required") }]}
    >
      <Select mode="multiple" options={roleOptions(t)} />
    </Form.Item>
  );
}
