import type { UseQueryResult } from "@tanstack/react-query";
import { App, Button, type SelectProps } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type zhCN from "../locales/zh-CN/common";

/** A lookup a select offers (a reference list or a dictionary), named by its `common.lookupFailed` message. */
export type LookupList = keyof (typeof zhCN)["lookupFailed"];

// Every observer of one failed query sees the same error object: announcing each error once keeps
// a page with many selects of one list (and a select mounted again) to one toast per failure.
const announced = new WeakSet<Error>();

type LookupQuery = Pick<UseQueryResult<unknown>, "data" | "error" | "isError" | "isPending" | "isFetching" | "refetch">;

/**
 * A lookup that failed to load (after its retries) shows on the select that
 * offers it (error status, a dropdown naming the list with a retry) and in one toast per list.
 * Spread the result into the antd Select.
 */
export function useLookupStatus(query: LookupQuery, list: LookupList): Pick<SelectProps, "loading" | "status" | "popupRender"> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const text = t(`common.lookupFailed.${list}`);
  const { error } = query;

  useEffect(() => {
    if (!error || announced.has(error)) return;
    announced.add(error);
    // the key folds the toasts of several queries of one list (e.g. two unit queries) into one
    message.error({ content: text, key: `lookup-failed-${list}` });
  }, [error, list, text, message]);

  const loading = query.isPending || (query.isError && query.isFetching);
  if (!query.isError) return { loading };
  const hasOptions = Array.isArray(query.data) && query.data.length > 0;
  const failure = (
    <div
      role="alert"
      style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8, padding: "4px 8px" }}
    >
      <span>{text}</span>
      <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
        {t("common.actions.retry")}
      </Button>
    </div>
  );
  return {
    loading,
    status: "error",
    // options answered before a later failure stay usable below the notice
    popupRender: (menu) => (
      <>
        {failure}
        {hasOptions && menu}
      </>
    ),
  };
}
