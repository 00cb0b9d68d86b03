import { DeleteOutlined, DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { DOCUMENT_TYPE } from "@haiyun/shared/constants/order-status";
import { App, Button, Flex, Progress, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client";
import { uploadAttachment } from "../../../lib/order-documents";
import { acceptOf, stepErrorText, stepFileProblem } from "../../orders";
import type { ManifestFile } from "./supply-values";

export interface ManifestFieldProps {
  orderId: number;
  /** set by Form.Item */
  id?: string;
  value?: ManifestFile | null;
  onChange?: (value: ManifestFile | null) => void;
  disabled?: boolean;
}

/**
 * The manifest: one file, .pdf, .xls or .xlsx. It is stored as soon as it is chosen (POST
 * /attachment, document type 8, with a progress bar) and the form keeps the `file` it answered,
 * which the save names; the stored one downloads with the session's headers.
 */
export function ManifestField({ orderId, id, value, onChange, disabled }: ManifestFieldProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (file: File) => {
    const problem = stepFileProblem(t, "manifest", file);
    if (problem) {
      message.error(problem);
      return;
    }
    setProgress(0);
    try {
      const answer = await uploadAttachment({ orderId, documentType: DOCUMENT_TYPE.MANIFEST, file }, setProgress);
      onChange?.({ file: answer.file, name: file.name, url: "" });
      message.success(t("supply.manifest.uploaded", { name: file.name }));
    } catch (err) {
      // An upload failure is a modal with the server's message, or 'unknown error'
      modal.error({ title: t("supply.manifest.failed"), content: stepErrorText(err, t) });
    } finally {
      setProgress(null);
    }
  };

  const download = () => {
    if (!value) return;
    api
      .download(value.url || `/attachment/download/${value.file}`)
      .then(() => message.success(t("common.notices.downloadStarted")))
      .catch((err: Error) => message.error(err.message));
  };

  return (
    <Flex vertical gap={8} id={id}>
      {value && (
        <Flex align="center" gap={4} wrap>
          <Typography.Text style={{ overflowWrap: "anywhere" }}>{value.name}</Typography.Text>
          <Button type="link" size="small" icon={<DownloadOutlined />} onClick={download}>
            {t("supply.manifest.download")}
          </Button>
          {!disabled && (
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
              {t("supply.manifest.remove")}
            </Button>
          )}
        </Flex>
      )}
      {!disabled && (
        <Upload
          accept={acceptOf("manifest")}
          showUploadList={false}
          maxCount={1}
          disabled={progress !== null}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={progress !== null}>
            {t(value ? "supply.manifest.replace" : "supply.manifest.choose")}
          </Button>
        </Upload>
      )}
      {progress !== null && <Progress percent={progress} size="small" aria-label={t("supply.manifest.progress")} />}
    </Flex>
  );
}
