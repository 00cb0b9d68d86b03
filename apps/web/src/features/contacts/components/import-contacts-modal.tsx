import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import { Alert, App, Button, Modal, Progress, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { serverMessage } from "../../../lib/form-errors";
import { downloadContactTemplate } from "../api/download-template";
import { type ImportRowError, useImportContacts } from "../api/import-contacts";
import { type ImportResult, ImportResultDialog } from "./import-result-dialog";

// spec §5 imports: contacts accept xlsx, xls and csv
const EXTENSIONS = [".xlsx", ".xls", ".csv"];

export function isImportable(name: string): boolean {
  const lower = name.toLowerCase();
  return EXTENSIONS.some((ext) => lower.endsWith(ext));
}

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Upload a spreadsheet of contacts; the result (count or rows in error) follows in its own dialog. */
export function ImportContactsModal({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const importing = useImportContacts();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const close = () => {
    if (importing.isPending) return;
    setFailure(null);
    onClose();
  };

  const upload = (file: File) => {
    setFailure(null);
    setProgress({ name: file.name, percent: 0 });
    importing.mutate(
      { file, onProgress: (percent) => setProgress({ name: file.name, percent }) },
      {
        onSuccess: ({ imported, warnings }) => {
          setResult({ imported, warnings: warnings ?? [] });
          onClose();
        },
        onError: (err) => {
          const msg = serverMessage(err) ?? err.message;
          if (err instanceof ApiError && err.errorCode === "IMPORT_ROWS_INVALID" && err.errors?.length) {
            setResult({ msg, errors: err.errors as unknown as ImportRowError[] });
            onClose();
          } else {
            setFailure(t("contacts.import.failed", { msg }));
          }
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const downloadTemplate = () => {
    downloadContactTemplate()
      .then(() => message.success(t("common.notices.downloadStarted")))
      .catch((err: Error) => message.error(t("contacts.errors.template", { msg: err.message })));
  };

  return (
    <>
      <Modal
        open={open}
        title={t("contacts.import.title")}
        onCancel={close}
        footer={null}
        destroyOnHidden
        mask={{ closable: !importing.isPending }}
      >
        <Upload.Dragger
          name="file"
          accept={EXTENSIONS.join(",")}
          multiple={false}
          showUploadList={false}
          disabled={importing.isPending}
          beforeUpload={(file) => {
            if (!isImportable(file.name)) {
              setFailure(t("contacts.import.onlyTypes"));
              return Upload.LIST_IGNORE;
            }
            upload(file);
            // the upload is ours (api.upload with progress), not antd's
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t("contacts.import.drop")}</p>
          <p className="ant-upload-hint">{t("contacts.import.hint")}</p>
        </Upload.Dragger>
        {progress && (
          <div style={{ marginTop: 12 }} data-testid="import-progress">
            <Typography.Text type="secondary">{t("contacts.import.uploading", { name: progress.name })}</Typography.Text>
            <Progress percent={progress.percent} status="active" />
          </div>
        )}
        {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
        <Button type="link" icon={<DownloadOutlined />} onClick={downloadTemplate} style={{ marginTop: 8, paddingInline: 0 }}>
          {t("contacts.import.template")}
        </Button>
      </Modal>
      <ImportResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
