import { DisconnectOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Descriptions, Flex, Form, Typography } from "antd";
import type { Dayjs } from "dayjs";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/form-errors";
import { formatDate, formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import type { SpaceRow } from "../../orders";
import { type EstimateSpace, useBookingQuote, useQuoteEstimate } from "../api/booking-quote";

/** The spaces an estimate can price: a type chosen once and a whole count of at least 1. */
export function estimableSpaces(spaces: (SpaceRow | undefined)[] | undefined): EstimateSpace[] {
  const seen = new Set<number>();
  const out: EstimateSpace[] = [];
  for (const space of spaces ?? []) {
    const { container_id: type, count } = space ?? {};
    if (typeof type !== "number" || typeof count !== "number" || !Number.isInteger(count) || count < 1) continue;
    if (seen.has(type)) continue;
    seen.add(type);
    out.push({ container_id: type, count });
  }
  return out;
}

/** A ready date after the quote's last day: the price may not hold then (a warning, not a block). */
export function readyAfterValidity(ready: Dayjs | null | undefined, edate: string | undefined) {
  return !!ready && !!edate && ready.isAfter(dayjs(edate), "day");
}

/**
 * The quote an FCL booking is made from — its carrier, route and validity, the estimated
 * amount of the spaces as they are typed (POST /quote/estimate), a warning when the ready date
 * falls after the validity, and a way to book without it.
 */
export function QuotePanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = Form.useFormInstance();
  // no field holds the quote id: watched from the store
  const quoteId = (Form.useWatch("quote_id", { form, preserve: true }) as number | null | undefined) ?? 0;
  const spaces = Form.useWatch("spaces", form) as SpaceRow[] | undefined;
  const ready = Form.useWatch("ready_date", form) as Dayjs | null | undefined;
  const quote = useBookingQuote(quoteId);
  const wanted = useDebouncedValue(estimableSpaces(spaces), 300);
  const estimate = useQuoteEstimate(quoteId, wanted);
  if (!quoteId) return null;

  const unlink = (
    <Button size="small" icon={<DisconnectOutlined />} onClick={() => form.setFieldValue("quote_id", null)}>
      {t("bookingForm.quote.unlink")}
    </Button>
  );
  const money = (currency: string, amount: string) => `${currency} ${formatNumber(amount, language, 2)}`;
  const q = quote.data;
  const estimateText = () => {
    if (wanted.length === 0) return t("bookingForm.quote.estimateNone");
    if (estimate.isError) return serverMessage(estimate.error) ?? estimate.error.message;
    if (!estimate.data) return t("common.loading");
    return estimate.data.totals.map((total) => money(total.currency, total.amount)).join(" + ");
  };

  return (
    <Card
      title={t("bookingForm.quote.title", { id: quoteId })}
      extra={unlink}
      data-testid="quote-panel"
      style={{ marginBottom: 16 }}
    >
      <Flex vertical gap={12}>
        {quote.isError && <Alert type="error" showIcon title={t("bookingForm.quote.notLive")} />}
        {q && (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: "carrier", label: t("bookingForm.fields.carrier_id"), children: q.carrier_name },
              { key: "route", label: t("bookingForm.quote.route"), children: `${q.pol_name} → ${q.pod_name} (${q.to_name})` },
              {
                key: "validity",
                label: t("bookingForm.quote.validity"),
                children: `${formatDate(q.sdate, language)} – ${formatDate(q.edate, language)}`,
              },
              {
                key: "prices",
                label: t("bookingForm.quote.prices"),
                children: q.spaces.map((space) => `${space.container_name} ${money(q.currency, space.price)}`).join(", "),
              },
            ]}
          />
        )}
        <Typography.Text data-testid="quote-estimate">
          {t("bookingForm.quote.estimate")}: <Typography.Text strong>{estimateText()}</Typography.Text>
        </Typography.Text>
        {q && ready && readyAfterValidity(ready, q.edate) && (
          <Alert
            type="warning"
            showIcon
            title={t("bookingForm.quote.lateReady", {
              ready: formatDate(ready.format("YYYY-MM-DD"), language),
              edate: formatDate(q.edate, language),
            })}
          />
        )}
      </Flex>
    </Card>
  );
}
