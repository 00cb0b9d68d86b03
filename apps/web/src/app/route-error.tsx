import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ResultPage } from "../components/result-page";
import { NotFoundPage } from "./pages/not-found-page";

function isChunkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "LazyLoadError" ||
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

// spec §8: a lazy page that fails to load offers a refresh; other render errors show their message.
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkFailure(error)) {
    return (
      <ResultPage
        status="warning"
        title={t("common.errors.lazyLoad")}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t("common.actions.refresh")}
          </Button>
        }
      />
    );
  }
  const message = error instanceof Error ? error.message : t("common.errors.unexpected");
  return <ResultPage status="error" title={t("common.errors.unexpected")} subTitle={message} />;
}
