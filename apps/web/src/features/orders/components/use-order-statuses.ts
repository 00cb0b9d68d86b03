import { ORDER_STATUSES } from "@haiyun/shared/constants/order-status";
import { useCallback } from "react";
import { useLanguage } from "../../../lib/list/use-language";
import { useDictionary } from "../../../lib/reference-data";

export interface StatusLook {
  name: string;
  color: string;
}

const NEUTRAL = "#8c8c8c";

/**
 * Name and colour of each order status: the order_status dictionary as the server serves it, and
 * the shared table (the dictionary's own source) until it has loaded or when it cannot be.
 */
export function useOrderStatuses() {
  const language = useLanguage();
  const dictionary = useDictionary("order_status");
  const entries = dictionary.data;
  const lookOf = useCallback(
    (status: number): StatusLook => {
      const served = entries?.find((entry) => Number(entry.value) === status);
      const known = ORDER_STATUSES.find((entry) => entry.value === status);
      const fallbackName = known ? (language === "en-US" ? known.name_en : known.name_cn) : String(status);
      return { name: served?.name || fallbackName, color: served?.color || known?.color || NEUTRAL };
    },
    [entries, language],
  );
  const options = (
    entries?.length ? entries.map((entry) => Number(entry.value)) : ORDER_STATUSES.map((entry) => entry.value)
  ).map((value) => ({ value, ...lookOf(value) }));
  return { lookOf, options };
}
