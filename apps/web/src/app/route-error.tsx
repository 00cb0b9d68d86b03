import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import "../components/plain.css";
import { dismissFirstScreen } from "../lib/first-screen";

const NotFoundPage = lazy(() => import("./pages/not-found-page"));

function isChunkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "LazyLoadError" ||
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

// A lazy page that fails to load offers a refresh; other render errors show their message.
// Drawn without antd: it must work when antd's own chunk is the one that failed to load.
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => dismissFirstScreen(), []);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const chunk = isChunkFailure(error);
  const message = error instanceof Error ? error.message : String(error ?? "");
  return (
    <div className="plain-center" role="alert">
      <h1 className="plain-title">{chunk ? t("common.errors.lazyLoad") : t("common.errors.unexpected")}</h1>
      {!chunk && message && <p className="plain-muted">{message}</p>}
      <button type="button" className="plain-button" onClick={() => window.location.reload()}>
        {t("common.actions.refresh")}
      </button>
    </div>
  );
}
