import { Button, Card, Flex, Spin, Typography } from "antd";
import { type ReactNode, useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import type { PagedList } from "../../lib/list/use-paged-query";
import { useIsMobile } from "../../lib/use-media-query";
import { ListPagination } from "./list-pagination";
import { type EmptyContent, ListEmpty, ListError, ListLoading, ListStaleAlert } from "./list-states";
import { useRowsInSteps } from "./use-rows-in-steps";

const NO_ROWS: never[] = [];
// rows laid out per step on a phone (use-rows-in-steps): about what its first screen shows; a
// page of twenty or fewer comes whole
const PHONE_ROWS_STEP = 10;

export interface ListPageProps<F, T> {
  title: ReactNode;
  /** from usePagedQuery */
  list: PagedList<F, T>;
  /** the filter form, above the toolbar */
  filters?: ReactNode;
  /** the page's buttons (add, import, refresh…); they wrap on phones */
  toolbar?: ReactNode;
  /**
   * the rows of the current page: a ListTable, a grid of cards… (never called with no rows). On a
   * phone they come a few at a time (use-rows-in-steps); `page` is always the whole page's rows,
   * for what is worked out over all of them.
   */
  children: (rows: T[], page: T[]) => ReactNode;
  /** the list has no rows at all (no filter set); defaults to "no data" */
  empty?: EmptyContent;
  /** no row matches the filters; defaults to "nothing matches" with a button clearing the filters */
  noMatch?: EmptyContent;
  quickJumper?: boolean;
  /** the pagination's total, when the list counts something other than records ("11 companies") */
  totalText?: (total: number) => string;
}

/**
 * The shell of every list page: title, filters, toolbar, the rows, the pagination, and what the
 * page shows while it loads, when it is empty and when the call fails.
 */
export function ListPage<F, T>({
  title,
  list,
  filters,
  toolbar,
  children,
  empty,
  noMatch,
  quickJumper,
  totalText,
}: ListPageProps<F, T>) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { query } = list;
  const retry = () => void query.refetch();
  // Rows that arrive are laid out in a render React may interrupt (a deferred value): fifty rows of
  // a table are a long task on a phone, which would otherwise block taps the whole while
  const shown = useDeferredValue(query.data);
  const rows = shown?.list ?? NO_ROWS;
  const laidOut = useRowsInSteps(rows, isMobile ? PHONE_ROWS_STEP : Number.POSITIVE_INFINITY);

  let body: ReactNode;
  if (query.isPending || (!shown && query.data) || (query.isSuccess && rows.length === 0 && list.page > 1)) {
    // (the first page on its way to the screen; an emptied page beyond the first about to give way
    // to the last page with rows)
    body = <ListLoading />;
  } else if (!shown) {
    body = <ListError message={query.error?.message ?? ""} onRetry={retry} />;
  } else if (rows.length === 0) {
    body = list.hasFilters ? (
      <ListEmpty
        description={t("list.noMatch")}
        hint={t("list.noMatchHint")}
        action={<Button onClick={list.clearFilters}>{t("list.clearFilters")}</Button>}
        {...noMatch}
      />
    ) : (
      <ListEmpty description={t("list.empty")} {...empty} />
    );
  } else {
    body = children(laidOut, rows);
  }

  return (
    <Card
      size={isMobile ? "small" : "medium"}
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      <Flex vertical gap={16}>
        {filters}
        {toolbar && (
          <Flex gap={8} wrap>
            {toolbar}
          </Flex>
        )}
        {query.isError && query.data && <ListStaleAlert message={query.error.message} onRetry={retry} />}
        {/* a refetch (next page, new filter, new language) dims the rows it replaces, after a moment */}
        <Spin spinning={query.isFetching && !query.isPending} delay={200}>
          {body}
        </Spin>
        {(query.data?.total ?? 0) > 0 && (
          <ListPagination
            page={list.page}
            size={list.size}
            total={query.data?.total ?? 0}
            pageSizes={list.pageSizes}
            quickJumper={quickJumper}
            totalText={totalText}
            onChange={list.changePage}
          />
        )}
      </Flex>
    </Card>
  );
}
