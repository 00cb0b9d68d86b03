import { App as AntApp, ConfigProvider } from "antd";
// antd's stylesheet, built by antd for its zero-runtime mode (lib/theme): loaded with this chunk, so
// never on the login page
import "antd/dist/antd.css";
import enUS from "antd/locale/en_US";
import zhCN from "antd/locale/zh_CN";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSystemConfig } from "../lib/system-config";
import { appTheme } from "../lib/theme";
import { usePrefersReducedMotion } from "../lib/use-media-query";

/**
 * antd's locale follows ours (dayjs's is switched in lib/i18n); the primary colour comes from
 * config app_color, darkened when white text on it would be hard to read (lib/theme); motion stops
 * when the system asks for less of it. Kept out of the entry: the login page is built without antd,
 * to keep the first load light.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { data: config } = useSystemConfig();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => appTheme(config?.app_color || "#6cbaa9", { reducedMotion }), [config?.app_color, reducedMotion]);
  return (
    <ConfigProvider locale={i18n.language === "en-US" ? enUS : zhCN} theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
