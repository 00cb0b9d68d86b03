import { REQUEST_STATE, type RequestState, SIDE_REQUESTS, type SideRequest } from "@haiyun/shared/constants/order-transitions";
import { Flex } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ReadableTag } from "../../../components/readable-tag";
import { OrderStatusTag } from "./order-status-tag";

/** The requests beside an order's status, as every order answer carries them. */
export type OrderRequestStates = Partial<Record<`${SideRequest}_status`, RequestState | null>>;

const COLOR: Record<RequestState, string> = {
  [REQUEST_STATE.REQUESTED]: "gold",
  [REQUEST_STATE.ACCEPTED]: "green",
  [REQUEST_STATE.DECLINED]: "red",
};

export interface RequestTagsProps {
  order: OrderRequestStates;
  /**
   * The order's own page: decided requests show too (accepted, declined). A list shows only what
   * is open, since that is what waits for someone.
   */
  decided?: boolean;
}

/**
 * The second tag(s) beside the status: an amendment, a cancellation, an SI revision or the special
 * cargo's approval asked for or decided.
 */
export function RequestTags({ order, decided = false }: RequestTagsProps) {
  const { t } = useTranslation();
  const shown = SIDE_REQUESTS.flatMap((kind) => {
    const state = order[`${kind}_status`];
    if (!state || (!decided && state !== REQUEST_STATE.REQUESTED)) return [];
    return [{ kind, state }];
  });
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map(({ kind, state }) => (
        <ReadableTag
          key={kind}
          color={COLOR[state]}
          data-testid={`request-tag-${kind}`}
          data-state={state}
          style={{ marginInlineEnd: 0, whiteSpace: "normal" }}
        >
          {t(`sideRequests.tags.${kind}.${state}`)}
        </ReadableTag>
      ))}
    </>
  );
}

/**
 * A list's status cell: the status tag, and beside it (wrapping under it when narrow) any open
 * request, then whatever else the list marks the order with (`extra`).
 */
export function StatusWithRequests({
  order,
  withTooltip = false,
  extra,
}: {
  order: OrderRequestStates & { status: number; status_name?: string };
  withTooltip?: boolean;
  extra?: ReactNode;
}) {
  return (
    <Flex gap={4} wrap align="center">
      <OrderStatusTag status={order.status} name={order.status_name} withTooltip={withTooltip} />
      <RequestTags order={order} />
      {extra}
    </Flex>
  );
}
