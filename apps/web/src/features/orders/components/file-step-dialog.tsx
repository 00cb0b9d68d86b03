import { UploadOutlined } from "@ant-design/icons";
import { App, Button, Form, Modal, Progress, Typography, Upload, type UploadFile } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUploadFailure } from "../../../components/upload-failure";
import { keepEnterFromSubmitting } from "../../../lib/enter-guard";
import { documentOf, uploadActionDocument } from "../../../lib/order-documents";
import { useIsMobile } from "../../../lib/use-media-query";
import type { FileStepAction } from "../api/order-action-kinds";
import { type OrderActionVariables, useOrderAction } from "../api/use-order-action";
import { acceptOf, chosenFile, lastFileOf, type StepFileKind, stepFileRule, typesText } from "../utils/step-file";
import { PaySummary } from "./pay-summary";
import { stepErrorText } from "./step-error";

export type FileStep = FileStepAction;

// the receipt is an image or a PDF; any other step's document may be a letter too
const KIND: Partial<Record<FileStep, StepFileKind>> = { pay: "receipt", telex: "guarantee" };

export interface FileStepDialogProps {
  order: { id: number; order_no: string };
  step: FileStep;
  open: boolean;
  onClose: () => void;
}

/**
 * Any action that names one uploaded document (the payment receipt, the telex guarantee): one
 * file, required before OK, checked for kind and size before it is sent; sent with a progress bar
 * (the contract's upload route), then named in the action, which moves the order on.
 */
export function FileStepDialog({ order, step, open, onClose }: FileStepDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showUploadFailure = useUploadFailure();
  const isMobile = useIsMobile();
  const [form] = Form.useForm<{ file?: UploadFile[] }>();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; id: number } | null>(null);
  const take = useOrderAction(step);
  const kind = KIND[step] ?? "guarantee";
  const busy = progress !== null || take.isPending;

  const close = () => {
    if (busy) return;
    setUploaded(null);
    onClose();
  };

  /** The stored file's id: the one a first try already stored (its step was then refused), else sent now. */
  const store = async (file: File): Promise<number> => {
    // the same file is not sent twice
    if (uploaded?.file === file) return uploaded.id;
    setProgress(0);
    const answer = await uploadActionDocument(step, order.id, file, (percent) => setProgress(percent)).finally(() =>
      setProgress(null),
    );
    setUploaded({ file, id: answer.file });
    return answer.file;
  };

  const finish = async ({ file: list }: { file?: UploadFile[] }) => {
    const file = chosenFile(list);
    if (!file) return;
    let id: number;
    try {
      id = await store(file);
    } catch (err) {
      // A failed upload is a modal; a refused step (below) stays a toast like the other steps
      showUploadFailure(err);
      return;
    }
    try {
      // the body names the stored document in the field the contract says
      const body = { [documentOf(step).field]: id };
      await take.mutateAsync({ id: order.id, body } as OrderActionVariables<FileStep>);
      message.success(t(`actions.${step}.dialog.done`, { orderNo: order.order_no }));
      setUploaded(null);
      onClose();
    } catch (err) {
      message.error(t("bookings.steps.failed", { msg: stepErrorText(err, t) }));
    }
  };

  return (
    <Modal
      open={open}
      title={t(`actions.${step}.dialog.title`, { orderNo: order.order_no })}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t(`actions.${step}.dialog.ok`)}
      okButtonProps={{ loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      cancelText={t("common.actions.cancel")}
      width={isMobile ? "100%" : 520}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t(`actions.${step}.dialog.intro`)}</Typography.Paragraph>
      {step === "pay" && <PaySummary orderId={order.id} />}
      <Form
        name={`${step}-step`}
        form={form}
        layout="vertical"
        onKeyDown={keepEnterFromSubmitting}
        onFinish={(values) => void finish(values)}
        onFinishFailed={() => message.error(t("validation.check_form"))}
        preserve={false}
      >
        <Form.Item
          name="file"
          label={t(`actions.${step}.dialog.file`)}
          valuePropName="fileList"
          getValueFromEvent={lastFileOf}
          rules={[stepFileRule(t, kind, true)]}
          required
          extra={t("bookings.steps.file.hint", { types: typesText(kind) })}
        >
          <Upload beforeUpload={() => false} maxCount={1} accept={acceptOf(kind)} disabled={busy}>
            <Button icon={<UploadOutlined />}>{t("bookings.steps.file.choose")}</Button>
          </Upload>
        </Form.Item>
        {progress !== null && <Progress percent={progress} size="small" aria-label={t("bookings.steps.file.progress")} />}
      </Form>
    </Modal>
  );
}
