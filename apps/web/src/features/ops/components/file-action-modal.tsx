import { FilePdfOutlined, UploadOutlined } from "@ant-design/icons";
import { issueInvoiceSchema, publishBillSchema } from "@haiyun/shared/schemas/order-actions";
import { App, Button, Col, Form, Input, Modal, Radio, Row, Typography, Upload, type UploadFile } from "antd";
import type { Rule } from "antd/es/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CurrencySelect } from "../../../components/currency-select";
import { useUploadFailureDialog } from "../../../components/upload-failure";
import { keepEnterFromSubmitting } from "../../../lib/enter-guard";
import { zodRule } from "../../../lib/form-rules";
import { useIsMobile } from "../../../lib/use-media-query";
import { downloadDocument, OrderChargesOf, showActionError } from "../../orders";
import { type FileAction, type FileActionInput, useFileAction, usePublishWrittenBill, writeBillDraft } from "../api/ops-steps";
import { DOCUMENT_ACCEPT, documentFileRule, fileOf, lastFile } from "../utils/document-file";

interface FileActionValues {
  file?: UploadFile[];
  mbl_no?: string;
  amount?: string;
  currency?: string;
}

const FIELDS = ["file", "mbl_no", "amount", "currency"] as const;

export interface FileActionModalProps {
  /** the order and the step; closed when null */
  target: { id: number; order_no: string; mbl_no: string; action: FileAction } | null;
  onClose: () => void;
}

/**
 * publish_bill (3/20 → 4, the draft and the MBL number), issue_invoice (6 → 7, the
 * invoice with its amount and currency) and release (8 → 10, the telex release): a document
 * uploaded, then the step that names it.
 */
export function FileActionModal({ target, onClose }: FileActionModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={target !== null}
      title={target ? t(`actions.${target.action}.dialog.title`, { orderNo: target.order_no }) : null}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 560}
      destroyOnHidden
    >
      {target && <FileActionForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function FileActionForm({ target, onClose }: { target: NonNullable<FileActionModalProps["target"]>; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const uploadFailure = useUploadFailureDialog();
  const [form] = Form.useForm<FileActionValues>();
  const take = useFileAction();
  const publishWritten = usePublishWrittenBill();
  const { action } = target;
  // publish_bill: a draft uploaded, or the one the portal writes from the instruction
  const [source, setSource] = useState<"upload" | "written">("upload");
  const [previewing, setPreviewing] = useState(false);
  const written = action === "publish_bill" && source === "written";
  const preview = () => {
    setPreviewing(true);
    writeBillDraft(target.id)
      .then((draft) => downloadDocument(draft))
      .catch((err: Error) => message.error(err.message))
      .finally(() => setPreviewing(false));
  };
  const rule = (schema: Parameters<typeof zodRule>[0], field: string): Rule[] => [
    zodRule(schema, t, { field: t(`ops.steps.fields.${field}`) }),
  ];

  const onFinish = (values: FileActionValues) => {
    if (written) {
      const mbl_no = (values.mbl_no ?? "").trim().toUpperCase();
      publishWritten.mutate(
        { id: target.id, mbl_no },
        {
          onSuccess: () => {
            message.success(t("ops.steps.publish_bill.done", { orderNo: target.order_no }));
            onClose();
          },
          onError: (err) => {
            if (showActionError(err, { t, message, form, fields: FIELDS })) onClose();
          },
        },
      );
      return;
    }
    const file = fileOf(values.file);
    if (!file) return;
    const { id } = target;
    const input: FileActionInput =
      action === "publish_bill"
        ? { id, action, file, fields: { mbl_no: (values.mbl_no ?? "").trim().toUpperCase() } }
        : action === "issue_invoice"
          ? { id, action, file, fields: { amount: (values.amount ?? "").trim(), currency: values.currency ?? "" } }
          : { id, action, file, fields: {} };
    take.mutate(input, {
      onSuccess: () => {
        message.success(t(`actions.${action}.dialog.done`, { orderNo: target.order_no }));
        onClose();
      },
      onError: (err) => {
        // An upload that fails is a dialog; the reason is worded as for any refused action
        if (showActionError(err, { t, message: uploadFailure, form, fields: FIELDS })) onClose();
      },
    });
  };

  return (
    <Form<FileActionValues>
      name={`ops-${action}`}
      form={form}
      layout="vertical"
      onKeyDown={keepEnterFromSubmitting}
      onFinish={onFinish}
      initialValues={{ mbl_no: target.mbl_no }}
      onFinishFailed={() => message.error(t("validation.check_form"))}
    >
      <Typography.Paragraph type="secondary">{t(`actions.${action}.dialog.intro`)}</Typography.Paragraph>
      {action === "publish_bill" && (
        <Form.Item label={t("ops.steps.publish_bill.source")}>
          <Radio.Group
            value={source}
            onChange={(event) => setSource(event.target.value)}
            options={[
              { value: "upload", label: t("ops.steps.publish_bill.upload") },
              { value: "written", label: t("ops.steps.publish_bill.written") },
            ]}
          />
        </Form.Item>
      )}
      {written && (
        <Form.Item extra={t("ops.steps.publish_bill.written_hint")}>
          <Button icon={<FilePdfOutlined />} onClick={preview} loading={previewing}>
            {t("ops.steps.publish_bill.preview")}
          </Button>
        </Form.Item>
      )}
      <Form.Item
        hidden={written}
        name="file"
        label={t(`actions.${action}.dialog.file`)}
        valuePropName="fileList"
        getValueFromEvent={lastFile}
        rules={written ? [] : [documentFileRule(t, true)]}
        required
        extra={t("ops.document.hint")}
      >
        <Upload beforeUpload={() => false} maxCount={1} accept={DOCUMENT_ACCEPT}>
          <Button icon={<UploadOutlined />}>{t("ops.document.choose")}</Button>
        </Upload>
      </Form.Item>
      {action === "publish_bill" && (
        <Form.Item
          name="mbl_no"
          label={t("ops.steps.fields.mbl_no")}
          rules={rule(publishBillSchema.shape.mbl_no, "mbl_no")}
          required
        >
          <Input maxLength={40} />
        </Form.Item>
      )}
      {action === "issue_invoice" && <OrderChargesOf orderId={target.id} side="ops" />}
      {action === "issue_invoice" && (
        <Row gutter={12}>
          <Col xs={24} sm={14}>
            <Form.Item
              name="amount"
              label={t("ops.steps.fields.amount")}
              rules={rule(issueInvoiceSchema.shape.amount, "amount")}
              required
            >
              <Input inputMode="decimal" maxLength={13} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item
              name="currency"
              label={t("ops.steps.fields.currency")}
              rules={rule(issueInvoiceSchema.shape.currency, "currency")}
              required
            >
              <CurrencySelect />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row justify="end" gutter={8}>
        <Col>
          <Button onClick={onClose}>{t("ops.actions.back")}</Button>
        </Col>
        <Col>
          <Button type="primary" htmlType="submit" loading={take.isPending || publishWritten.isPending}>
            {t(`actions.${action}.dialog.ok`)}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
