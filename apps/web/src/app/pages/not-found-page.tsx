import { useTranslation } from "react-i18next";
import { StatusPage } from "./status-page";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code="404" title={t("common.errors.notFoundTitle")} subTitle={t("common.errors.notFound")} />;
}
