import { CopyOutlined } from "@ant-design/icons";
import { App, Button, type ButtonProps } from "antd";
import { useTranslation } from "react-i18next";
import { writeClipboard } from "../../../components/copy-text";

/** A button that copies `value` and says so (or that it could not). */
export function CopyButton({ value, label, ...rest }: { value: string; label: string } & Omit<ButtonProps, "onClick">) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = () =>
    writeClipboard(value).then(
      () => message.success(t("common.notices.copied")),
      () => message.error(t("common.errors.unexpected")),
    );
  return (
    <Button icon={<CopyOutlined />} onClick={() => void copy()} {...rest}>
      {label}
    </Button>
  );
}
