import { Alert, Button, Flex, Modal, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useIsMobile } from "../../../lib/use-media-query";
import { CopyButton } from "./copy-button";

export interface SecretOnceModalProps {
  /** the secret to show; the dialog is open while there is one */
  value: string | null;
  title: string;
  label: string;
  warning: string;
  onClose: () => void;
  /** what follows the secret (how to use it) */
  children?: ReactNode;
}

/**
 * A key or signing secret the server returns only in the answer of its creation: shown here once,
 * with a copy button. Closing asks nothing more: the warning says it will not come back.
 */
export function SecretOnceModal({ value, title, label, warning, onClose, children }: SecretOnceModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={value !== null}
      title={title}
      onCancel={onClose}
      mask={{ closable: false }}
      width={isMobile ? "100%" : 560}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t("common.actions.confirm")}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={warning} />
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Paragraph
          code
          data-testid="secret-once"
          style={{ margin: 0, wordBreak: "break-all", fontSize: 13 }}
          aria-label={label}
        >
          {value}
        </Typography.Paragraph>
        <div>
          <CopyButton type="primary" value={value ?? ""} label={t("common.actions.copyOf", { label })} />
        </div>
        {children}
      </Flex>
    </Modal>
  );
}
