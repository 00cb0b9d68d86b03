import { CheckOutlined, CloseOutlined } from "@ant-design/icons";
import type { OrderStatus } from "@haiyun/shared/constants/order-status";
import { canTransition, REQUEST_STATE } from "@haiyun/shared/constants/order-transitions";
import { reasonSchema } from "@haiyun/shared/schemas/order-view";
import { Alert, App, Button, Descriptions, Flex, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { keepEnterFromSubmitting } from "../../../lib/enter-guard";
import { maxLengthOf, zodRule } from "../../../lib/form-rules";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useIsMobile } from "../../../lib/use-media-query";
import { lastEventOf, showActionError, useOrderEvents } from "../../orders";
import type { OpsOrderDetail } from "../api/get-ops-order";
import { useDecideCancellation } from "../api/ops-cancellation";

type Order = Pick<OpsOrderDetail, "id" | "order_no" | "status" | "cancellation_status">;
const FIELDS = ["reason"] as const;
const reasonField = reasonSchema.shape.reason;

/** On the desk's order view: the customer's open cancellation request, and operations' decision. */
export function CancellationDecision({ order }: { order: Order }) {
  if (order.cancellation_status !== REQUEST_STATE.REQUESTED) return null;
  return <DecisionPanel order={order} />;
}

function DecisionPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const [declining, setDeclining] = useState(false);
  const events = useOrderEvents(order.id);
  const decide = useDecideCancellation();
  const asked = lastEventOf(events.data, "request_cancellation");
  const fee = asked?.amount ? `${asked.currency} ${asked.amount}` : "…";
  const sides = { cancellation: order.cancellation_status };
  const mayDecide = canTransition("accept_cancellation", "ops", order.status as OrderStatus, sides);
  const orderNo = order.order_no;

  const accept = () =>
    modal.confirm({
      title: t("sideRequests.decision.acceptTitle", { orderNo }),
      content: t("sideRequests.decision.acceptContent", { fee }),
      okText: t("sideRequests.decision.accept"),
      okButtonProps: { danger: true },
      cancelText: t("sideRequests.decision.back"),
      onOk: () =>
        decide.mutateAsync({ id: order.id, decision: { decision: "accept" } }).then(
          () => void message.success(t("sideRequests.decision.acceptDone", { orderNo })),
          (err: unknown) => void showActionError(err, { t, message }),
        ),
    });

  return (
    <Alert
      type="warning"
      showIcon
      data-testid="cancellation-decision"
      title={t("sideRequests.decision.title")}
      description={
        <Flex vertical gap={12}>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: "reason",
                label: t("sideRequests.decision.reason"),
                children: <span style={{ whiteSpace: "pre-wrap" }}>{asked?.reason ?? "…"}</span>,
              },
              { key: "fee", label: t("sideRequests.decision.fee"), children: fee },
              {
                key: "at",
                label: t("sideRequests.decision.askedAt"),
                children: asked ? formatDateTime(asked.create_time, language) : "…",
              },
            ]}
          />
          {mayDecide && (
            <Flex gap={8} wrap>
              <Button type="primary" danger icon={<CheckOutlined />} onClick={accept} loading={decide.isPending}>
                {t("sideRequests.decision.accept")}
              </Button>
              <Button icon={<CloseOutlined />} onClick={() => setDeclining(true)}>
                {t("sideRequests.decision.decline")}
              </Button>
            </Flex>
          )}
          <DeclineModal order={order} open={declining} onClose={() => setDeclining(false)} />
        </Flex>
      }
    />
  );
}

function DeclineModal({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecideCancellation();
  const orderNo = order.order_no;

  const onFinish = async ({ reason }: { reason: string }) => {
    try {
      await decide.mutateAsync({ id: order.id, decision: { decision: "decline", reason: reason.trim() } });
      message.success(t("sideRequests.decision.declineDone", { orderNo }));
      onClose();
    } catch (err) {
      if (showActionError(err, { t, message, form, fields: FIELDS })) onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={t("sideRequests.decision.declineTitle", { orderNo })}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 520}
      destroyOnHidden
    >
      <Form name="cancellation-decision" form={form} layout="vertical" onKeyDown={keepEnterFromSubmitting} onFinish={onFinish}>
        <Typography.Paragraph type="secondary">{t("sideRequests.decision.declineIntro")}</Typography.Paragraph>
        <Form.Item name="reason" label={t("sideRequests.decision.declineReason")} rules={[zodRule(reasonField, t)]} required>
          <Input.TextArea rows={4} maxLength={maxLengthOf(reasonField)} showCount />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t("sideRequests.decision.back")}</Button>
          <Button type="primary" htmlType="submit" loading={decide.isPending}>
            {t("sideRequests.decision.decline")}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
