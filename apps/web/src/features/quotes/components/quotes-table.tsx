import { Button, Space, Typography } from "antd";
import type { ColumnsType, SortOrder } from "antd/es/table/interface";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { actionsColumn, ListTable, textColumn } from "../../../components/list-page";
import { formatDate, formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import type { Quote, QuoteFilters } from "../api/quotes-api";
import { isCheapest, usePagePrices } from "./quote-prices";

export type QuoteSort = Pick<QuoteFilters, "field" | "order">;
type Sort = QuoteSort;

/** The quotes of a page as the table or, on a phone, the cards lay them out (quote-cards.tsx). */
export interface QuoteListProps {
  rows: Quote[];
  /** the whole page's quotes when `rows` are only the first of them (list-page lays a phone's out in steps) */
  pageRows?: Quote[];
  withForwarder: boolean;
  /** with quote_rfq: the row's Inquire button opens the RFQ modal */
  onInquire?: (quote: Quote) => void;
  /** with quote_booking: the row's Book button opens the FCL booking form filled from the quote */
  canBook?: boolean;
  sort: Sort;
  onSort: (sort: Sort) => void;
}

const orderOf = (sort: Sort, field: string): SortOrder | null =>
  sort.field === field ? (sort.order === "desc" ? "descend" : "ascend") : null;

/** The quotes: sortable by each container type's price, transit time and validity; cheapest highlighted. */
export function QuotesTable({ rows, pageRows = rows, withForwarder, onInquire, canBook, sort, onSort }: QuoteListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { types, cheapest } = usePagePrices(pageRows);
  const sortable = (field: string) => ({
    sorter: true,
    sortOrder: orderOf(sort, field),
    sortDirections: ["ascend", "descend"] as SortOrder[],
  });

  const columns: ColumnsType<Quote> = [
    textColumn({ key: "carrier", title: t("quotes.columns.carrier"), width: 150, value: (q) => q.carrier_name }),
    ...(withForwarder
      ? [
          textColumn<Quote>({
            key: "forwarder",
            title: t("quotes.columns.forwarder"),
            width: 160,
            value: (q) => q.forwarder_name ?? "",
          }),
        ]
      : []),
    textColumn({ key: "pol", title: t("quotes.columns.pol"), width: 110, value: (q) => q.pol_name }),
    textColumn({ key: "pod", title: t("quotes.columns.pod"), width: 110, value: (q) => q.pod_name }),
    textColumn({ key: "to", title: t("quotes.columns.to"), width: 110, value: (q) => q.to_name }),
    ...types.map((type) => ({
      key: `price_${type.id}`,
      title: type.name,
      width: 120,
      ...sortable(`price_${type.id}`),
      render: (_: unknown, quote: Quote) => {
        const space = quote.spaces.find((s) => s.container_id === type.id);
        if (!space) return <Typography.Text type="secondary">–</Typography.Text>;
        const cheapestHere = isCheapest(cheapest, quote, space);
        return (
          <Typography.Text
            strong={cheapestHere}
            type={cheapestHere ? "success" : undefined}
            data-cheapest={cheapestHere ? "true" : undefined}
            title={cheapestHere ? t("quotes.cheapest") : undefined}
            style={{ whiteSpace: "nowrap" }}
          >
            {quote.currency} {formatNumber(space.price, language, 2)}
          </Typography.Text>
        );
      },
    })),
    {
      key: "transit_days",
      title: t("quotes.columns.transitDays"),
      width: 110,
      ...sortable("transit_days"),
      render: (_, quote) => (quote.transit_days === null ? "" : quote.transit_days),
    },
    {
      key: "edate",
      title: t("quotes.columns.validity"),
      width: 200,
      ...sortable("edate"),
      onCell: () => ({ style: { whiteSpace: "nowrap" } }),
      render: (_, quote) => `${formatDate(quote.sdate, language)} – ${formatDate(quote.edate, language)}`,
    },
    textColumn({ key: "remark", title: t("quotes.columns.remark"), width: 160, value: (q) => q.remark }),
    ...(onInquire || canBook
      ? [
          actionsColumn<Quote>({
            title: t("quotes.actions.action"),
            width: canBook && onInquire ? 130 : 90,
            render: (quote) => (
              <Space size={12}>
                {canBook && <Link to={`/bookings/create-fcl?quote=${quote.id}`}>{t("quotes.actions.book")}</Link>}
                {onInquire && (
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onInquire(quote)}>
                    {t("quotes.actions.inquire")}
                  </Button>
                )}
              </Space>
            ),
          }),
        ]
      : []),
  ];

  return (
    <ListTable<Quote>
      rowKey="id"
      columns={columns}
      rows={rows}
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = one?.order ? String(one.columnKey) : undefined;
        onSort({ field, order: one?.order === "descend" ? "desc" : one?.order === "ascend" ? "asc" : undefined });
      }}
    />
  );
}
