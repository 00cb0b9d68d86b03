import { Descriptions, Divider, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import type { UserInfo } from "../../auth";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsTable } from "./sessions-table";

/** The profile's third tab (its content is ours): sign-in record, password, devices. */
export function SecurityTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const never = t("security.never");
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t("security.lastLogin")}
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: "time",
            label: t("security.lastLoginTime"),
            children: formatDateTime(user.last_login_at, currentLanguage()) || never,
          },
          { key: "ip", label: t("security.lastLoginIp"), children: user.last_login_ip || never },
        ]}
      />
      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t("security.changePassword")}
      </Typography.Title>
      <ChangePasswordForm />
      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t("security.sessions")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("security.sessionsHint")}</Typography.Paragraph>
      <SessionsTable />
    </>
  );
}
