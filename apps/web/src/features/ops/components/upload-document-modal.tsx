import { UploadOutlined } from "@ant-design/icons";
import { LIMITS } from "@haiyun/shared/constants/limits";
import { App, Button, Col, Form, Input, Modal, Row, Select, Upload, type UploadFile } from "antd";
import { useTranslation } from "react-i18next";
import { useLookupStatus } from "../../../components/lookup-status";
import { useUploadFailureDialog } from "../../../components/upload-failure";
import { keepEnterFromSubmitting } from "../../../lib/enter-guard";
import { requiredRule } from "../../../lib/form-rules";
import { useDictionary } from "../../../lib/reference-data";
import { useIsMobile } from "../../../lib/use-media-query";
import { showActionError } from "../../orders";
import { useUploadDocument } from "../api/upload-document";
import { DOCUMENT_ACCEPT, documentFileRule, fileOf, lastFile } from "../utils/document-file";

const FIELDS = ["document_type", "file", "remark"] as const;

interface UploadValues {
  document_type?: number;
  file?: UploadFile[];
  remark?: string;
}

export interface UploadDocumentModalProps {
  /** the order the document belongs to; closed when null */
  order: { id: number; order_no: string } | null;
  onClose: () => void;
}

/** POST /ops/order/{id}/document: a document of any type of the document_type dictionary. */
export function UploadDocumentModal({ order, onClose }: UploadDocumentModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={order !== null}
      title={t("ops.document.title", { orderNo: order?.order_no ?? "" })}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 520}
      destroyOnHidden
    >
      {order && <UploadDocumentForm id={order.id} onClose={onClose} />}
    </Modal>
  );
}

function UploadDocumentForm({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const uploadFailure = useUploadFailureDialog();
  const [form] = Form.useForm<UploadValues>();
  const types = useDictionary("document_type");
  const typesLookup = useLookupStatus(types, "document_type");
  const upload = useUploadDocument();

  const onFinish = (values: UploadValues) => {
    const file = fileOf(values.file);
    if (!file || values.document_type === undefined) return;
    upload.mutate(
      { id, upload: { document_type: values.document_type, file, remark: values.remark } },
      {
        onSuccess: () => {
          message.success(t("ops.document.done"));
          onClose();
        },
        onError: (err) => {
          // An upload that fails is a dialog; the reason is worded as for any refused action
          if (showActionError(err, { t, message: uploadFailure, form, fields: FIELDS })) onClose();
        },
      },
    );
  };

  return (
    <Form<UploadValues>
      form={form}
      layout="vertical"
      onKeyDown={keepEnterFromSubmitting}
      onFinish={onFinish}
      onFinishFailed={() => message.error(t("validation.check_form"))}
    >
      <Form.Item name="document_type" label={t("ops.document.type")} rules={[requiredRule(t)]}>
        <Select
          {...typesLookup}
          placeholder={t("common.selectPlaceholder")}
          options={(types.data ?? []).map((type) => ({ value: Number(type.value), label: type.name }))}
        />
      </Form.Item>
      <Form.Item
        name="file"
        label={t("ops.document.file")}
        valuePropName="fileList"
        getValueFromEvent={lastFile}
        rules={[documentFileRule(t, true)]}
        required
        extra={t("ops.document.hint")}
      >
        <Upload beforeUpload={() => false} maxCount={1} accept={DOCUMENT_ACCEPT}>
          <Button icon={<UploadOutlined />}>{t("ops.document.choose")}</Button>
        </Upload>
      </Form.Item>
      <Form.Item name="remark" label={t("ops.document.remark")}>
        <Input.TextArea rows={2} maxLength={LIMITS.REMARK_MAX} showCount />
      </Form.Item>
      <Row justify="end" gutter={8}>
        <Col>
          <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
        </Col>
        <Col>
          <Button type="primary" htmlType="submit" loading={upload.isPending}>
            {t("common.actions.upload")}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
