import { type CSSProperties, type ReactNode, useEffect } from "react";
import { useAppTitle, useSystemConfig } from "../features/system";
import { readablePrimary } from "../lib/contrast";

// The title comes from config app_title; the primary colour (app_color) is also exposed as a
// CSS variable for the parts drawn without antd (login page, loading and error screens), darkened
// like antd's when white text on it would be hard to read (lib/contrast).
export function AppProviders({ children }: { children: ReactNode }) {
  const { data: config } = useSystemConfig();
  const title = useAppTitle();
  const color = readablePrimary(config?.app_color || "#6cbaa9");

  useEffect(() => {
    document.title = title;
  }, [title]);
  // also on the root element: popovers, modals and drawers are drawn outside the div below
  useEffect(() => {
    document.documentElement.style.setProperty("--primary", color);
  }, [color]);

  return <div style={{ "--primary": color } as CSSProperties}>{children}</div>;
}
