import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import type { VgmImportResult, VgmImportRow } from "@haiyun/shared/schemas/vgm-import";
import { App, Button, Flex, Form, Modal, Space, Table, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hasExtension, useDownload } from "../../../components/spreadsheet-import";
import { api } from "../../../lib/api-client";
import { serverMessage } from "../../../lib/form-errors";

// A VGM sheet filled in outside the portal (the weighing station's figures), read by the server
// and merged into the instruction's containers by number. Nothing is stored until the user saves:
// the save judges the rows again, and after the VGM cut-off refuses a changed VGM.

const EXTENSIONS = [".xlsx", ".xls", ".csv"];

export function importVgmSheet(orderId: number, file: File) {
  const form = new FormData();
  form.append("file", file);
  return api.upload<VgmImportResult>(`/order/${orderId}/vgm/import`, form);
}

/** The server fills the template with the order's container numbers, headers in the request's language. */
export const downloadVgmTemplate = (orderId: number) => api.download(`/order/${orderId}/vgm/template`);

type ContainerValues = { container_no?: string; vgm?: number | null; vgm_declaration?: unknown } & Record<string, unknown>;

const numberKey = (value: string | undefined) => (value ?? "").toUpperCase().replace(/\s/g, "");

/** The sheet's rows set on the containers of the same number; the numbers no container has. */
export function mergeVgmRows(containers: readonly ContainerValues[], rows: readonly VgmImportRow[]) {
  const byNumber = new Map(rows.map((row) => [numberKey(row.container_no), row]));
  const used = new Set<string>();
  const merged = containers.map((container) => {
    const key = numberKey(container.container_no);
    const row = key ? byNumber.get(key) : undefined;
    if (!row) return container;
    used.add(key);
    return { ...container, vgm: row.vgm, vgm_declaration: row.vgm_declaration };
  });
  const unmatched = rows.map((row) => row.container_no).filter((no) => !used.has(numberKey(no)));
  return { containers: merged, count: used.size, unmatched };
}

interface Outcome {
  count: number;
  unmatched: string[];
  errors: VgmImportResult["errors"];
}

/** The containers card's "Import VGM sheet" and "Download template", inside the instruction's form. */
export function VgmImport({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const download = useDownload();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const read = async (file: File) => {
    setPending(true);
    try {
      const { rows, errors } = await importVgmSheet(orderId, file);
      const merged = mergeVgmRows(form.getFieldValue("containers") ?? [], rows);
      form.setFieldValue("containers", merged.containers);
      if (merged.unmatched.length > 0 || errors.length > 0)
        setOutcome({ count: merged.count, unmatched: merged.unmatched, errors });
      else message.success(t("supply.vgm_import.merged", { count: merged.count }));
    } catch (err) {
      message.error(t("supply.vgm_import.failed", { msg: serverMessage(err) ?? (err as Error).message }));
    } finally {
      setPending(false);
    }
  };

  return (
    <Space size={4} wrap>
      <Upload
        name="file"
        accept={EXTENSIONS.join(",")}
        multiple={false}
        showUploadList={false}
        disabled={pending}
        beforeUpload={(file) => {
          if (!hasExtension(file.name, EXTENSIONS)) message.error(t("supply.vgm_import.onlyTypes"));
          else void read(file);
          // the upload is ours (api.upload), not antd's
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={pending}>
          {t("supply.vgm_import.button")}
        </Button>
      </Upload>
      <Button
        type="link"
        icon={<DownloadOutlined />}
        onClick={() => download(() => downloadVgmTemplate(orderId), "supply.vgm_import.templateFailed")}
      >
        {t("supply.vgm_import.template")}
      </Button>
      <Modal
        open={outcome !== null}
        title={t("supply.vgm_import.title")}
        onCancel={() => setOutcome(null)}
        onOk={() => setOutcome(null)}
        cancelButtonProps={{ style: { display: "none" } }}
        destroyOnHidden
      >
        {outcome && (
          <Flex vertical gap={8}>
            <Typography.Text>{t("supply.vgm_import.mergedCount", { count: outcome.count })}</Typography.Text>
            {outcome.unmatched.length > 0 && (
              <Typography.Text type="warning">
                {t("supply.vgm_import.unmatched", { numbers: outcome.unmatched.join(", ") })}
              </Typography.Text>
            )}
            {outcome.errors.length > 0 && (
              <>
                <Typography.Text type="danger">{t("supply.vgm_import.errors")}</Typography.Text>
                <Table
                  size="small"
                  pagination={false}
                  rowKey={(error) => `${error.row}-${error.field}`}
                  dataSource={outcome.errors}
                  columns={[
                    { key: "row", dataIndex: "row", title: t("supply.vgm_import.row"), width: 64 },
                    { key: "column", dataIndex: "column", title: t("supply.vgm_import.column") },
                    { key: "message", dataIndex: "message", title: t("supply.vgm_import.message") },
                  ]}
                />
              </>
            )}
          </Flex>
        )}
      </Modal>
    </Space>
  );
}
