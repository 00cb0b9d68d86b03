import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import type { ImportRowError } from "@haiyun/shared/schemas/contact";
import type { UseMutationResult } from "@tanstack/react-query";
import { Alert, Button, Modal, Progress, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client";
import { serverMessage } from "../../lib/form-errors";
import { type ImportResult, ImportResultDialog } from "./import-result-dialog";
import { useDownload } from "./use-download";

export interface ImportUpload {
  file: File;
  onProgress?: (percent: number) => void;
}

/** The feature's upload (it refreshes its own lists on success); warnings only where the import has any. */
export type ImportMutation = Pick<
  UseMutationResult<{ imported: number; warnings?: ImportRowError[] }, Error, ImportUpload>,
  "mutate" | "isPending"
>;

export function hasExtension(name: string, extensions: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return extensions.some((ext) => lower.endsWith(ext));
}

interface Props {
  open: boolean;
  onClose: () => void;
  /**
   * The key of the feature's import texts: title, drop, hint, template, onlyTypes, uploading (with
   * `name`), failed (with `msg`), and those of the result dialog.
   */
  texts: string;
  /** the message key when the template cannot be downloaded (with `msg`) */
  templateFailure: string;
  /** the file endings accepted, lower case with the dot */
  extensions: readonly string[];
  importing: ImportMutation;
  downloadTemplate: () => Promise<void>;
}

/** Upload a spreadsheet with a progress bar; the result (count or rows in error) follows in its own dialog. */
export function SpreadsheetImportModal({
  open,
  onClose,
  texts,
  templateFailure,
  extensions,
  importing,
  downloadTemplate,
}: Props) {
  const { t } = useTranslation();
  const download = useDownload();
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
            setFailure(t(`${texts}.failed`, { msg }));
          }
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <>
      <Modal
        open={open}
        title={t(`${texts}.title`)}
        onCancel={close}
        footer={null}
        destroyOnHidden
        mask={{ closable: !importing.isPending }}
      >
        <Upload.Dragger
          name="file"
          accept={extensions.join(",")}
          multiple={false}
          showUploadList={false}
          disabled={importing.isPending}
          beforeUpload={(file) => {
            if (!hasExtension(file.name, extensions)) {
              setFailure(t(`${texts}.onlyTypes`));
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
          <p className="ant-upload-text">{t(`${texts}.drop`)}</p>
          <p className="ant-upload-hint">{t(`${texts}.hint`)}</p>
        </Upload.Dragger>
        {progress && (
          <div style={{ marginTop: 12 }} data-testid="import-progress">
            <Typography.Text type="secondary">{t(`${texts}.uploading`, { name: progress.name })}</Typography.Text>
            <Progress percent={progress.percent} status="active" />
          </div>
        )}
        {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
        <Button
          type="link"
          icon={<DownloadOutlined />}
          onClick={() => download(downloadTemplate, templateFailure)}
          style={{ marginTop: 8, paddingInline: 0 }}
        >
          {t(`${texts}.template`)}
        </Button>
      </Modal>
      <ImportResultDialog result={result} texts={texts} onClose={() => setResult(null)} />
    </>
  );
}
