import { CopyOutlined } from "@ant-design/icons";
import { App, Button, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";

/** Writes text to the clipboard; a page served over plain http has no Clipboard API, so a hidden textarea stands in. */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  document.execCommand("copy");
  area.remove();
}

export interface CopyTextProps {
  label: string;
  value: string;
}

/** A labelled value with a copy button; copying says "copied". */
export function CopyText({ label, value }: CopyTextProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = () =>
    writeClipboard(value).then(
      () => message.success(t("common.notices.copied")),
      () => message.error(t("common.errors.unexpected")),
    );
  return (
    <Flex align="center" gap={4} wrap>
      <Typography.Text type="secondary">{label}:</Typography.Text>
      <Typography.Text strong>{value || "-"}</Typography.Text>
      {value && (
        <Button
          type="text"
          size="small"
          icon={<CopyOutlined />}
          onClick={() => void copy()}
          aria-label={t("common.actions.copyOf", { label })}
        />
      )}
    </Flex>
  );
}
