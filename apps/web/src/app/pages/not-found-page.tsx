import { useTranslation } from "react-i18next";
import { ResultPage } from "../../components/result-page";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ResultPage status="404" title={t("common.errors.notFoundTitle")} subTitle={t("common.errors.notFound")} />;
}
