import type { OpsOrderView } from "@haiyun/shared/schemas/supply-view";
import { Alert, App, Button, Card, Flex, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../lib/list/use-language";
import { useIsMobile } from "../../lib/use-media-query";
import { OrderCharges } from "../orders";
import { type RevisionView, useDecideRevision, useRevisions } from "./api";
import { RevisionDiff } from "./revision-diff";
import { RevisionList } from "./revision-list";
import { feeText } from "./revision-text";

type Order = Pick<OpsOrderView, "id" | "order_no" | "revision_status" | "charges"> & {
  supply?: Pick<NonNullable<OpsOrderView["supply"]>, "submit_time"> | null;
};

/** The open revision: its difference and fee, Accept (after a confirmation) or Decline with a reason. */
function Decision({ order, open }: { order: Order; open: RevisionView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const decide = useDecideRevision();
  const [declining, setDeclining] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const fee = open.fee ? feeText(t, open.fee, language) : "";
  const done = (accept: boolean) => () =>
    message.success(t(accept ? "revision.ops.accepted" : "revision.ops.declined", { orderNo: order.order_no }));
  const failed = (err: unknown) => message.error(err instanceof Error ? err.message : t("api.unknown"));

  const accept = () =>
    modal.confirm({
      title: t("revision.ops.accept"),
      content: t("revision.ops.acceptConfirm", { fee }),
      onOk: () => decide.mutateAsync({ id: order.id, accept: true }).then(done(true), failed),
    });
  const decline = async () => {
    const { reason } = await form.validateFields();
    await decide.mutateAsync({ id: order.id, accept: false, reason: reason.trim() }).then(() => {
      done(false)();
      setDeclining(false);
    }, failed);
  };

  return (
    <Alert
      type="warning"
      data-testid="revision-decision"
      title={t("revision.ops.panelTitle", { revision: open.revision })}
      description={
        <Flex vertical gap={8}>
          {open.fee && (
            <Typography.Text>
              {t("revision.feeLabel")}: <strong>{fee}</strong>
            </Typography.Text>
          )}
          {open.reason && <Typography.Text>{t("revision.reasonLine", { reason: open.reason })}</Typography.Text>}
          <RevisionDiff diff={open.diff} />
          <Flex gap={8} wrap>
            <Button type="primary" loading={decide.isPending} onClick={accept} data-testid="revision-accept">
              {t("revision.ops.accept")}
            </Button>
            <Button danger onClick={() => setDeclining(true)} data-testid="revision-decline">
              {t("revision.ops.decline")}
            </Button>
          </Flex>
          <Modal
            open={declining}
            title={t("revision.ops.declineTitle")}
            onCancel={() => setDeclining(false)}
            onOk={() => void decline()}
            confirmLoading={decide.isPending}
            destroyOnHidden
          >
            <Form name="revision-decision" form={form} layout="vertical">
              <Form.Item
                name="reason"
                label={t("revision.ops.declineReason")}
                rules={[{ required: true, whitespace: true, message: t("validation.required") }]}
              >
                <Input.TextArea rows={3} maxLength={255} showCount />
              </Form.Item>
            </Form>
          </Modal>
        </Flex>
      }
    />
  );
}

/** The operations view's revisions: the open one to decide, the order's charges and every version. */
export function OpsRevisionPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const submitted = !!order.supply?.submit_time;
  const revisions = useRevisions(order.id, submitted);
  if (!submitted && order.charges.length === 0) return null;
  const open =
    order.revision_status === "requested" ? revisions.data?.findLast((entry) => entry.status === "requested") : undefined;
  return (
    <Card size={isMobile ? "small" : "medium"} title={t("revision.listTitle")}>
      <Flex vertical gap={12}>
        {open && <Decision order={order} open={open} />}
        <OrderCharges charges={order.charges} />
        {submitted && <RevisionList orderId={order.id} />}
      </Flex>
    </Card>
  );
}
