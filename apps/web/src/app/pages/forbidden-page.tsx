import { useTranslation } from "react-i18next";
import { ResultPage } from "../../components/result-page";

export default function ForbiddenPage() {
  const { t } = useTranslation();
  return <ResultPage status="403" title={t("common.errors.forbiddenTitle")} subTitle={t("common.errors.forbidden")} />;
}
