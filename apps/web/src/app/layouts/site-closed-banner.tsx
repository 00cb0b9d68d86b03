import { ROLE } from "@haiyun/shared/constants/authorities";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUserInfo } from "../../features/auth";
import { useSystemConfig } from "../../features/system";

/**
 * app_close: everyone but admins sees the tips page, so an admin would otherwise not notice
 * that the site is closed. The banner says so, shows the tips the others see and links to the switch.
 */
export function SiteClosedBanner() {
  const { t } = useTranslation();
  const { data: config } = useSystemConfig();
  const { data: user } = useUserInfo();
  if (config?.app_close !== "true" || !user?.roles.includes(ROLE.ADMIN)) return null;
  const tips = config.app_close_tips || t("common.siteClosed.defaultTips");
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="site-closed-banner"
      title={t("common.closedBanner.title")}
      description={
        <>
          <div style={{ whiteSpace: "pre-wrap" }}>{t("common.closedBanner.tips", { tips })}</div>
          {user.authorities.includes("admin_config") && <Link to="/admin/config">{t("common.closedBanner.configure")}</Link>}
        </>
      }
    />
  );
}
