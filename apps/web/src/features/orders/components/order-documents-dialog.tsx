import { DownloadOutlined, DownOutlined, ReloadOutlined, RightOutlined } from "@ant-design/icons";
import { Alert, App, Button, Empty, Modal, Skeleton, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { type Key, type ReactNode, useState } from "react";
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
  /** the list when the caller already holds it (operations' view of the order answers it); else asked for */
  documents?: readonly OrderDocument[];
}

/**
 * Saves one document under the server's file name. The download routes answer only with the
 * session's bearer token (only the owner and operations read them), so the bytes are
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

type DocumentRow = OrderDocument & { children?: OrderDocument[] };

/**
 * The current file of each kind, its earlier versions under it (newest first): a document the
 * server names a successor for folds under that successor; one whose successor is not in the
 * list stays a row of its own.
 */
export function groupDocuments(documents: readonly OrderDocument[]): DocumentRow[] {
  const ids = new Set(documents.map((doc) => doc.id));
  const earlier = new Map<number, OrderDocument[]>();
  for (const doc of documents) {
    if (doc.replaced_by === null || !ids.has(doc.replaced_by)) continue;
    earlier.set(doc.replaced_by, [...(earlier.get(doc.replaced_by) ?? []), doc]);
  }
  return documents
    .filter((doc) => doc.replaced_by === null || !ids.has(doc.replaced_by))
    .map((doc) => {
      const versions = (earlier.get(doc.id) ?? []).toSorted((a, b) => b.id - a.id);
      return versions.length > 0 ? { ...doc, children: versions } : doc;
    });
}

function DocumentsTable({ documents }: { documents: readonly OrderDocument[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const rows = groupDocuments(documents);
  const toggle = (id: number) => setExpanded((keys) => (keys.includes(id) ? keys.filter((key) => key !== id) : [...keys, id]));
  const columns: ColumnsType<DocumentRow> = [
    {
      key: "name",
      title: t("bookings.documents.name"),
      width: 220,
      render: (_, doc) => {
        const isEarlier = doc.replaced_by !== null;
        const count = doc.children?.length ?? 0;
        return (
          <>
            <Typography.Text type={isEarlier ? "secondary" : undefined} style={{ wordBreak: "break-all", display: "block" }}>
              {doc.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[
                isEarlier ? t("bookings.documents.earlierVersion") : doc.document_type_name,
                formatDateTime(doc.create_time, language),
              ]
                .filter(Boolean)
                .join(" · ")}
            </Typography.Text>
            {count > 0 && (
              <div>
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
                  aria-expanded={expanded.includes(doc.id)}
                  icon={expanded.includes(doc.id) ? <DownOutlined /> : <RightOutlined />}
                  onClick={() => toggle(doc.id)}
                >
                  {t("bookings.documents.earlier", { count })}
                </Button>
              </div>
            )}
          </>
        );
      },
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
    <Table<DocumentRow>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 500 }}
      // the versions open from the link under the name; the tree's own toggle would repeat it
      expandable={{ expandedRowKeys: [...expanded], expandIcon: () => null, indentSize: 12 }}
    />
  );
}

/** The booking detail: the order's files with name, remark and a download link; "no documents" when none. */
export function OrderDocumentsDialog({ orderId, open, onClose, documents: given }: OrderDocumentsDialogProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const documents = useOrderDocuments(orderId, open && !given);
  let body: ReactNode;
  if (given)
    body =
      given.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("bookings.documents.empty")} />
      ) : (
        <DocumentsTable documents={given} />
      );
  else if (documents.isPending) body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
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
