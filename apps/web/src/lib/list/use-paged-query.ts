import { LIMITS } from "@haiyun/shared/constants/limits";
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { Language } from "../i18n";
import { filterParams, hasAnyFilter, readFilters, type UrlFilters, writeFilters } from "./url-params";
import { useLanguage } from "./use-language";

/** What every list call answers (a list and its total). */
export interface Page<T> {
  list: T[];
  total: number;
}

export type PageQuery<F> = F & { page: number; size: number };

export interface PagedQueryConfig<F, T, K extends QueryKey = QueryKey> {
  /** how each filter is read from and written to the address bar */
  filters: UrlFilters<F>;
  /** the list's default page size; it is never written to the address bar */
  pageSize: number;
  /** the sizes the page offers; a link asking for another size gets the default */
  pageSizes?: readonly number[];
  /**
   * The feature's query for one page. The language belongs in the key: lists carry names the server
   * translates (contact types, countries), so switching the language must fetch the page again.
   */
  queryOptions: (
    query: PageQuery<F>,
    language: Language,
  ) => Pick<UseQueryOptions<Page<T>, Error, Page<T>, K>, "queryKey" | "queryFn">;
}

const PAGE = "page";
const SIZE = "size";

function readNumber(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  return raw !== null && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * One page of a list whose filters, page and page size live in the URL, so a reload or a shared link
 * shows the same list. A new filter or page size starts again from page 1; the previous page stays on
 * screen while the next one loads; a page left empty (its last rows deleted, an old link) gives way to
 * the last page that has rows.
 */
export function usePagedQuery<F, T, K extends QueryKey = QueryKey>({
  filters: spec,
  pageSize,
  pageSizes,
  queryOptions,
}: PagedQueryConfig<F, T, K>) {
  const [params, setParams] = useSearchParams();
  // only the filters' own parameters: paging keeps the same filters object (a form showing it is not reset)
  const filterSearch = filterParams(spec, params).toString();
  const filters = useMemo(() => readFilters(spec, new URLSearchParams(filterSearch)), [spec, filterSearch]);
  const page = readNumber(params, PAGE) ?? 1;
  const asked = readNumber(params, SIZE);
  const size = asked && (pageSizes ? pageSizes.includes(asked) : asked <= LIMITS.LIST_PAGE_MAX) ? asked : pageSize;

  const go = useCallback(
    (next: { filters: F; page: number; size: number }, replace = false) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          writeFilters(spec, next.filters, out);
          // the defaults stay out of the address bar: /contacts is page 1 of 10
          if (next.page > 1) out.set(PAGE, String(next.page));
          else out.delete(PAGE);
          if (next.size !== pageSize) out.set(SIZE, String(next.size));
          else out.delete(SIZE);
          return out;
        },
        { replace },
      ),
    [setParams, spec, pageSize],
  );

  const language = useLanguage();
  const query = useQuery({ ...queryOptions({ ...filters, page, size }, language), placeholderData: keepPreviousData });

  const total = query.data?.total ?? 0;
  const emptied = query.isSuccess && !query.isPlaceholderData && query.data.list.length === 0 && page > 1;
  useEffect(() => {
    if (!emptied) return;
    const last = Math.max(1, Math.ceil(total / size));
    go({ filters, page: last < page ? last : page - 1, size }, true);
  }, [emptied, total, size, page, filters, go]);

  return {
    filters,
    page,
    size,
    pageSizes: pageSizes ?? [pageSize],
    hasFilters: hasAnyFilter(filters),
    query,
    /** a new search starts again from page 1 */
    search: (next: F) => go({ filters: next, page: 1, size }),
    clearFilters: () => go({ filters: {} as F, page: 1, size }),
    /** a new page size starts again from page 1 */
    changePage: (nextPage: number, nextSize: number = size) =>
      go({ filters, page: nextSize === size ? nextPage : 1, size: nextSize }),
  };
}

export type PagedList<F, T> = ReturnType<typeof usePagedQuery<F, T, QueryKey>>;
