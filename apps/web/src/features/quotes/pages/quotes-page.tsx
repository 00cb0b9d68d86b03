import { ReloadOutlined } from "@ant-design/icons";
import { QUOTE_PAGE_SIZE, QUOTE_PAGE_SIZES, QUOTE_SORT_FIELD } from "@haiyun/shared/constants/quote";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "../../../components/list-page";
import { type UrlFilters, type UrlParam, urlParam } from "../../../lib/list/url-params";
import { usePagedQuery } from "../../../lib/list/use-paged-query";
import { useIsMobile } from "../../../lib/use-media-query";
import { useUserInfo } from "../../auth";
import { type Quote, type QuoteFilters, quoteListOptions } from "../api/quotes-api";
import { QuoteCards } from "../components/quote-cards";
import { QuoteFilterBar } from "../components/quote-filter-bar";
import { QuotesTable } from "../components/quotes-table";

// The inquiry form (Zod rules, a date picker) loads when a visitor first asks, not with the list.
const RfqModal = lazy(() => import("../components/rfq-modal").then((m) => ({ default: m.RfqModal })));

const sortField: UrlParam<string> = { parse: (raw) => (QUOTE_SORT_FIELD.test(raw) ? raw : undefined), format: (value) => value };

const FILTERS: UrlFilters<QuoteFilters> = {
  pol_id: urlParam.id(),
  to_id: urlParam.id(),
  carrier_id: urlParam.ids(),
  forwarder_id: urlParam.ids(),
  field: sortField,
  order: urlParam.oneOf(["asc", "desc"] as const),
};

/** /quotes: every forwarder's live rates as quotes (authority quote). */
export default function QuotesPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  // quote_forwarder: the forwarder filter and column (the server sends no forwarder data without it)
  const withForwarder = !!user?.authorities.includes("quote_forwarder");
  const canInquire = !!user?.authorities.includes("quote_rfq");
  const canBook = !!user?.authorities.includes("quote_booking");
  const [inquiring, setInquiring] = useState<Quote | null>(null);
  // kept mounted once opened, so the dialog can play its closing animation
  const [asked, setAsked] = useState(false);
  const inquire = (quote: Quote) => {
    setAsked(true);
    setInquiring(quote);
  };
  // a phone gets cards, a wider screen the table
  const isMobile = useIsMobile();
  const list = usePagedQuery({
    filters: FILTERS,
    pageSize: QUOTE_PAGE_SIZE,
    pageSizes: QUOTE_PAGE_SIZES,
    queryOptions: quoteListOptions,
  });
  return (
    <>
      <ListPage
        title={t("quotes.title")}
        list={list}
        filters={<QuoteFilterBar value={list.filters} withForwarder={withForwarder} onSearch={list.search} />}
        toolbar={
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void list.query.refetch()}
            loading={list.query.isFetching && !list.query.isPending}
          >
            {t("common.actions.refresh")}
          </Button>
        }
        empty={{ description: t("quotes.empty"), hint: t("quotes.emptyHint") }}
      >
        {(rows, page) => {
          const Quotes = isMobile ? QuoteCards : QuotesTable;
          return (
            <Quotes
              rows={rows}
              pageRows={page}
              withForwarder={withForwarder}
              onInquire={canInquire ? inquire : undefined}
              canBook={canBook}
              sort={{ field: list.filters.field, order: list.filters.order }}
              onSort={(sort) => list.search({ ...list.filters, ...sort })}
            />
          );
        }}
      </ListPage>
      {asked && (
        <Suspense fallback={null}>
          <RfqModal quote={inquiring} onClose={() => setInquiring(null)} />
        </Suspense>
      )}
    </>
  );
}
