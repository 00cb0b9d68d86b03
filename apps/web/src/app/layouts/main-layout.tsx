import { LogoutOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Button, Drawer, Layout, Menu, Tooltip, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { AntdProvider } from "../../components/antd-provider";
import { LanguageToggle } from "../../components/language-toggle";
import { Logo } from "../../components/logo";
import { useLogout, useUserInfo } from "../../features/auth";
import { NotificationBell } from "../../features/notifications";
import { useAppTitle, useSystemConfig } from "../../features/system";
import { dismissFirstScreen } from "../../lib/first-screen";
import { useIsMobile } from "../../lib/use-media-query";
import { useOpenedOnce } from "../../lib/use-opened-once";
import { CustomerServiceButton } from "./customer-service-button";
import { SiteClosedBanner } from "./site-closed-banner";
import { selectedMenuKey, useMenuItems } from "./use-menu-items";

const HEADER_HEIGHT = 64;
const SIDER_WIDTH = 216;
const COLLAPSED_WIDTH = 64;

/**
 * The main layout: sticky header (logo, notifications, service button, language, welcome, logout) and the menu
 * by authority. The menu is a side menu (ant-design-pro's layout): nine entries and more to come do
 * not fit a top bar at 1280 px, least of all in English; it folds to icons below 992 px and becomes a
 * slide-over at 768 px or less.
 */
export default function MainLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const [collapsed, setCollapsed] = useState(false);
  const { data: user } = useUserInfo();
  const { data: config } = useSystemConfig();
  const appTitle = useAppTitle();
  const logout = useLogout();
  useEffect(() => dismissFirstScreen(), []);

  const menu = useMenuItems(user?.authorities ?? [], { collapsed: collapsed && !isMobile });
  const selected = selectedMenuKey(menu.keys, location.pathname);
  const go = ({ key }: { key: string }) => {
    setDrawerOpen(false);
    navigate(key);
  };
  const name = (user?.username ?? "").split("@")[0];
  const onLogout = () => logout.mutate(undefined, { onSettled: () => navigate("/login", { replace: true }) });
  const logoutButton = (
    <Button
      type="text"
      icon={<LogoutOutlined />}
      aria-label={t("common.header.logout")}
      onClick={onLogout}
      loading={logout.isPending}
    />
  );
  const foldLabel = t(collapsed ? "common.header.expandMenu" : "common.header.collapseMenu");

  return (
    <AntdProvider>
      <Layout style={{ minHeight: "100vh" }}>
        <Layout.Header
          className="app-header"
          style={{
            position: "sticky",
            top: 0,
            zIndex: 10,
            height: HEADER_HEIGHT,
            display: "flex",
            alignItems: "center",
            gap: 8,
            padding: isMobile ? "0 8px" : "0 16px 0 24px",
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
          <div style={{ flex: 1, minWidth: 0 }}>
            <Logo title={appTitle} src={config?.booking_logo} />
          </div>
          <NotificationBell />
          <CustomerServiceButton compact={isMobile} />
          <LanguageToggle />
          {!isMobile && (
            <Typography.Text style={{ whiteSpace: "nowrap" }} data-testid="welcome">
              {t("common.header.welcome", { name })}
            </Typography.Text>
          )}
          {/* a phone has no hover to show a tooltip on (and one less popup to align as the page mounts) */}
          {isMobile ? logoutButton : <Tooltip title={t("common.header.logout")}>{logoutButton}</Tooltip>}
        </Layout.Header>
        <Layout hasSider={!isMobile}>
          {!isMobile && (
            <Layout.Sider
              className="app-sider"
              theme="light"
              width={SIDER_WIDTH}
              collapsedWidth={COLLAPSED_WIDTH}
              collapsible
              collapsed={collapsed}
              onCollapse={setCollapsed}
              breakpoint="lg"
              trigger={null}
              style={{
                position: "sticky",
                top: HEADER_HEIGHT,
                height: `calc(100vh - ${HEADER_HEIGHT}px)`,
                borderInlineEnd: "1px solid rgba(5,5,5,0.06)",
              }}
            >
              <nav
                aria-label={t("common.header.navigation")}
                style={{ display: "flex", flexDirection: "column", height: "100%" }}
              >
                <Menu
                  mode="inline"
                  items={menu.items}
                  selectedKeys={selected}
                  onClick={go}
                  style={{ flex: 1, minHeight: 0, overflowY: "auto", overflowX: "hidden", borderInlineEnd: "none" }}
                />
                <Tooltip title={foldLabel} placement="right">
                  <Button
                    type="text"
                    icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                    aria-label={foldLabel}
                    aria-expanded={!collapsed}
                    onClick={() => setCollapsed(!collapsed)}
                    style={{ margin: 8, alignSelf: collapsed ? "center" : "flex-start" }}
                  />
                </Tooltip>
              </nav>
            </Layout.Sider>
          )}
          <Layout.Content className="app-content" style={{ padding: isMobile ? 12 : 24, minWidth: 0 }}>
            <SiteClosedBanner />
            <Outlet />
          </Layout.Content>
        </Layout>
        {/* mounted when first opened (closed, it only keeps its place: a re-render of its own in the first commit) */}
        {isMobile && drawerOpened && (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t("common.header.welcome", { name })}
            size={260}
            styles={{ body: { padding: 0 } }}
          >
            <nav aria-label={t("common.header.navigation")}>
              <Menu mode="inline" items={menu.items} selectedKeys={selected} onClick={go} style={{ borderInlineEnd: "none" }} />
            </nav>
          </Drawer>
        )}
      </Layout>
    </AntdProvider>
  );
}
