import { ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Descriptions, Flex, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { type OrderPayment, useOrderPayment } from "../api/order-payment";
import { OrderChargesOf } from "./order-charges";

const money = (amount: string, currency: string, language: Parameters<typeof formatNumber>[1]) =>
  [currency, formatNumber(amount, language, 2)].filter(Boolean).join(" ");

function Owed({ payment }: { payment: OrderPayment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (payment.basis === "none" || payment.amount === null) {
    return <Typography.Text type="secondary">{t("bookings.steps.pay.amountUnknown")}</Typography.Text>;
  }
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong style={{ fontSize: 20 }} data-testid="pay-amount">
        {money(payment.amount, payment.currency, language)}
      </Typography.Text>
      <Typography.Text type="secondary">{t(`bookings.steps.pay.basis.${payment.basis}`)}</Typography.Text>
      {/* an invoice is the whole sum, change fees included: they are added to an estimate only */}
      {(payment.basis === "invoice" ? [] : payment.change_fees).map((fee) => (
        <Typography.Text key={`${fee.create_time}-${fee.amount}`}>
          {t("bookings.steps.pay.changeFee", {
            amount: money(fee.amount, fee.currency, language),
            date: formatDate(fee.create_time, language),
          })}
        </Typography.Text>
      ))}
    </Flex>
  );
}

function PayeeDetails({ payee }: { payee: OrderPayment["payee"] }) {
  const { t } = useTranslation();
  const rows = (["name", "bank", "account", "swift", "bank_address", "note"] as const).filter((key) => payee[key]);
  if (rows.length === 0) return <Alert type="info" showIcon title={t("bookings.steps.pay.noPayee")} />;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      data-testid="pay-payee"
      items={rows.map((key) => ({
        key,
        label: t(`bookings.steps.pay.payee.${key}`),
        children: (
          <Typography.Text copyable={key === "account" || key === "swift"} style={{ whiteSpace: "pre-wrap" }}>
            {payee[key]}
          </Typography.Text>
        ),
      }))}
    />
  );
}

/** The Pay dialog's head: what is owed and the account to pay it into. */
export function PaySummary({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const payment = useOrderPayment(orderId, true);
  if (payment.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (payment.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("bookings.steps.pay.loadFailed")}
        description={payment.error.message}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void payment.refetch()}>
            {t("common.actions.retry")}
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <div>
        <Typography.Text type="secondary" style={{ display: "block" }}>
          {t("bookings.steps.pay.owed")}
        </Typography.Text>
        <Owed payment={payment.data} />
        <OrderChargesOf orderId={orderId} side="owner" />
      </div>
      <div>
        <Typography.Text type="secondary" style={{ display: "block", marginBottom: 4 }}>
          {t("bookings.steps.pay.payeeTitle")}
        </Typography.Text>
        <PayeeDetails payee={payment.data.payee} />
      </div>
    </Flex>
  );
}
