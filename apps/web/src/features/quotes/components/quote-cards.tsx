import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListCards } from "../../../components/list-page";
import { formatDate, formatNumber, formatRoute } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import type { Quote } from "../api/quotes-api";
import { isCheapest, usePagePrices } from "./quote-prices";
import type { QuoteListProps } from "./quotes-table";

// the theme's success text colour (lib/theme: darker than the success green, for contrast)
const CHEAPEST_STYLE = { color: "var(--ant-color-success-text, #237804)", fontWeight: 600 } as const;

/**
 * The quotes on a phone: a card per quote with its carrier, lane, a price per container type (the
 * page's cheapest in green, as in the table), transit, validity and its actions; the table's
 * column sorting becomes one "sort by" choice above the cards.
 */
export function QuoteCards({ rows, pageRows = rows, withForwarder, onInquire, canBook, sort, onSort }: QuoteListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { types, cheapest } = usePagePrices(pageRows);
  const column = (key: string) => t(`quotes.columns.${key}`);
  // a quote's prices in the order of the page's container types, as the table's columns
  const place = new Map(types.map((type, index) => [type.id, index]));
  const inOrder = (spaces: Quote["spaces"]) =>
    [...spaces].sort((a, b) => (place.get(a.container_id) ?? 0) - (place.get(b.container_id) ?? 0));
  const sortOptions = [
    ...types.flatMap((type) =>
      (["asc", "desc"] as const).map((order) => ({
        value: `price_${type.id}:${order}`,
        label: t(`quotes.sort.price_${order}`, { type: type.name }),
      })),
    ),
    ...(["transit_days", "edate"] as const).flatMap((field) =>
      (["asc", "desc"] as const).map((order) => ({ value: `${field}:${order}`, label: t(`quotes.sort.${field}_${order}`) })),
    ),
  ];
  return (
    <>
      {/* the phone's own chooser, as a plain select: no dropdown to align as the list mounts */}
      <select
        className="list-cards-sort"
        aria-label={t("quotes.sort.label")}
        value={sort.field ? `${sort.field}:${sort.order ?? "asc"}` : ""}
        onChange={(event) => {
          const [field, order] = event.target.value ? event.target.value.split(":") : [];
          onSort({ field: field || undefined, order: order === "desc" ? "desc" : order === "asc" ? "asc" : undefined });
        }}
      >
        <option value="">{t("quotes.sort.label")}</option>
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ListCards<Quote>
        label={t("quotes.title")}
        rows={rows}
        rowKey={(quote) => quote.id}
        card={(quote) => ({
          title: quote.carrier_name,
          fields: [
            ...(withForwarder ? [{ key: "forwarder", label: column("forwarder"), value: quote.forwarder_name }] : []),
            { key: "route", label: column("route"), value: formatRoute(quote) },
            ...inOrder(quote.spaces).map((space) => {
              const lowest = isCheapest(cheapest, quote, space);
              return {
                key: `price_${space.container_id}`,
                label: space.container_name,
                value: (
                  <span
                    data-cheapest={lowest ? "true" : undefined}
                    title={lowest ? t("quotes.cheapest") : undefined}
                    style={lowest ? CHEAPEST_STYLE : undefined}
                  >
                    {quote.currency} {formatNumber(space.price, language, 2)}
                  </span>
                ),
              };
            }),
            { key: "transit_days", label: column("transitDays"), value: quote.transit_days ?? "" },
            {
              key: "validity",
              label: column("validity"),
              value: `${formatDate(quote.sdate, language)} – ${formatDate(quote.edate, language)}`,
            },
            { key: "remark", label: column("remark"), value: quote.remark },
          ],
          actions: (onInquire || canBook) && (
            <>
              {canBook && <Link to={`/bookings/create-fcl?quote=${quote.id}`}>{t("quotes.actions.book")}</Link>}
              {onInquire && (
                <button type="button" className="list-card-action" onClick={() => onInquire(quote)}>
                  {t("quotes.actions.inquire")}
                </button>
              )}
            </>
          ),
        })}
      />
    </>
  );
}
