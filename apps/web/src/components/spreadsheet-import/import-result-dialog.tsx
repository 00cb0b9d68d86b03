import { DownloadOutlined } from "@ant-design/icons";
import type { ImportRowError } from "@haiyun/shared/schemas/contact";
import { Alert, Button, Modal, Result, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { saveFile, toCsv } from "../../lib/save-file";
import { useIsMobile } from "../../lib/use-media-query";

/** What an import came to: the count stored (and cells taken but perhaps not as meant), or every problem of a refused file. */
export type ImportResult = { imported: number; warnings: ImportRowError[] } | { msg: string; errors: ImportRowError[] };

type ErrorRow = ImportRowError & { key: number };

interface Props {
  result: ImportResult | null;
  /**
   * The key of the feature's import texts: resultTitle, imported and warnings (with `count`),
   * columns.row / column / message, downloadErrors and errorsFile.
   */
  texts: string;
  onClose: () => void;
}

/** After an import: how many records came in, or every problem of a refused file (nothing imported). */
export function ImportResultDialog({ result, texts, onClose }: Props) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const refused = result && "errors" in result ? result : null;
  const imported = result && "imported" in result ? result : null;
  // the rows the table lists: every problem of a refused file, or the warnings of an imported one
  const listed = refused?.errors ?? imported?.warnings ?? [];
  const heads = [t(`${texts}.columns.row`), t(`${texts}.columns.column`), t(`${texts}.columns.message`)];

  const columns: ColumnsType<ErrorRow> = [
    { key: "row", dataIndex: "row", title: heads[0], width: 64 },
    { key: "column", dataIndex: "column", title: heads[1], width: isMobile ? 100 : 160 },
    { key: "message", dataIndex: "message", title: heads[2] },
  ];

  const downloadErrors = () => {
    const rows = listed.map((error) => [error.row, error.column, error.message]);
    saveFile(toCsv([heads, ...rows]), t(`${texts}.errorsFile`), "text/csv;charset=utf-8");
  };

  return (
    <Modal
      open={!!result}
      title={t(`${texts}.resultTitle`)}
      onCancel={onClose}
      width={listed.length > 0 ? (isMobile ? "100%" : 720) : 480}
      destroyOnHidden
      footer={[
        listed.length > 0 && (
          <Button key="download" icon={<DownloadOutlined />} onClick={downloadErrors}>
            {t(`${texts}.downloadErrors`)}
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          {t("common.actions.confirm")}
        </Button>,
      ]}
    >
      {imported && <Result status="success" title={t(`${texts}.imported`, { count: imported.imported })} />}
      {imported && imported.warnings.length > 0 && (
        <Alert type="warning" showIcon title={t(`${texts}.warnings`, { count: imported.warnings.length })} />
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
