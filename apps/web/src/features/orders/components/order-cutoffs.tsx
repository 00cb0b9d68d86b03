import type { CutOffView } from "@haiyun/shared/schemas/order-view";
import { Descriptions, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/list/use-language";
import { useIsMobile } from "../../../lib/use-media-query";
import { cutOffCountdown, cutOffLang, cutOffName, cutOffWhen } from "./cut-offs/cut-off-text";
import { useMinuteClock } from "./cut-offs/use-minute-clock";

const DAY_MS = 24 * 3_600_000;

export type CutoffState = "ok" | "soon" | "past";

/** Under 24 h away is "soon" (warning colour), gone by is "past" (error colour). */
export function cutoffStateOf(cutoff: string, now: number): CutoffState {
  const left = new Date(cutoff).getTime() - now;
  if (left <= 0) return "past";
  return left < DAY_MS ? "soon" : "ok";
}

export interface OrderCutoffsProps {
  /** the order's cut-offs, earliest first, each in its port of loading's local time */
  cutOffs: CutOffView[];
  /** false for an order that is over (completed, cancelled): its cut-offs are history, not alarms */
  active?: boolean;
  /** the time to judge against (tests); now otherwise, moving on every minute */
  now?: number;
  /** the port of loading's name, named beside each time (its zone's city otherwise) */
  port?: string;
}

/**
 * The carrier's cut-offs, once operations confirmed the booking; nothing before. Each in the port
 * of loading's local time with the port and its offset ("12-01 17:00 宁波 (UTC+8)") and the time left.
 */
export function OrderCutoffs({ cutOffs, active = true, now, port }: OrderCutoffsProps) {
  const { t } = useTranslation();
  const lang = cutOffLang(useLanguage());
  const isMobile = useIsMobile();
  const clock = useMinuteClock(now);
  if (cutOffs.length === 0) return null;
  return (
    <Descriptions
      bordered
      size={isMobile ? "small" : "medium"}
      column={{ xs: 1, sm: 2, lg: 3 }}
      title={<Typography.Text type="secondary">{t("bookings.cutoffs.localTime")}</Typography.Text>}
      items={cutOffs.map((cutOff) => {
        const left = cutOffCountdown(cutOff.at, clock, lang);
        const state: CutoffState = !active ? "ok" : left.passed ? "past" : left.soon ? "soon" : "ok";
        return {
          key: cutOff.code,
          label: `${cutOffName(cutOff.code, lang)} (${cutOff.code})`,
          children: (
            <span data-code={cutOff.code}>
              <Typography.Text type={state === "past" ? "danger" : state === "soon" ? "warning" : undefined} data-state={state}>
                {cutOffWhen(cutOff.at, cutOff.time_zone, lang, port)}
              </Typography.Text>
              {active && (
                // the time left is true only on screen: paper keeps the cut-off itself
                <span className="no-print" data-testid="cut-off-left">
                  <br />
                  <Typography.Text type={state === "ok" ? "secondary" : state === "past" ? "danger" : "warning"}>
                    {left.text}
                  </Typography.Text>
                </span>
              )}
            </span>
          ),
        };
      })}
    />
  );
}
