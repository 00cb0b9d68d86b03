import type { AgeBuckets, StatusAge } from "@haiyun/shared/schemas/dashboard";
import { Empty, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useIsMobile } from "../../../lib/use-media-query";
import "./dashboard.css";

const BUCKETS: (keyof AgeBuckets)[] = ["lt_1d", "d1_3", "d3_7", "gt_7d"];
// fresh to stale: green, blue, orange, red (antd's palette)
const COLOURS: Record<keyof AgeBuckets, string> = { lt_1d: "#52c41a", d1_3: "#1677ff", d3_7: "#fa8c16", gt_7d: "#f5222d" };
const ROW_HEIGHT = 34;

/**
 * The open orders of each status by how long they have waited in it, one stacked bar a status;
 * a bar opens the desk filtered by its status. The same figures as a table for screen readers.
 */
export function AgeChart({ ages }: { ages: StatusAge[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { token } = theme.useToken();
  const open = ages.filter((age) => age.count > 0);
  if (open.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dashboard.ops.noneOpen")} />;
  const data = open.map((age) => ({ status: age.status, name: age.status_name, ...age.buckets }));
  const openStatus = (entry: unknown) => {
    const status = (entry as { payload?: { status?: number } })?.payload?.status;
    if (typeof status === "number") navigate(`/ops/orders?status=${status}`);
  };
  return (
    <>
      <div style={{ width: "100%", height: open.length * ROW_HEIGHT + 80 }} aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid horizontal={false} stroke={token.colorBorderSecondary} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
            <YAxis type="category" dataKey="name" width={isMobile ? 96 : 150} tick={{ fontSize: 12 }} />
            <Tooltip
              formatter={(value, name) => [formatNumber(Number(value), language), t(`dashboard.ops.buckets.${String(name)}`)]}
            />
            <Legend
              // the buckets in their own order (fresh to stale), not by name; the texts in the page's colour
              itemSorter={(item) => BUCKETS.indexOf(item.dataKey as keyof AgeBuckets)}
              formatter={(name) => <span style={{ color: token.colorText }}>{t(`dashboard.ops.buckets.${String(name)}`)}</span>}
              wrapperStyle={{ fontSize: 12 }}
            />
            {BUCKETS.map((bucket) => (
              <Bar
                key={bucket}
                dataKey={bucket}
                stackId="age"
                fill={COLOURS[bucket]}
                cursor="pointer"
                onClick={openStatus}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="dashboard-sr-only">
        <caption>{t("dashboard.ops.byAge")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("ops.columns.status")}</th>
            {BUCKETS.map((bucket) => (
              <th key={bucket} scope="col">
                {t(`dashboard.ops.buckets.${bucket}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {open.map((age) => (
            <tr key={age.status} data-status={age.status}>
              <th scope="row">{age.status_name}</th>
              {BUCKETS.map((bucket) => (
                <td key={bucket}>{age.buckets[bucket]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Typography.Text type="secondary">{t("dashboard.ops.byAgeHint")}</Typography.Text>
    </>
  );
}
