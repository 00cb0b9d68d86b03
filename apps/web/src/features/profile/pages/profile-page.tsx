import { AUTHORITY } from "@haiyun/shared/constants/authorities";
import { Alert, Card, Skeleton, Tabs, Typography } from "antd";
import { lazy, Suspense } from "react";
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

// the API tab is a page of its own in size: loaded when first opened
const ApiAccessTab = lazy(() => import("../components/api-access-tab"));

/** /profile: basic information, business information when app_mode is 2, security, and API access for those who book. */
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
  // the customer API reads and writes the user's own bookings: offered to those who book
  if (user.authorities.includes(AUTHORITY.ORDER)) {
    items.push({
      key: "api",
      label: t("profile.tabs.api"),
      children: (
        <Suspense fallback={<Skeleton active aria-label={t("apiAccess.loadingTab")} />}>
          <ApiAccessTab />
        </Suspense>
      ),
    });
  }
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
