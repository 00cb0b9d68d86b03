import type { Lane } from "@haiyun/shared/schemas/dashboard";
import { Empty, Progress, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";

/** The five lanes with the most TEU over twelve months, each as a bar against the first. */
export function TopLanes({ lanes }: { lanes: Lane[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = theme.useToken();
  if (lanes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dashboard.lanes.none")} />;
  const most = Math.max(...lanes.map((lane) => lane.teu), 1);
  return (
    <ol className="dashboard-due-list" aria-label={t("dashboard.lanes.title")}>
      {lanes.map((lane) => (
        <li key={`${lane.pol_id}-${lane.pod_id}`} className="dashboard-lane">
          <Typography.Text strong>
            {lane.pol_name} → {lane.pod_name}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {t("dashboard.lanes.figures", {
              teu: formatNumber(lane.teu, language),
              orders: formatNumber(lane.orders, language),
            })}
          </Typography.Text>
          <Progress
            percent={Math.round((lane.teu / most) * 100)}
            strokeColor={token.colorPrimary}
            showInfo={false}
            size="small"
            aria-hidden
          />
        </li>
      ))}
    </ol>
  );
}
