import { DownloadOutlined } from "@ant-design/icons";
import { Alert, Button, Modal, Result, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { saveFile, toCsv } from "../../../lib/save-file";
import { useIsMobile } from "../../../lib/use-media-query";
import type { ImportRowError } from "../api/import-contacts";

export type ImportResult = { imported: number; warnings: ImportRowError[] } | { msg: string; errors: ImportRowError[] };

type ErrorRow = ImportRowError & { key: number };

interface Props {
  result: ImportResult | null;
  onClose: () => void;
}

/** After an import: how many contacts came in, or every problem of a refused file (nothing imported). */
export function ImportResultDialog({ result, onClose }: Props) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const refused = result && "errors" in result ? result : null;
  const imported = result && "imported" in result ? result : null;
  // the rows the table lists: every problem of a refused file, or the warnings of an imported one
  const listed = refused?.errors ?? imported?.warnings ?? [];

  const columns: ColumnsType<ErrorRow> = [
    { key: "row", dataIndex: "row", title: t("contacts.import.columns.row"), width: 64 },
    { key: "column", dataIndex: "column", title: t("contacts.import.columns.column"), width: isMobile ? 100 : 160 },
    { key: "message", dataIndex: "message", title: t("contacts.import.columns.message") },
  ];

  const downloadErrors = () => {
    const header = [t("contacts.import.columns.row"), t("contacts.import.columns.column"), t("contacts.import.columns.message")];
    const rows = listed.map((error) => [error.row, error.column, error.message]);
    saveFile(toCsv([header, ...rows]), t("contacts.import.errorsFile"), "text/csv;charset=utf-8");
  };

  return (
    <Modal
      open={!!result}
      title={t("contacts.import.resultTitle")}
      onCancel={onClose}
      width={listed.length > 0 ? (isMobile ? "100%" : 720) : 480}
      destroyOnHidden
      footer={[
        listed.length > 0 && (
          <Button key="download" icon={<DownloadOutlined />} onClick={downloadErrors}>
            {t("contacts.import.downloadErrors")}
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          {t("common.actions.confirm")}
        </Button>,
      ]}
    >
      {imported && <Result status="success" title={t("contacts.import.imported", { count: imported.imported })} />}
      {imported && imported.warnings.length > 0 && (
        <Alert type="warning" showIcon title={t("contacts.import.warnings", { count: imported.warnings.length })} />
      )}
      {listed.length > 0 && (
        <>
          {refused && <Alert type="error" showIcon title={refused.msg} style={{ marginBottom: 12 }} />}
          <Table<ErrorRow>
            style={{ marginTop: imported ? 12 : 0 }}
            rowKey="key"
            size="small"
            columns={columns}
            dataSource={listed.map((error, index) => ({ ...error, key: index }))}
            scroll={{ y: 360 }}
            pagination={listed.length > 50 ? { pageSize: 50, showSizeChanger: false, size: "small" } : false}
          />
        </>
      )}
    </Modal>
  );
}
