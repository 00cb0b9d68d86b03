import { StopOutlined } from "@ant-design/icons";
import { LIMITS } from "@haiyun/shared/constants/limits";
import type { OrderStatus } from "@haiyun/shared/constants/order-status";
import { canTransition } from "@haiyun/shared/constants/order-transitions";
import type { Fee } from "@haiyun/shared/time/fee-tier";
import { Alert, App, Button, Form, Input, Modal, Skeleton, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/form-errors";
import { useCancellationFee, useRequestCancellation } from "../api/cancellation";
import type { OrderDetail } from "../api/order-keys";

type Order = Pick<OrderDetail, "id" | "order_no" | "status" | "cancellation_status">;

/** "USD 100.00" and why: the fee as the dialog and the note show it. */
export function useFeeText() {
  const { t } = useTranslation();
  return {
    amount: (fee: Pick<Fee, "amount" | "currency">) => `${fee.currency} ${fee.amount}`,
    tier: (fee: Pick<Fee, "tier">) => t(`sideRequests.cancellation.tiers.${fee.tier}`),
  };
}

/**
 * The owner's "Request cancellation" on a confirmed order (2–8, 20), shown while no request is
 * open (the transition table says so); before confirmation the direct cancel stands instead.
 */
export function CancellationRequestButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const allowed = canTransition("request_cancellation", "owner", order.status as OrderStatus, {
    cancellation: order.cancellation_status,
  });
  if (!allowed && !open) return null;
  return (
    <>
      <Button danger icon={<StopOutlined />} onClick={() => setOpen(true)} data-testid="request-cancellation">
        {t("sideRequests.cancellation.button")}
      </Button>
      <CancellationRequestDialog order={order} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

interface DialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/** The fee first (asked when the dialog opens), then the reason; sending is the confirmation. */
export function CancellationRequestDialog({ order, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const fee = useCancellationFee(order.id, open);
  const request = useRequestCancellation();
  const feeText = useFeeText();
  const { reset: clearError } = request;
  useEffect(() => {
    if (!open) return;
    clearError();
    form.resetFields();
  }, [open, form, clearError]);

  const submit = async () => {
    const { reason } = await form.validateFields();
    const answer = await request.mutateAsync({ id: order.id, reason: reason.trim() });
    message.success(t("sideRequests.cancellation.done", { orderNo: order.order_no, fee: feeText.amount(answer.fee) }));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t("sideRequests.cancellation.title", { orderNo: order.order_no })}
      okText={t("sideRequests.cancellation.submit")}
      okButtonProps={{ danger: true, disabled: !fee.data }}
      cancelText={t("sideRequests.cancellation.keep")}
      confirmLoading={request.isPending}
      // a field left empty stays on the field, a refused call in the alert: the dialog stays open
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t("sideRequests.cancellation.intro")}</Typography.Paragraph>
      <FeeBox fee={fee.data} loading={fee.isPending && open} error={fee.error} />
      {/* a name of its own: its "reason" never shares an id with another dialog's on the order's page */}
      <Form name="request-cancellation" form={form} layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item
          name="reason"
          label={t("sideRequests.cancellation.reason")}
          rules={[
            { required: true, whitespace: true, message: t("sideRequests.cancellation.reasonRequired") },
            { max: LIMITS.REMARK_MAX, message: t("validation.max_length", { max: LIMITS.REMARK_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={LIMITS.REMARK_MAX} showCount />
        </Form.Item>
      </Form>
      {request.isError && (
        <Alert
          type="error"
          showIcon
          title={t("sideRequests.cancellation.failed")}
          description={serverMessage(request.error) ?? request.error.message}
        />
      )}
    </Modal>
  );
}

function FeeBox({ fee, loading, error }: { fee: Fee | undefined; loading: boolean; error: Error | null }) {
  const { t } = useTranslation();
  const feeText = useFeeText();
  if (fee) {
    return (
      <Alert
        type={fee.tier === 0 ? "success" : "warning"}
        showIcon
        data-testid="cancellation-fee"
        data-tier={fee.tier}
        title={t("sideRequests.cancellation.fee", { currency: fee.currency, amount: fee.amount })}
        description={
          <>
            <div>{feeText.tier(fee)}</div>
            <Typography.Text type="secondary">{t("sideRequests.cancellation.confirmHint")}</Typography.Text>
          </>
        }
      />
    );
  }
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("sideRequests.cancellation.feeFailed", { msg: serverMessage(error) ?? error.message })}
      />
    );
  }
  return loading ? (
    <div role="status" aria-label={t("sideRequests.cancellation.feeLoading")}>
      <Skeleton active title={false} paragraph={{ rows: 2 }} />
    </div>
  ) : null;
}
