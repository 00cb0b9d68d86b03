import type { OrderStatus } from "@haiyun/shared/constants/order-status";
import { canTransition, type OrderAction } from "@haiyun/shared/constants/order-transitions";
import { FEEDBACK_SEVERITIES } from "@haiyun/shared/schemas/order-amendment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Checkbox, Flex, Form, Input, Modal, Select, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { keepEnterFromSubmitting } from "../../../lib/enter-guard";
import { requiredRule } from "../../../lib/form-rules";
import { callOrderAction } from "../../../lib/order-action-client";
import {
  AmendmentSummary,
  BOOKING_HEAD_FIELDS,
  BookingChangeTags,
  FeedbackList,
  fieldLabel,
  showActionError,
  useAmendmentState,
} from "../../orders";
import type { OpsOrderDetail } from "../api/get-ops-order";
import { SailingFields, type SailingValues, sailingBody, sailingOf } from "./sailing-fields";

// Operations' side of a booking's changes on the desk: ask the customer for an update (status 1),
// decide the customer's amendment request (accept, optionally re-confirming the sailing, or decline
// with a reason), and update the sailing of a confirmed booking before it sails (a roll-over).

// what a feedback may point at: a head field, the parties, or one of the lists of rows
const FEEDBACK_FIELDS = [...BOOKING_HEAD_FIELDS, "contacts", "spaces", "containers", "cargos"] as const;

type Dialog = "request_update" | "accept_amendment" | "decline_amendment" | "update_confirmation";
interface Values {
  feedbacks?: { severity: string; field: string; message: string }[];
  reason?: string;
  reconfirm?: boolean;
  sailing?: SailingValues;
}

function useChangeAction(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dialog, values }: { dialog: Dialog; values: Values }) => {
      if (dialog === "request_update") {
        const feedbacks = (values.feedbacks ?? []) as {
          severity: "info" | "warning" | "error";
          field: string;
          message: string;
        }[];
        return callOrderAction("request_update", orderId, { feedbacks });
      }
      if (dialog === "update_confirmation")
        return callOrderAction("update_confirmation", orderId, sailingBody(values.sailing ?? {}));
      if (dialog === "decline_amendment") return callOrderAction("decline_amendment", orderId, { reason: values.reason ?? "" });
      const confirmation = values.reconfirm ? sailingBody(values.sailing ?? {}) : undefined;
      return callOrderAction("accept_amendment", orderId, { reason: values.reason ?? "", confirmation });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["ops"] }),
        queryClient.invalidateQueries({ queryKey: ["orders", "order", orderId] }),
      ]),
  });
}

