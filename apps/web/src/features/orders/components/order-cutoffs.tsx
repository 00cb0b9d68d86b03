import { Descriptions, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { useIsMobile } from "../../../lib/use-media-query";
import type { OrderDetail } from "../api/order-keys";

const CUTOFFS = ["si_cutoff", "vgm_cutoff", "cy_cutoff"] as const;
const DAY_MS = 24 * 3_600_000;

export type CutoffState = "ok" | "soon" | "past";

/** Under 24 h away is "soon" (warning colour), gone by is "past" (error colour). */
export function cutoffStateOf(cutoff: string, now: number): CutoffState {
  const left = new Date(cutoff).getTime() - now;
  if (left <= 0) return "past";
  return left < DAY_MS ? "soon" : "ok";
}

export interface OrderCutoffsProps {
  order: Pick<OrderDetail, (typeof CUTOFFS)[number]>;
  /** false for an order that is over (completed, cancelled): its cut-offs are history, not alarms */
  active?: boolean;
  /** the time to judge against (tests); now otherwise */
  now?: number;
}

/** The carrier's cut-offs, once operations confirmed the booking; nothing before. */
export function OrderCutoffs({ order, active = true, now = Date.now() }: OrderCutoffsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isMobile = useIsMobile();
  if (CUTOFFS.every((field) => !order[field])) return null;
  return (
    <Descriptions
      bordered
      size={isMobile ? "small" : "medium"}
      column={{ xs: 1, sm: 3 }}
      items={CUTOFFS.map((field) => {
        const value = order[field];
        const state = value && active ? cutoffStateOf(value, now) : "ok";
        return {
          key: field,
          label: t(`bookings.cutoffs.${field}`),
          children: value ? (
            <Typography.Text type={state === "past" ? "danger" : state === "soon" ? "warning" : undefined} data-state={state}>
              {formatDateTime(value, language)}
              {state !== "ok" && ` (${t(`bookings.cutoffs.${state}`)})`}
            </Typography.Text>
          ) : (
            "-"
          ),
        };
      })}
    />
  );
}
