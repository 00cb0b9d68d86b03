import { LogoutOutlined, MenuOutlined } from "@ant-design/icons";
import { Button, Drawer, Layout, Menu, Tooltip, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { AntdProvider } from "../../components/antd-provider";
import { LanguageToggle } from "../../components/language-toggle";
import { Logo } from "../../components/logo";
import { useLogout, useUserInfo } from "../../features/auth";
import { useAppTitle, useSystemConfig } from "../../features/system";
import { useIsMobile } from "../../lib/use-media-query";
import { menuRoutes } from "../route-table";
import { CustomerServiceButton } from "./customer-service-button";

/** spec §2 main layout: sticky header, logo, menu by authority, service button, language, welcome, logout. */
export default function MainLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data: user } = useUserInfo();
  const { data: config } = useSystemConfig();
  const appTitle = useAppTitle();
  const logout = useLogout();

  const items = useMemo(
    () =>
      menuRoutes(user?.authorities ?? []).map((route) => {
        const Icon = route.menu!.icon;
        return { key: `/${route.path}`, icon: <Icon />, label: t(route.menu!.labelKey) };
      }),
    [user?.authorities, t],
  );
  const selected = items.filter((item) => location.pathname.startsWith(item.key)).map((item) => item.key);
  const go = ({ key }: { key: string }) => {
    setDrawerOpen(false);
    navigate(key);
  };
  const name = (user?.username ?? "").split("@")[0];
  const onLogout = () => logout.mutate(undefined, { onSettled: () => navigate("/login", { replace: true }) });

  return (
    <AntdProvider>
      <Layout style={{ minHeight: "100vh" }}>
        <Layout.Header
          style={{
            position: "sticky",
            top: 0,
            zIndex: 10,
            display: "flex",
            alignItems: "center",
            gap: 8,
            padding: isMobile ? "0 8px" : "0 24px",
            background: "#fff",
            boxShadow: "0 1px 4px rgba(0,21,41,0.08)",
          }}
        >
          {isMobile && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t("common.header.openMenu")}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <div style={{ flex: isMobile ? 1 : "none", minWidth: 0 }}>
            <Logo title={appTitle} src={config?.booking_logo} />
          </div>
          {!isMobile && (
            <Menu
              mode="horizontal"
              items={items}
              selectedKeys={selected}
              onClick={go}
              style={{ flex: 1, minWidth: 0, borderBottom: "none" }}
            />
          )}
          <CustomerServiceButton compact={isMobile} />
          <LanguageToggle />
          {!isMobile && (
            <Typography.Text style={{ whiteSpace: "nowrap" }} data-testid="welcome">
              {t("common.header.welcome", { name })}
            </Typography.Text>
          )}
          <Tooltip title={t("common.header.logout")}>
            <Button
              type="text"
              icon={<LogoutOutlined />}
              aria-label={t("common.header.logout")}
              onClick={onLogout}
              loading={logout.isPending}
            />
          </Tooltip>
        </Layout.Header>
        {isMobile && (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t("common.header.welcome", { name })}
            size={260}
            styles={{ body: { padding: 0 } }}
          >
            <Menu mode="inline" items={items} selectedKeys={selected} onClick={go} style={{ borderInlineEnd: "none" }} />
          </Drawer>
        )}
        <Layout.Content style={{ padding: isMobile ? 12 : 24, maxWidth: 1280, width: "100%", margin: "0 auto" }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </AntdProvider>
  );
}
