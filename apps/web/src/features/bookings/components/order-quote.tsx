import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import type { OrderDetail } from "../../orders";

type QuoteFields = Pick<OrderDetail, "quote" | "booking_amount" | "booking_currency">;

/**
 * The quote an order was booked from, as the order keeps it (a later edit of the rate
 * changes nothing here): validity, each container type's price × count, the booking amount.
 */
export function OrderQuote({ order }: { order: QuoteFields }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const quote = order.quote;
  if (!quote) return null;
  const money = (amount: string) => `${quote.currency} ${formatNumber(amount, language, 2)}`;
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t("bookings.quote.intro", {
          id: quote.id,
          sdate: formatDate(quote.sdate, language),
          edate: formatDate(quote.edate, language),
        })}
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="container_id"
        dataSource={quote.lines}
        columns={[
          { key: "type", title: t("bookings.quote.type"), render: (_, line) => line.container_name },
          { key: "price", title: t("bookings.quote.price"), align: "right", render: (_, line) => money(line.price) },
          { key: "count", title: t("bookings.quote.count"), align: "right", render: (_, line) => line.count },
          { key: "amount", title: t("bookings.quote.amount"), align: "right", render: (_, line) => money(line.amount) },
        ]}
        summary={() =>
          order.booking_amount === null ? null : (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>{t("bookings.columns.booking_amount")}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Typography.Text strong data-testid="order-booking-amount">
                  {`${order.booking_currency} ${formatNumber(order.booking_amount, language, 2)}`}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </>
  );
}
