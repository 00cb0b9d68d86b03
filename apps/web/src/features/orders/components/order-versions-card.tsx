import { Alert, Card, Collapse, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useOrderVersions } from "../api/booking-changes";
import { FieldChangeTable } from "./field-change";

/** Every version of the booking, each unfolding to its changes against the one before (both sides). */
export function OrderVersionsCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const versions = useOrderVersions(orderId);
  let body: React.ReactNode;
  if (versions.isError) {
    body = <Alert type="error" showIcon title={t("amendments.versions.loadFailed", { msg: versions.error.message })} />;
  } else if (!versions.data) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else if (versions.data.length === 0) {
    body = <Typography.Text type="secondary">{t("amendments.versions.empty")}</Typography.Text>;
  } else {
    body = (
      <Collapse
        data-testid="order-versions"
        items={[...versions.data].reverse().map((version) => ({
          key: version.version,
          label: (
            <span>
              <Typography.Text strong>{t("amendments.versions.version", { version: version.version })}</Typography.Text>{" "}
              <Typography.Text type="secondary">
                {t("amendments.versions.by", { by: version.by, time: formatDateTime(version.created_at, language) })}
                {" · "}
                {version.version === 1
                  ? t("amendments.versions.first")
                  : t("amendments.versions.changes", { count: version.diff.length })}
              </Typography.Text>
            </span>
          ),
          children: (
            <>
              {version.reason && <div>{t("amendments.versions.reason", { reason: version.reason })}</div>}
              {version.version > 1 && <FieldChangeTable diff={version.diff} />}
            </>
          ),
        }))}
      />
    );
  }
  return <Card title={t("amendments.versions.title")}>{body}</Card>;
}
