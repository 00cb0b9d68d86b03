import type { ConfigKey } from "@haiyun/shared/constants/config";
import { CONFIG_SCHEMA } from "@haiyun/shared/schemas/config";
import { Form, Input, Radio, Switch } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { ColorInput } from "./color-input";
import { controlOf } from "./config-groups";

/** One config value: the control suits the key; the value is checked with the server's CONFIG_SCHEMA. */
export function ConfigField({ name }: { name: ConfigKey }) {
  const { t } = useTranslation();
  const control = controlOf(name);
  const rule: Rule = {
    validator: async (_rule, value) => {
      if (!CONFIG_SCHEMA[name].safeParse(value ?? "").success) throw new Error(t("validation.invalid"));
    },
  };
  const common = {
    name,
    label: t(`admin.config.fields.${name}`),
    extra: t(`admin.config.hints.${name}`, { defaultValue: "" }) || undefined,
    rules: [rule],
  };

  switch (control) {
    case "switch":
      // config values are the strings "true" and "false"
      return (
        <Form.Item
          {...common}
          getValueProps={(value: string) => ({ checked: value === "true" })}
          normalize={(checked: boolean) => (checked ? "true" : "false")}
        >
          <Switch />
        </Form.Item>
      );
    case "mode":
      return (
        <Form.Item {...common}>
          <Radio.Group
            aria-label={common.label}
            optionType="button"
            options={[
              { value: "1", label: t("admin.config.modes.simple") },
              { value: "2", label: t("admin.config.modes.extended") },
            ]}
          />
        </Form.Item>
      );
    case "color":
      return (
        <Form.Item {...common}>
          <ColorInput />
        </Form.Item>
      );
    case "textarea":
      return (
        <Form.Item {...common}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      );
    case "longText":
      return (
        <Form.Item {...common}>
          <Input.TextArea rows={8} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common}>
          <Input />
        </Form.Item>
      );
  }
}
