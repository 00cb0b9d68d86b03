import { Outlet } from "react-router";
import { LanguageToggle } from "../../components/language-toggle";
import { Logo } from "../../components/logo";
import { useAppTitle, useSystemConfig } from "../../features/system";
import "./public-layout.css";

/** The public layout has the logo and the language toggle only. */
export default function PublicLayout() {
  const { data: config } = useSystemConfig();
  const appTitle = useAppTitle();
  return (
    <div className="public-layout">
      <header className="public-header">
        <Logo title={appTitle} src={config?.booking_login_logo} />
        <LanguageToggle />
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
