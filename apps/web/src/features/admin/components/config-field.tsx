import type { ConfigKey } from "@haiyun/shared/constants/config";
import { CONFIG_SCHEMA } from "@haiyun/shared/schemas/config";
import { Form, Input, Radio, Switch } from "antd";
import type { Rule } from "antd/es/form";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { readablePrimary } from "../../../lib/contrast";
import { maxLengthOf } from "../../../lib/form-rules";
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
      return <ColorField {...common} />;
    case "textarea":
      return (
        <Form.Item {...common}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(CONFIG_SCHEMA[name]) ?? 2000} showCount />
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

/**
 * The primary colour as configured, and as drawn when that differs: a colour too light for white
 * text is darkened (lib/contrast), so the admin sees the colour the site will really show.
 */
function ColorField({ extra, ...item }: { name: ConfigKey; label: string; extra: ReactNode; rules: Rule[] }) {
  const { t } = useTranslation();
  const value: string = Form.useWatch(item.name) ?? "";
  const drawn = /^#[0-9a-f]{6}$/i.test(value) ? readablePrimary(value) : value;
  const isDarkened = drawn.toLowerCase() !== value.toLowerCase();
  return (
    <Form.Item
      {...item}
      extra={
        <>
          {extra}
          {isDarkened && (
            <div data-testid="drawn-color">
              <span
                aria-hidden
                style={{ display: "inline-block", width: 10, height: 10, borderRadius: 2, background: drawn, marginInlineEnd: 6 }}
              />
              {t("admin.config.drawnAs", { color: drawn })}
            </div>
          )}
        </>
      }
    >
      <ColorInput />
    </Form.Item>
  );
}
