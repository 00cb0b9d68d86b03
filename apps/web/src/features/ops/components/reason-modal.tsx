import { reasonSchema } from "@haiyun/shared/schemas/order-view";
import { App, Button, Col, Form, Input, Modal, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { keepEnterFromSubmitting } from "../../../lib/enter-guard";
import { maxLengthOf, zodRule } from "../../../lib/form-rules";
import { useIsMobile } from "../../../lib/use-media-query";
import { type ReasonAction, useReasonAction } from "../api/ops-actions";
import { showActionError } from "../utils/action-error";

const FIELDS = ["reason"] as const;
const reasonField = reasonSchema.shape.reason;

export interface ReasonModalProps {
  /** the order and what is done to it; closed when null */
  target: { id: number; order_no: string; action: ReasonAction } | null;
  onClose: () => void;
}

/**
 * Reject the booking or cancel the order (reject_booking, cancel_by_ops): a reason, then a
 * last confirmation before the order changes, since neither can be undone.
 */
export function ReasonModal({ target, onClose }: ReasonModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={target !== null}
      title={target ? t(`actions.${target.action}.dialog.title`, { orderNo: target.order_no }) : null}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 520}
      destroyOnHidden
    >
      {target && <ReasonForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function ReasonForm({ target, onClose }: { target: NonNullable<ReasonModalProps["target"]>; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const act = useReasonAction();
  const { id, order_no: orderNo, action } = target;

  const send = async (reason: string) => {
    try {
      await act.mutateAsync({ id, action, reason });
      message.success(t(`actions.${action}.dialog.done`, { orderNo }));
      onClose();
    } catch (err) {
      if (showError(err)) onClose();
    }
  };
  const showError = (err: unknown) => showActionError(err, { t, message, form, fields: FIELDS });

  const onFinish = ({ reason }: { reason: string }) => {
    modal.confirm({
      title: t(`actions.${action}.dialog.confirmTitle`, { orderNo }),
      content: t(`actions.${action}.dialog.confirmContent`),
      okText: t(`actions.${action}.dialog.ok`),
      okButtonProps: { danger: true },
      cancelText: t("ops.actions.back"),
      // the answer is shown by send itself: the confirmation closes whatever it was
      onOk: () => send(reason.trim()),
    });
  };

  return (
    <Form form={form} layout="vertical" onKeyDown={keepEnterFromSubmitting} onFinish={onFinish}>
      <Typography.Paragraph type="secondary">{t(`actions.${action}.dialog.intro`)}</Typography.Paragraph>
      <Form.Item name="reason" label={t(`actions.${action}.dialog.reason`)} rules={[zodRule(reasonField, t)]} required>
        <Input.TextArea rows={4} maxLength={maxLengthOf(reasonField)} showCount />
      </Form.Item>
      <Row justify="end" gutter={8}>
        <Col>
          <Button onClick={onClose}>{t("ops.actions.back")}</Button>
        </Col>
        <Col>
          <Button type="primary" danger htmlType="submit" loading={act.isPending}>
            {t(`actions.${action}.dialog.ok`)}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
