import { DownloadOutlined, ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Empty, Flex, Skeleton, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFileBlob } from "../api/file-blob";

type Kind = "pdf" | "image" | "other";

function kindOf(blob: Blob, name: string): Kind {
  const lower = name.toLowerCase();
  if (blob.type === "application/pdf" || lower.endsWith(".pdf")) return "pdf";
  if (blob.type.startsWith("image/") || /\.(png|jpe?g|gif|webp)$/.test(lower)) return "image";
  return "other";
}

/** An object URL for a blob, revoked when the blob changes or the preview goes. */
function useObjectUrl(blob: Blob | undefined, type: string): string | null {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    // a PDF served as octet-stream would be downloaded by the viewer instead of shown
    const typed = type && blob.type !== type ? new Blob([blob], { type }) : blob;
    const url = URL.createObjectURL(typed);
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [blob, type]);
  return href;
}

export interface FilePreviewProps {
  /** where the bytes are read (a download route); nothing is shown when null */
  url: string | null;
  /** the document's name, for a file the browser cannot show */
  name: string;
  height?: number;
}

/** A PDF or an image shown in place (the customer reads the bill draft it approves). */
export function FilePreview({ url, name, height = 420 }: FilePreviewProps) {
  const { t } = useTranslation();
  const file = useFileBlob(url);
  const kind = file.data ? kindOf(file.data.blob, file.data.filename || name) : "other";
  const href = useObjectUrl(file.data?.blob, kind === "pdf" ? "application/pdf" : "");

  if (!url) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("bookings.steps.preview.none")} />;
  if (file.isPending) return <Skeleton.Node active style={{ width: "100%", height }} />;
  if (file.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("bookings.steps.preview.failed")}
        description={file.error.message}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void file.refetch()}>
            {t("common.actions.retry")}
          </Button>
        }
      />
    );
  }
  if (!href) return null;
  const download = (
    <a href={href} download={file.data.filename || name}>
      <DownloadOutlined /> {t("bookings.steps.preview.download", { name: file.data.filename || name })}
    </a>
  );
  return (
    <Flex vertical gap={8} data-testid="file-preview">
      {kind === "pdf" && (
        // a frame, not <object>: the portal's CSP has object-src 'none' and lets frames show blob: URLs
        <iframe src={href} title={name} style={{ width: "100%", height, border: "1px solid #f0f0f0" }} />
      )}
      {kind === "image" && <img src={href} alt={name} style={{ maxWidth: "100%", maxHeight: height, objectFit: "contain" }} />}
      {kind === "other" && <Typography.Paragraph>{t("bookings.steps.preview.cannotShow")}</Typography.Paragraph>}
      {download}
    </Flex>
  );
}
