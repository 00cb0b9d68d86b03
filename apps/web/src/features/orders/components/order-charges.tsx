import type { OrderCharge } from "@haiyun/shared/schemas/order-charge";
import { useQuery } from "@tanstack/react-query";
import { Card, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client";
import { formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";

/** An amount with its currency, as the order pages show money ("USD 50.00"). */
export const moneyText = (amount: string, currency: string, language: Parameters<typeof formatNumber>[1]) =>
  [currency, formatNumber(amount, language, 2)].filter(Boolean).join(" ");

/**
 * What an order owes beyond its freight (an accepted revision's fee): "Plus charges: USD 50.00
 * SI revision". Nothing when there are none.
 */
export function OrderCharges({ charges }: { charges: readonly OrderCharge[] | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!charges || charges.length === 0) return null;
  return (
    <Flex vertical gap={2} data-testid="order-charges">
      <Typography.Text type="secondary">{t("revision.charges.plus")}</Typography.Text>
      {charges.map((charge) => (
        <Typography.Text key={`${charge.create_time}-${charge.kind}-${charge.amount}`}>
          {moneyText(charge.amount, charge.currency, language)}{" "}
          {t(`revision.charges.kinds.${charge.kind}`, { defaultValue: charge.kind })}
          {charge.note ? ` (${charge.note})` : ""}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** The charges in a card of their own, for an order page (nothing when there are none). */
export function OrderChargesCard({ charges }: { charges: readonly OrderCharge[] | undefined }) {
  const { t } = useTranslation();
  if (!charges || charges.length === 0) return null;
  return (
    <Card size="small" title={t("revision.charges.title")}>
      <OrderCharges charges={charges} />
    </Card>
  );
}

/**
 * The charges of order `orderId` where a step shows them beside an amount (the customer's payment,
 * operations' invoice): read with the order, as its owner or as operations.
 */
export function OrderChargesOf({ orderId, side }: { orderId: number; side: "owner" | "ops" }) {
  const charges = useQuery({
    queryKey: ["orders", "order", orderId, "charges", side],
    queryFn: ({ signal }) =>
      api.get<{ charges: OrderCharge[] }>(side === "ops" ? `/ops/order/${orderId}` : `/order/${orderId}`, undefined, { signal }),
    select: (order) => order.charges,
  });
  return <OrderCharges charges={charges.data} />;
}
