import type { MonthTeu } from "@haiyun/shared/schemas/dashboard";
import { Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "../../../lib/format";
import type { Language } from "../../../lib/i18n";
import { useLanguage } from "../../../lib/list/use-language";

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Jan 26" / "26年1月": short enough for twelve ticks on a phone. */
export function monthLabel(month: string, language: Language): string {
  const [year, m] = month.split("-");
  return language === "en-US" ? `${MONTHS_EN[Number(m) - 1]} ${year.slice(2)}` : `${year.slice(2)}年${Number(m)}月`;
}

/**
 * TEU booked per month over the last twelve (recharts, drawn in the theme's primary colour), with
 * the year's sum in words above it: what a screen reader reads, and what a test can see.
 */
export function TeuChart({ months }: { months: MonthTeu[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = theme.useToken();
  const teu = months.reduce((sum, month) => sum + month.teu, 0);
  const orders = months.reduce((sum, month) => sum + month.orders, 0);
  const data = months.map((month) => ({ ...month, label: monthLabel(month.month, language) }));
  return (
    <>
      <Typography.Text type="secondary">
        {orders === 0
          ? t("dashboard.teu.none")
          : t("dashboard.teu.summary", { teu: formatNumber(teu, language), orders: formatNumber(orders, language) })}
      </Typography.Text>
      <div style={{ width: "100%", height: 240 }} aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 16, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
            {/* every month named, slanted so twelve fit a narrow card (recharts otherwise drops some) */}
            <XAxis
              dataKey="label"
              tick={{ fontSize: 11, fill: token.colorTextSecondary }}
              interval={0}
              angle={-40}
              textAnchor="end"
              height={44}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: token.colorTextSecondary }} />
            <Tooltip
              cursor={{ fill: token.colorFillSecondary }}
              formatter={(value, name) => [
                formatNumber(Number(value), language),
                name === "teu" ? t("dashboard.teu.unit") : t("dashboard.teu.orders"),
              ]}
            />
            <Bar dataKey="teu" fill={token.colorPrimary} radius={[3, 3, 0, 0]} maxBarSize={36} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </>
  );
}
