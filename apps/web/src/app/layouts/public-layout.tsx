import { Layout } from "antd";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { LanguageToggle } from "../../components/language-toggle";
import { Logo } from "../../components/logo";
import { useSystemConfig } from "../../features/system";

/** spec §2: the public layout has the logo and the language toggle only. */
export default function PublicLayout() {
  const { t } = useTranslation();
  const { data: config } = useSystemConfig();
  return (
    <Layout style={{ minHeight: "100vh", background: "#fff" }}>
      <Layout.Header
        style={{
          position: "absolute",
          zIndex: 2,
          width: "100%",
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          background: "transparent",
          padding: "0 16px",
        }}
      >
        <Logo title={config?.app_title || t("common.appName")} src={config?.booking_login_logo} />
        <LanguageToggle />
      </Layout.Header>
      <Layout.Content>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
