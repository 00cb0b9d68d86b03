import { LIMITS } from "@haiyun/shared/constants/limits";
import { Alert, App, Form, Input, Modal, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/form-errors";
import { useIdempotencyKey } from "../../../lib/idempotency-key";
import { useCancelOrder } from "../api/cancel-order";

export interface CancelOrderDialogProps {
  order: { id: number; order_no: string } | null;
  open: boolean;
  onClose: () => void;
}

/** The cancel action (owner, statuses 0 and 1): the dialog asks for the reason and is the confirmation. */
export function CancelOrderDialog({ order, open, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancelOrder();
  const { keyFor, reset: newAction } = useIdempotencyKey();
  const { reset: clearError } = cancel;
  useEffect(() => {
    if (!open) return;
    // a new opening is a new action: a new key, a blank reason, no old error
    newAction();
    clearError();
    form.resetFields();
  }, [open, form, newAction, clearError]);

  const submit = async () => {
    if (!order) return;
    const { reason } = await form.validateFields();
    const body = { id: order.id, reason: reason.trim() };
    await cancel.mutateAsync({ ...body, idempotencyKey: keyFor(body) });
    message.success(t("actions.cancel.dialog.done", { orderNo: order.order_no }));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t("actions.cancel.dialog.title")}
      okText={t("actions.cancel.dialog.ok")}
      okButtonProps={{ danger: true }}
      cancelText={t("actions.cancel.dialog.keep")}
      confirmLoading={cancel.isPending}
      // validation failures stay on the field, a refused call in the alert: the dialog stays open
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph>{t("actions.cancel.dialog.intro", { orderNo: order?.order_no ?? "" })}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t("actions.cancel.dialog.reason")}
          rules={[
            { required: true, whitespace: true, message: t("actions.cancel.dialog.reasonRequired") },
            { max: LIMITS.REMARK_MAX, message: t("validation.max_length", { max: LIMITS.REMARK_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={LIMITS.REMARK_MAX} showCount />
        </Form.Item>
      </Form>
      {cancel.isError && (
        <Alert
          type="error"
          showIcon
          title={t("actions.cancel.dialog.failed")}
          description={serverMessage(cancel.error) ?? cancel.error.message}
        />
      )}
    </Modal>
  );
}
