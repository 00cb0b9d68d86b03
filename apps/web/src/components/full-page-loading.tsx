import { Spin } from "antd";
import { useTranslation } from "react-i18next";

export function FullPageLoading({ messageKey = "common.loading" }: { messageKey?: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: "60vh", display: "flex", alignItems: "center", justifyContent: "center" }} role="status">
      <Spin size="large" />
      <span style={{ marginLeft: 12, color: "rgba(0,0,0,0.55)" }}>{t(messageKey)}</span>
    </div>
  );
}
