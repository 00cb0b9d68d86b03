import { DownloadOutlined, ReloadOutlined } from "@ant-design/icons";
import { Alert, App, Button, Empty, Modal, Skeleton, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useIsMobile } from "../../../lib/use-media-query";
import { downloadDocument } from "../api/file-blob";
import { useOrderDocuments } from "../api/order-documents";
import type { OrderDocument } from "../api/order-keys";

export interface OrderDocumentsDialogProps {
  orderId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Saves one document under the server's file name. The download routes answer only with the
 * session's bearer token (issue 10: only the owner and operations read them), so the bytes are
 * fetched by the API client, not by a plain link.
 */
function DownloadButton({ doc }: { doc: OrderDocument }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadDocument(doc)
      .then(() => message.success(t("common.notices.downloadStarted")))
      .catch((err: Error) => message.error(t("bookings.documents.downloadFailed", { msg: err.message })))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={download}
      aria-label={t("bookings.documents.downloadOne", { name: doc.name })}
      style={{ paddingInline: 0 }}
    >
      {t("bookings.documents.download")}
    </Button>
  );
}

function DocumentsTable({ documents }: { documents: OrderDocument[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns: ColumnsType<OrderDocument> = [
    {
      key: "name",
      title: t("bookings.documents.name"),
      width: 220,
      render: (_, doc) => (
        <>
          <div style={{ wordBreak: "break-all" }}>{doc.name}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[doc.document_type_name, formatDateTime(doc.create_time, language)].filter(Boolean).join(" · ")}
          </Typography.Text>
        </>
      ),
    },
    { key: "remark", title: t("bookings.documents.remark"), width: 180, render: (_, doc) => doc.remark || "-" },
    {
      key: "download",
      title: t("bookings.documents.download"),
      width: 100,
      render: (_, doc) => <DownloadButton doc={doc} />,
    },
  ];
  return (
    <Table<OrderDocument>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={documents}
      pagination={false}
      scroll={{ x: 500 }}
    />
  );
}

/** spec §2 booking detail: the order's files with name, remark and a download link; "no documents" when none. */
export function OrderDocumentsDialog({ orderId, open, onClose }: OrderDocumentsDialogProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const documents = useOrderDocuments(orderId, open);
  let body: ReactNode;
  if (documents.isPending) body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  else if (documents.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t("bookings.documents.loadFailed")}
        description={documents.error.message}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void documents.refetch()}>
            {t("common.actions.retry")}
          </Button>
        }
      />
    );
  } else if (documents.data.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("bookings.documents.empty")} />;
  } else body = <DocumentsTable documents={documents.data} />;

  return (
    <Modal
      open={open}
      title={t("bookings.documents.title")}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 720}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
