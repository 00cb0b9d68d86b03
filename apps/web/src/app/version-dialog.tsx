import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import { AntdProvider } from "../components/antd-provider";

/** "New version found", refresh now or later. */
export default function VersionDialog({ onRefresh, onLater }: { onRefresh: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  return (
    <AntdProvider>
      <Modal
        open
        title={t("common.version.title")}
        okText={t("common.version.refresh")}
        cancelText={t("common.version.later")}
        onOk={onRefresh}
        onCancel={onLater}
        maskClosable={false}
      >
        {t("common.version.content")}
      </Modal>
    </AntdProvider>
  );
}
