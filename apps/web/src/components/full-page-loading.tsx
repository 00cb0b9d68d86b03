import { useTranslation } from "react-i18next";
import "./plain.css";

/** While user info loads, a loading message shows; drawn without antd (first load). */
export function FullPageLoading({ messageKey = "common.loading" }: { messageKey?: string }) {
  const { t } = useTranslation();
  return (
    <div className="plain-center" role="status" aria-live="polite">
      <span className="plain-spinner" aria-hidden />
      <span className="plain-muted">{t(messageKey)}</span>
    </div>
  );
}
