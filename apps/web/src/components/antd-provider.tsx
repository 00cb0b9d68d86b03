import { App as AntApp, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import zhCN from "antd/locale/zh_CN";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSystemConfig } from "../lib/system-config";

/**
 * antd's locale follows ours (dayjs's is switched in lib/i18n); the primary colour comes from
 * config app_color. Kept out of the entry: the login page is built without antd (DESIGN §11).
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { data: config } = useSystemConfig();
  const primary = config?.app_color || "#6cbaa9";
  return (
    <ConfigProvider
      locale={i18n.language === "en-US" ? enUS : zhCN}
      // links follow the brand colour too, like the plain anchors of index.css
      theme={{ token: { colorPrimary: primary, colorLink: primary, borderRadius: 6 } }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
