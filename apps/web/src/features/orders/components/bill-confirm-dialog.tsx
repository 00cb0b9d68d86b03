import { DOCUMENT_TYPE } from "@haiyun/shared/constants/order-status";
import { reasonSchema } from "@haiyun/shared/schemas/order-view";
import { App, Form, Input, Modal, Radio, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { keepEnterFromSubmitting } from "../../../lib/enter-guard";
import { maxLengthOf, zodRule } from "../../../lib/form-rules";
import { useIsMobile } from "../../../lib/use-media-query";
import { documentUrlOf } from "../api/file-blob";
import { useOrderDocuments } from "../api/order-documents";
import type { OrderDocument } from "../api/order-keys";
import { useOrderAction } from "../api/use-order-action";
import { BillCommentsEditor, type BillCommentValue, commentsToSend } from "./bill-comments-editor";
import { FilePreview } from "./file-preview";
import { stepErrorText } from "./step-error";

const reasonField = reasonSchema.shape.reason;

/** The customer's verdict on the bill draft: one of the two actions the dialog takes. */
type BillVerdict = "bill_pass" | "bill_fail";

interface BillValues {
  verdict: BillVerdict;
  reason?: string;
  comments?: BillCommentValue[];
}

/** The bill draft the customer is asked about: the latest document of type 3. */
export function latestBill(documents: readonly OrderDocument[] | undefined): OrderDocument | null {
  const bills = (documents ?? []).filter((doc) => doc.document_type === DOCUMENT_TYPE.BILL_DRAFT);
  return bills.reduce<OrderDocument | null>((last, doc) => (!last || doc.id > last.id ? doc : last), null);
}

export interface BillConfirmDialogProps {
  order: { id: number; order_no: string };
  open: boolean;
  onClose: () => void;
}

/**
 * Bill confirm: pass, or fail with a required reason; the order reloads after (the
 * step's mutation asks for it again). The draft itself shows in the dialog.
 */
export function BillConfirmDialog({ order, open, onClose }: BillConfirmDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const [form] = Form.useForm<BillValues>();
  const verdict = Form.useWatch("verdict", form);
  const documents = useOrderDocuments(order.id, open);
  const bill = latestBill(documents.data);
  const pass = useOrderAction("bill_pass");
  const fail = useOrderAction("bill_fail");
  const isPending = pass.isPending || fail.isPending;

  const finish = async ({ verdict: chosen, reason, comments }: BillValues) => {
    try {
      if (chosen === "bill_fail") {
        const pinned = commentsToSend(comments);
        // without comments the body stays the plain return it always was
        const body = { reason: (reason ?? "").trim(), ...(pinned.length > 0 ? { comments: pinned } : {}) };
        await fail.mutateAsync({ id: order.id, body });
      } else await pass.mutateAsync({ id: order.id, body: {} });
      message.success(t(`bookings.steps.bill.${chosen}.done`, { orderNo: order.order_no }));
      onClose();
    } catch (err) {
      message.error(t("bookings.steps.failed", { msg: stepErrorText(err, t) }));
    }
  };

  return (
    <Modal
      open={open}
      title={t("bookings.steps.bill.title", { orderNo: order.order_no })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t(`bookings.steps.bill.${verdict ?? "bill_pass"}.ok`)}
      okButtonProps={{ danger: verdict === "bill_fail", loading: isPending }}
      cancelText={t("common.actions.cancel")}
      width={isMobile ? "100%" : 800}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("bookings.steps.bill.intro")}</Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        {documents.isPending ? null : (
          <FilePreview url={bill ? documentUrlOf(bill) : null} name={bill?.name ?? ""} height={isMobile ? 320 : 460} />
        )}
      </div>
      <Form<BillValues>
        // a name of its own: the ids of its fields (and so its labels) never meet another form's "reason"
        name="bill-confirm"
        form={form}
        layout="vertical"
        initialValues={{ verdict: "bill_pass" }}
        onKeyDown={keepEnterFromSubmitting}
        onFinish={(values) => void finish(values)}
        onFinishFailed={() => message.error(t("validation.check_form"))}
        preserve={false}
      >
        <Form.Item name="verdict" label={t("bookings.steps.bill.verdict")}>
          <Radio.Group
            options={[
              { value: "bill_pass", label: t("bookings.steps.bill.bill_pass.label") },
              { value: "bill_fail", label: t("bookings.steps.bill.bill_fail.label") },
            ]}
          />
        </Form.Item>
        {verdict === "bill_fail" && (
          <Form.Item name="reason" label={t("bookings.steps.bill.reason")} rules={[zodRule(reasonField, t)]} required>
            <Input.TextArea rows={3} maxLength={maxLengthOf(reasonField)} showCount />
          </Form.Item>
        )}
        {verdict === "bill_fail" && <BillCommentsEditor orderId={order.id} />}
      </Form>
    </Modal>
  );
}
