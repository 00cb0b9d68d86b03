import { Alert, Card, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FullPageLoading } from "../../../components/full-page-loading";
import { formatDateTime } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { useIsMobile } from "../../../lib/use-media-query";
import { useUserInfo } from "../../auth";
import { useSystemConfig } from "../../system";
import { BasicInfoForm } from "../components/basic-info-form";
import { BusinessInfoForm } from "../components/business-info-form";
import { SecurityTab } from "../components/security-tab";

/** /profile: basic information, and business information when app_mode is 2. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: user, isPending, isError } = useUserInfo();
  const { data: config } = useSystemConfig();
  const isMobile = useIsMobile();
  if (isPending) return <FullPageLoading />;
  if (isError || !user) return <Alert type="error" showIcon title={t("profile.loadFailed")} />;

  const items = [{ key: "basic", label: t("profile.tabs.basic"), children: <BasicInfoForm user={user} /> }];
  if (config?.app_mode === "2") {
    items.push({ key: "business", label: t("profile.tabs.business"), children: <BusinessInfoForm user={user} /> });
  }
  items.push({ key: "security", label: t("profile.tabs.security"), children: <SecurityTab user={user} /> });
  return (
    <Card
      size={isMobile ? "small" : "medium"}
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("profile.title")}
        </Typography.Title>
      }
    >
      {user.last_login_at && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="last-login">
          {t("profile.lastLogin", { time: formatDateTime(user.last_login_at, currentLanguage()), ip: user.last_login_ip })}
        </Typography.Text>
      )}
      <Tabs items={items} destroyOnHidden={false} />
    </Card>
  );
}
