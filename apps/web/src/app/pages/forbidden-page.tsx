import { useTranslation } from "react-i18next";
import { StatusPage } from "./status-page";

export default function ForbiddenPage() {
  const { t } = useTranslation();
  return <StatusPage code="403" title={t("common.errors.forbiddenTitle")} subTitle={t("common.errors.forbidden")} />;
}
