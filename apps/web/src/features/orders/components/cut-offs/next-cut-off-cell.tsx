import type { CutOffView } from "@haiyun/shared/schemas/order-view";
import { Typography } from "antd";
import { useLanguage } from "../../../../lib/list/use-language";
import { cutOffCountdown, cutOffLang, cutOffName, cutOffWhen } from "./cut-off-text";
import { useMinuteClock } from "./use-minute-clock";

/** A list's cell: the next cut-off by its code, its local time at the port and the time left; "-" when none is ahead. */
export function NextCutOffCell({ cutOff, now, port }: { cutOff: CutOffView | null; now?: number; port?: string }) {
  const lang = cutOffLang(useLanguage());
  const clock = useMinuteClock(now);
  if (!cutOff) return <>-</>;
  const left = cutOffCountdown(cutOff.at, clock, lang);
  return (
    <span data-testid="next-cut-off" title={cutOffName(cutOff.code, lang)}>
      <Typography.Text strong>{cutOff.code}</Typography.Text> {cutOffWhen(cutOff.at, cutOff.time_zone, lang, port)}
      <br />
      <Typography.Text type={left.passed ? "danger" : left.soon ? "warning" : "secondary"}>{left.text}</Typography.Text>
    </span>
  );
}
