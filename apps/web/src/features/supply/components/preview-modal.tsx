import { Button, Modal, Typography } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useIsMobile } from "../../../lib/use-media-query";
import type { SheetData } from "./sheet-data";
import { printSheet, SiSheet } from "./si-sheet";

export interface PreviewModalProps {
  /** the sheet to show; closed when null */
  data: SheetData | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Submitting opens the preview, a bill-of-lading-like sheet, with a confirm. */
export function PreviewModal({ data, busy, onConfirm, onClose }: PreviewModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const sheet = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={data !== null}
      title={t("supply.preview.title")}
      onCancel={onClose}
      width={isMobile ? "100%" : 900}
      destroyOnHidden
      footer={[
        <Button key="print" onClick={() => printSheet(sheet.current)}>
          {t("common.actions.print")}
        </Button>,
        <Button key="back" onClick={onClose}>
          {t("supply.preview.back")}
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={onConfirm}>
          {t("supply.preview.confirm")}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t("supply.preview.intro")}</Typography.Paragraph>
      {data && <SiSheet ref={sheet} data={data} />}
    </Modal>
  );
}
