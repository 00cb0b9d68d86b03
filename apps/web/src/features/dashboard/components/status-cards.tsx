import type { StatusCount } from "@haiyun/shared/schemas/dashboard";
import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { StatusDot, useOrderStatuses } from "../../orders";
import "./dashboard.css";

export interface StatusCardsProps {
  counts: StatusCount[];
  /** the list a card opens, filtered by its status: "/bookings" or "/ops/orders" */
  listPath: string;
}

/**
 * Orders by status as cards, each a link to the list filtered by that status (the lists read
 * `?status=N` from the address bar). Statuses without orders are left out: twelve cards, most
 * of them zero, would bury the few that matter.
 */
export function StatusCards({ counts, listPath }: StatusCardsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { lookOf } = useOrderStatuses();
  const shown = counts.filter((status) => status.count > 0);
  return (
    <ul className="dashboard-status-grid" aria-label={t("dashboard.byStatus.title")}>
      {shown.map((status) => (
        <li key={status.status}>
          <Link
            to={`${listPath}?status=${status.status}`}
            aria-label={t("dashboard.byStatus.open", { status: status.status_name, count: status.count })}
            data-status={status.status}
          >
            <Card size="small" hoverable className="dashboard-status-card">
              <Typography.Text type="secondary" className="dashboard-status-name">
                <StatusDot color={lookOf(status.status).color} /> {status.status_name}
              </Typography.Text>
              <div className="dashboard-status-count">{formatNumber(status.count, language)}</div>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
