import { ToolOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../../components/plain.css";

/** app_close: the tips an admin wrote, shown to everyone but admins. */
export function SiteClosedPage({ tips }: { tips: string }) {
  const { t } = useTranslation();
  return (
    <div className="plain-center" data-testid="site-closed">
      <ToolOutlined style={{ fontSize: 64, color: "var(--primary, #427167)" }} />
      <h1 className="plain-title">{t("common.siteClosed.title")}</h1>
      <p style={{ whiteSpace: "pre-wrap", fontSize: 16, maxWidth: 560 }}>{tips || t("common.siteClosed.defaultTips")}</p>
      <Link to="/login">{t("common.siteClosed.adminLogin")}</Link>
    </div>
  );
}
