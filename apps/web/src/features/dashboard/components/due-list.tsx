import type { DueCutOff, DueOrder, OpsDueCutOff } from "@haiyun/shared/schemas/dashboard";
import { Badge, Card, Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { cutOffLang, cutOffName, NextCutOffCell } from "../../orders";

interface DueCardProps<T> {
  title: string;
  total: number;
  list: T[];
  item: (row: T) => ReactNode;
  /** each row's key: its order's id unless an order may come twice (two of its cut-offs) */
  keyOf?: (row: T) => string | number;
  /** the list of every one of them, when there is one to open */
  viewAll?: string;
}

/** One "due" list: its first few orders, how many more there are, and the way to all of them. */
export function DueCard<T extends { id: number }>({
  title,
  total,
  list,
  item,
  keyOf = (row) => row.id,
  viewAll,
}: DueCardProps<T>) {
  const { t } = useTranslation();
  const more = total - list.length;
  return (
    <Card
      size="small"
      title={
        // the title wraps on a phone rather than cutting the count off
        <Flex gap={8} align="center" className="dashboard-due-title">
          <span>{title}</span>
          <Badge count={total} showZero color={total > 0 ? undefined : "#bfbfbf"} overflowCount={999} style={{ flex: "none" }} />
        </Flex>
      }
      extra={viewAll && total > 0 ? <Link to={viewAll}>{t("dashboard.due.viewAll")}</Link> : null}
      style={{ height: "100%" }}
    >
      {list.length === 0 ? (
        <Typography.Text type="secondary">{t("dashboard.due.none")}</Typography.Text>
      ) : (
        <ul className="dashboard-due-list" aria-label={title}>
          {list.map((row) => (
            <li key={keyOf(row)}>{item(row)}</li>
          ))}
        </ul>
      )}
      {more > 0 ? <Typography.Text type="secondary">{t("dashboard.due.more", { count: more })}</Typography.Text> : null}
    </Card>
  );
}

const lane = (row: { pol_name: string; pod_name: string }) => [row.pol_name, row.pod_name].filter(Boolean).join(" → ");

/** A due cut-off's key: an order has each code once (confirmedCutOffs refuses a code twice). */
export const cutOffKey = (row: DueCutOff) => `${row.id}:${row.cut_off.code}`;

/** A cut-off due: the order, its lane (and customer on the desk), the cut-off in port time and the time left. */
export function CutOffItem({ row, orderPath }: { row: DueCutOff | OpsDueCutOff; orderPath: string }) {
  const lang = cutOffLang(useLanguage());
  const customer = "customer_name" in row ? row.customer_name : "";
  return (
    <Flex justify="space-between" gap={8}>
      <div style={{ flex: "1 1 0", minWidth: 0 }}>
        <Link to={`${orderPath}/${row.id}`}>{row.order_no}</Link>
        <Typography.Text type="secondary" className="dashboard-due-text">
          {lane(row)}
        </Typography.Text>
        {customer ? (
          <Typography.Text type="secondary" className="dashboard-due-text" title={customer}>
            {customer}
          </Typography.Text>
        ) : null}
      </div>
      <div title={cutOffName(row.cut_off.code, lang)} style={{ flex: "none", textAlign: "end" }}>
        <NextCutOffCell cutOff={row.cut_off} port={row.pol_name} />
      </div>
    </Flex>
  );
}

/** An order waiting on its customer: the order, its lane, and since when. */
export function WaitingItem({ row }: { row: DueOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Flex justify="space-between" gap={8} wrap>
      <div style={{ minWidth: 0 }}>
        <Link to={`/bookings/${row.id}`}>{row.order_no}</Link>
        <br />
        <Typography.Text type="secondary">{lane(row)}</Typography.Text>
      </div>
      <Typography.Text type="secondary">
        {t("dashboard.due.since", { time: formatDateTime(row.since, language) })}
      </Typography.Text>
    </Flex>
  );
}
