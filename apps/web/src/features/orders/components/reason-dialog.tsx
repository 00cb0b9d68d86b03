import { LIMITS } from "@haiyun/shared/constants/limits";
import { reasonSchema } from "@haiyun/shared/schemas/order-view";
import type { QueryKey } from "@tanstack/react-query";
import { Alert, App, Button, Col, Form, Input, Modal, Row, Typography } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { keepEnterFromSubmitting } from "../../../lib/enter-guard";
import { serverMessage } from "../../../lib/form-errors";
import { maxLengthOf, zodRule } from "../../../lib/form-rules";
import { useIdempotencyKey } from "../../../lib/idempotency-key";
import { routeOf } from "../../../lib/order-action-client";
import { useIsMobile } from "../../../lib/use-media-query";
import type { ReasonAction } from "../api/order-action-kinds";
import { type OrderActionVariables, useOrderAction } from "../api/use-order-action";
import { showActionError } from "../utils/action-error";

const FIELDS = ["reason"] as const;
const reasonField = reasonSchema.shape.reason;

export interface ReasonDialogProps {
  /** the order and the action taken on it; closed when null */
  target: { id: number; order_no: string; action: ReasonAction } | null;
  onClose: () => void;
  /** what else to ask again after the answer (the desk's lists) */
  refresh?: readonly QueryKey[];
}

/**
 * Any action that carries a reason only, in the words of its texts (`actions.<action>.dialog`):
 * the reason, then a last question when the texts have one (what cannot be undone), else the dialog
 * is the confirmation. A refusal shows in the dialog when the texts name its heading, else as a notice.
 */
export function ReasonDialog({ target, onClose, refresh }: ReasonDialogProps) {
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
      {target && <ReasonForm target={target} onClose={onClose} refresh={refresh} />}
    </Modal>
  );
}

type ReasonFormProps = Omit<ReasonDialogProps, "target"> & { target: NonNullable<ReasonDialogProps["target"]> };

function ReasonForm({ target, onClose, refresh }: ReasonFormProps) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const { id, order_no: orderNo, action } = target;
  const act = useOrderAction(action, { refresh });
  const { keyFor } = useIdempotencyKey();
  const text = (key: string, values?: Record<string, string>) => t(`actions.${action}.dialog.${key}`, values);
  const has = (key: string) => i18n.exists(`actions.${action}.dialog.${key}`);
  const failedInDialog = has("failed");

  const send = async (reason: string) => {
    // the same reason sent again is the same action (the server answers its first result)
    const key = routeOf(action, id).idempotent ? { idempotencyKey: keyFor({ id, reason }) } : {};
    try {
      await act.mutateAsync({ id, body: { reason }, ...key } as OrderActionVariables<ReasonAction>);
      message.success(text("done", { orderNo }));
      onClose();
    } catch (err) {
      if (!failedInDialog && showActionError(err, { t, message, form, fields: FIELDS })) onClose();
    }
  };

  const onFinish = ({ reason }: { reason: string }) => {
    if (!has("confirmTitle")) return void send(reason.trim());
    modal.confirm({
      title: text("confirmTitle", { orderNo }),
      content: text("confirmContent"),
      okText: text("ok"),
      okButtonProps: { danger: true },
      cancelText: t("ops.actions.back"),
      // the answer is shown by send itself: the confirmation closes whatever it was
      onOk: () => send(reason.trim()),
    });
  };
  // an action's own words for a missing reason, else the schema's
  const rules: Rule[] = has("reasonRequired")
    ? [
        { required: true, whitespace: true, message: text("reasonRequired") },
        { max: LIMITS.REMARK_MAX, message: t("validation.max_length", { max: LIMITS.REMARK_MAX }) },
      ]
    : [zodRule(reasonField, t)];

  return (
    <Form
      // a name of its own: its field's id never meets another form's "reason" on the page
      name={`${action}-dialog`}
      form={form}
      layout="vertical"
      onKeyDown={keepEnterFromSubmitting}
      onFinish={onFinish}
    >
      {has("intro") && <Typography.Paragraph type="secondary">{text("intro", { orderNo })}</Typography.Paragraph>}
      <Form.Item name="reason" label={has("reason") ? text("reason") : t("ops.reason")} rules={rules} required>
        <Input.TextArea rows={4} maxLength={maxLengthOf(reasonField)} showCount />
      </Form.Item>
      {failedInDialog && act.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={text("failed")}
          description={serverMessage(act.error) ?? act.error.message}
        />
      )}
      <Row justify="end" gutter={8}>
        <Col>
          <Button onClick={onClose}>{has("keep") ? text("keep") : t("ops.actions.back")}</Button>
        </Col>
        <Col>
          <Button type="primary" danger htmlType="submit" loading={act.isPending}>
            {text("ok")}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
