import { REQUEST_STATE } from "@haiyun/shared/constants/order-transitions";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { useOrderEvents } from "../api/order-events";
import type { OrderDetail, OrderEvent } from "../api/order-keys";

/** The latest event of `action` on the timeline (the request's reason and fee, a decision's reason). */
export function lastEventOf(events: readonly OrderEvent[] | undefined, action: string): OrderEvent | undefined {
  return events?.findLast((event) => event.action === action);
}

/**
 * On the owner's order page: a cancellation asked for and not yet decided (with the fee it named),
 * or the last one declined (with operations' reason). An accepted one shows as the status itself.
 */
export function CancellationNote({ order }: { order: Pick<OrderDetail, "id" | "cancellation_status"> }) {
  const { t } = useTranslation();
  const state = order.cancellation_status;
  const shown = state === REQUEST_STATE.REQUESTED || state === REQUEST_STATE.DECLINED;
  const events = useOrderEvents(shown ? order.id : 0);
  if (!shown) return null;
  if (state === REQUEST_STATE.REQUESTED) {
    const asked = lastEventOf(events.data, "request_cancellation");
    // the fee the request named, as its event keeps it ("…" until the timeline is in)
    const fee = asked?.amount ? t("sideRequests.cancellation.fee", { currency: asked.currency, amount: asked.amount }) : "…";
    return (
      <Alert
        type="info"
        showIcon
        data-testid="cancellation-note"
        title={t("sideRequests.cancellation.pendingTitle")}
        description={t("sideRequests.cancellation.pending", { fee })}
      />
    );
  }
  const declined = lastEventOf(events.data, "decline_cancellation");
  return (
    <Alert
      type="warning"
      showIcon
      closable
      data-testid="cancellation-note"
      title={t("sideRequests.cancellation.declinedTitle")}
      description={
        <span style={{ whiteSpace: "pre-wrap" }}>
          {t("sideRequests.cancellation.declined", { reason: declined?.reason ?? "" })}
        </span>
      }
    />
  );
}
