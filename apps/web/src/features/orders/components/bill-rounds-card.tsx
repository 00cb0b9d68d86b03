import { Collapse, Flex, List, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { type BillRound, useBillRounds } from "../api/bill-rounds";
import { type RedlineSource, redlineName } from "./bill-redline-paths";
import { billRoundTimes, durationText } from "./bill-round-times";

export interface BillRoundsCardProps {
  order: { id: number; status: number; update_time: string };
  /** the instruction's rows, to name a commented row by its container number */
  containers?: RedlineSource["containers"];
}

function RoundItem({
  round,
  times,
  containers,
}: {
  round: BillRound;
  times: { customer: number | null; ops: number | null };
  containers?: RedlineSource["containers"];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = (value: string | null) => formatDateTime(value, language);
  const took = [
    times.customer === null ? null : t("redlines.rounds.took", { customer: durationText(times.customer, t) }),
    times.ops === null ? null : t("redlines.rounds.opsTook", { ops: durationText(times.ops, t) }),
  ].filter(Boolean);
  return (
    <List.Item data-testid={`bill-round-${round.round}`}>
      <Flex vertical gap={4} style={{ width: "100%" }}>
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>{t("redlines.rounds.round", { n: round.round })}</Typography.Text>
          {round.decision === null ? (
            <Tag color="processing">{t("redlines.rounds.waiting")}</Tag>
          ) : (
            <Tag color={round.decision === "pass" ? "success" : "error"}>{t(`redlines.rounds.decision.${round.decision}`)}</Tag>
          )}
          <Typography.Text type="secondary">{t("redlines.rounds.published", { time: when(round.published_at) })}</Typography.Text>
          {round.decision !== null && (
            <Typography.Text type="secondary">
              {t("redlines.rounds.decided", {
                decision: t(`redlines.rounds.decision.${round.decision}`),
                time: when(round.decided_at),
              })}
            </Typography.Text>
          )}
          {took.length > 0 && <Typography.Text type="secondary">({took.join(", ")})</Typography.Text>}
        </Flex>
        {round.reason && (
          <Typography.Text style={{ whiteSpace: "pre-wrap" }}>
            {t("redlines.rounds.reason", { reason: round.reason })}
          </Typography.Text>
        )}
        {round.comments.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {round.comments.map((comment) => (
              <li key={comment.field}>
                <Typography.Text strong>{redlineName(comment.field, t, containers)}</Typography.Text>
                {`: ${comment.text}`}
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </List.Item>
  );
}

/** The order's bill rounds, folded: the count and each side's time in the header, every round inside. */
export function BillRoundsCard({ order, containers }: BillRoundsCardProps) {
  const { t } = useTranslation();
  const rounds = useBillRounds(order.id, `${order.status}-${order.update_time}`);
  const list = rounds.data ?? [];
  // nothing to tell before the first draft (or when the rounds cannot be read: the page goes on)
  if (list.length === 0) return null;
  const times = billRoundTimes(list);
  const header = (
    <Flex gap="4px 16px" wrap align="center">
      <Typography.Text strong>{t("redlines.rounds.title")}</Typography.Text>
      <Typography.Text>{t("redlines.rounds.count", { count: list.length })}</Typography.Text>
      <Typography.Text type="secondary">
        {t("redlines.rounds.customerTime", { time: durationText(times.customer, t) })}
      </Typography.Text>
      <Typography.Text type="secondary">{t("redlines.rounds.opsTime", { time: durationText(times.ops, t) })}</Typography.Text>
    </Flex>
  );
  return (
    <Collapse
      data-testid="bill-rounds"
      items={[
        {
          key: "rounds",
          label: header,
          children: (
            <List
              size="small"
              dataSource={list}
              renderItem={(round, index) => (
                <RoundItem round={round} times={times.rounds[index] ?? { customer: null, ops: null }} containers={containers} />
              )}
            />
          ),
        },
      ]}
    />
  );
}
