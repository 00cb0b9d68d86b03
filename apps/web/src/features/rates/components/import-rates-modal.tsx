import { DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import type { ImportRowError } from "@haiyun/shared/schemas/contact";
import { Alert, App, Button, Modal, Progress, Result, Table, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { serverMessage } from "../../../lib/form-errors";
import { saveFile, toCsv } from "../../../lib/save-file";
import { downloadRateTemplate, useImportRates } from "../api/rates-api";

// spec §5 imports: rates accept xlsx and xls
const EXTENSIONS = [".xlsx", ".xls"];
export const isRateSheet = (name: string) => EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

type ImportOutcome = { imported: number } | { msg: string; errors: ImportRowError[] };

/** Upload a rate sheet with a progress bar; the count, or every refused row, follows in its own dialog. */
export function ImportRatesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const importing = useImportRates();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

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
        onSuccess: ({ imported }) => {
          setOutcome({ imported });
          onClose();
        },
        onError: (err) => {
          const msg = serverMessage(err) ?? err.message;
          if (err instanceof ApiError && err.errorCode === "IMPORT_ROWS_INVALID" && err.errors?.length) {
            setOutcome({ msg, errors: err.errors as unknown as ImportRowError[] });
            onClose();
          } else {
            setFailure(t("rates.import.failed", { msg }));
          }
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const downloadTemplate = () =>
    downloadRateTemplate()
      .then(() => message.success(t("common.notices.downloadStarted")))
      .catch((err: Error) => message.error(t("rates.errors.template", { msg: err.message })));

  return (
    <>
      <Modal
        open={open}
        title={t("rates.import.title")}
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
            if (!isRateSheet(file.name)) {
              setFailure(t("rates.import.onlyTypes"));
              return Upload.LIST_IGNORE;
            }
            upload(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t("rates.import.drop")}</p>
          <p className="ant-upload-hint">{t("rates.import.hint")}</p>
        </Upload.Dragger>
        {progress && (
          <div style={{ marginTop: 12 }} data-testid="import-progress">
            <Typography.Text type="secondary">{t("rates.import.uploading", { name: progress.name })}</Typography.Text>
            <Progress percent={progress.percent} status="active" />
          </div>
        )}
        {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
        <Button type="link" icon={<DownloadOutlined />} onClick={downloadTemplate} style={{ marginTop: 8, paddingInline: 0 }}>
          {t("rates.import.template")}
        </Button>
      </Modal>
      <ImportOutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}

function ImportOutcomeDialog({ outcome, onClose }: { outcome: ImportOutcome | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errors = outcome && "errors" in outcome ? outcome.errors : [];
  const heads = [t("rates.import.columns.row"), t("rates.import.columns.column"), t("rates.import.columns.message")];
  const downloadErrors = () =>
    saveFile(
      toCsv([heads, ...errors.map((error) => [error.row, error.column, error.message])]),
      t("rates.import.errorsFile"),
      "text/csv;charset=utf-8",
    );
  return (
    <Modal
      open={!!outcome}
      title={t("rates.import.resultTitle")}
      onCancel={onClose}
      width={errors.length > 0 ? 720 : 480}
      destroyOnHidden
      footer={[
        errors.length > 0 && (
          <Button key="download" icon={<DownloadOutlined />} onClick={downloadErrors}>
            {t("rates.import.downloadErrors")}
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          {t("common.actions.confirm")}
        </Button>,
      ]}
    >
      {outcome && "imported" in outcome && (
        <Result status="success" title={t("rates.import.imported", { count: outcome.imported })} />
      )}
      {outcome && "errors" in outcome && (
        <>
          <Alert type="error" showIcon title={outcome.msg} style={{ marginBottom: 12 }} />
          <Table
            rowKey="key"
            size="small"
            columns={[
              { key: "row", dataIndex: "row", title: heads[0], width: 64 },
              { key: "column", dataIndex: "column", title: heads[1], width: 160 },
              { key: "message", dataIndex: "message", title: heads[2] },
            ]}
            dataSource={errors.map((error, key) => ({ ...error, key }))}
            scroll={{ y: 360 }}
            pagination={errors.length > 50 ? { pageSize: 50, showSizeChanger: false, size: "small" } : false}
          />
        </>
      )}
    </Modal>
  );
}