function ChangeForm({ order, dialog, onClose }: { order: OpsOrderDetail; dialog: Dialog; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const action = useChangeAction(order.id);
  const reconfirm = Form.useWatch("reconfirm", form);
  const done = {
    request_update: "amendments.ops.sent",
    accept_amendment: "amendments.ops.accepted",
    decline_amendment: "amendments.ops.declined",
    update_confirmation: "amendments.ops.confirmationUpdated",
  }[dialog];
  const onFinish = (values: Values) =>
    action.mutate(
      { dialog, values },
      {
        onSuccess: () => {
          message.success(t(done));
          onClose();
        },
        onError: (err) => {
          if (showActionError(err, { t, message, form })) onClose();
        },
      },
    );
  const severityOptions = FEEDBACK_SEVERITIES.map((value) => ({ value, label: t(`amendments.severity.${value}`) }));
  const fieldOptions = FEEDBACK_FIELDS.map((value) => ({ value, label: fieldLabel(t, value) }));
  return (
    <Form<Values>
      name="booking-changes"
      form={form}
      layout="vertical"
      onKeyDown={keepEnterFromSubmitting}
      onFinish={onFinish}
      initialValues={{ feedbacks: [{ severity: "error", field: "ready_date", message: "" }], sailing: sailingOf(order) }}
    >
      {dialog === "request_update" && (
        <Form.List name="feedbacks">
          {(items, { add, remove }) => (
            <Flex vertical gap={8}>
              {items.map((item) => (
                <Flex key={item.key} gap={8} wrap align="start">
                  <Form.Item name={[item.name, "severity"]} label={t("amendments.ops.severity")} rules={[requiredRule(t)]}>
                    <Select options={severityOptions} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name={[item.name, "field"]} label={t("amendments.ops.field")} rules={[requiredRule(t)]}>
                    <Select options={fieldOptions} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item
                    name={[item.name, "message"]}
                    label={t("amendments.ops.message")}
                    rules={[requiredRule(t)]}
                    style={{ flex: 1, minWidth: 200 }}
                  >
                    <Input maxLength={500} />
                  </Form.Item>
                  {items.length > 1 && <Button onClick={() => remove(item.name)}>{t("common.actions.remove")}</Button>}
                </Flex>
              ))}
              {items.length < 20 && (
                <Button onClick={() => add({ severity: "error", field: "ready_date", message: "" })}>
                  {t("amendments.ops.addFeedback")}
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      )}
      {dialog === "decline_amendment" && (
        <Form.Item name="reason" label={t("amendments.ops.declineReason")} rules={[requiredRule(t)]}>
          <Input.TextArea maxLength={255} showCount />
        </Form.Item>
      )}
      {dialog === "accept_amendment" && (
        <Form.Item name="reconfirm" valuePropName="checked">
          <Checkbox>{t("amendments.ops.reconfirm")}</Checkbox>
        </Form.Item>
      )}
      {(dialog === "update_confirmation" || (dialog === "accept_amendment" && reconfirm)) && (
        <SailingFields prefix={["sailing"]} timeZone={order.pol_time_zone} containerMode={order.container_mode} />
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={action.isPending}>
          {t("common.actions.confirm")}
        </Button>
      </Flex>
    </Form>
  );
}

const TITLES: Record<Dialog, string> = {
  request_update: "amendments.ops.requestUpdateTitle",
  accept_amendment: "amendments.ops.accept",
  decline_amendment: "amendments.ops.decline",
  update_confirmation: "amendments.ops.updateConfirmationTitle",
};
const BUTTONS: Record<Dialog, string> = {
  request_update: "amendments.ops.requestUpdate",
  accept_amendment: "amendments.ops.accept",
  decline_amendment: "amendments.ops.decline",
  update_confirmation: "amendments.ops.updateConfirmation",
};

/** The booking-changes card of the operations desk, with its buttons as the transition table allows. */
export function OpsBookingChanges({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { data: state } = useAmendmentState(order.id);
  const sides = { amendment: order.amendment_status };
  const allowed = (action: OrderAction) => canTransition(action, "ops", order.status as OrderStatus, sides);
  const dialogs = (Object.keys(TITLES) as Dialog[]).filter(allowed);
  const open = state?.amendment?.status === "requested" ? state.amendment : null;
  const hasFacts = Boolean(state?.amendment || state?.update_status || state?.feedbacks.length);
  if (dialogs.length === 0 && !hasFacts) return null;
  return (
    // a card holding nothing but buttons is an empty frame on paper (buttons do not print)
    <Card data-testid="ops-booking-changes" className={hasFacts ? undefined : "no-print"}>
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          <BookingChangeTags state={state} />
          {dialogs.map((name) => (
            <Button key={name} danger={name === "decline_amendment"} onClick={() => setDialog(name)}>
              {t(BUTTONS[name])}
            </Button>
          ))}
        </Flex>
        {state && state.feedbacks.length > 0 && (
          <>
            <Typography.Text strong>{t("amendments.feedback.opsTitle")}</Typography.Text>
            <FeedbackList feedbacks={state.feedbacks} />
          </>
        )}
        {open && (
          <>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t("amendments.ops.amendmentTitle")}
            </Typography.Title>
            <AmendmentSummary amendment={open} />
          </>
        )}
      </Flex>
      <Modal
        open={dialog !== null}
        title={dialog ? t(TITLES[dialog], { orderNo: order.order_no }) : ""}
        onCancel={() => setDialog(null)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        {dialog && <ChangeForm order={order} dialog={dialog} onClose={() => setDialog(null)} />}
      </Modal>
    </Card>
  );
}
