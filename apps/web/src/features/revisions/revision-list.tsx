import { Alert, Collapse, Flex, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/format";
import { useLanguage } from "../../lib/list/use-language";
import { type RevisionView, useRevisions } from "./api";
import { RevisionDiff } from "./revision-diff";
import { feeText } from "./revision-text";

const STATUS_COLOR: Record<RevisionView["status"], string> = {
  submitted: "blue",
  requested: "orange",
  accepted: "green",
  declined: "red",
};

function Head({ entry }: { entry: RevisionView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Flex wrap gap={8} align="center">
      <Typography.Text strong>{t("revision.revisionLabel", { revision: entry.revision })}</Typography.Text>
      <Tag color={STATUS_COLOR[entry.status]}>{t(`revision.status.${entry.status}`)}</Tag>
      <Typography.Text type="secondary">
        {t(`revision.by.${entry.by}`)} · {formatDateTime(entry.created_at, language)}
      </Typography.Text>
      {entry.fee && Number(entry.fee.amount) > 0 && <Tag>{feeText(t, entry.fee, language)}</Tag>}
    </Flex>
  );
}

/** Every version of the instruction, newest first, each expandable to its difference (both sides read it). */
export function RevisionList({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const revisions = useRevisions(orderId);
  if (revisions.isError) return <Alert type="error" showIcon title={t("revision.loadFailed")} />;
  const list = [...(revisions.data ?? [])].reverse();
  if (list.length === 0) return <Typography.Text type="secondary">{t("revision.listEmpty")}</Typography.Text>;
  return (
    <Collapse
      size="small"
      data-testid="revision-list"
      items={list.map((entry) => ({
        key: entry.revision,
        label: <Head entry={entry} />,
        children: (
          <Flex vertical gap={8}>
            {entry.reason && <Typography.Text>{t("revision.reasonLine", { reason: entry.reason })}</Typography.Text>}
            {entry.decided_at && (
              <Typography.Text type="secondary">
                {t("revision.decidedAt")}: {formatDateTime(entry.decided_at, language)}
              </Typography.Text>
            )}
            {entry.decision_reason && (
              <Typography.Text type="danger">{t("revision.declineReason", { reason: entry.decision_reason })}</Typography.Text>
            )}
            {entry.diff.length > 0 ? (
              <RevisionDiff diff={entry.diff} />
            ) : (
              <Typography.Text type="secondary">{t("revision.noDiff")}</Typography.Text>
            )}
          </Flex>
        ),
      }))}
    />
  );
}
