import { CheckOutlined, CloseOutlined } from "@ant-design/icons";
import type { OrderStatus } from "@haiyun/shared/constants/order-status";
import { actionsFor, REQUEST_STATE, type RequestState } from "@haiyun/shared/constants/order-transitions";
import { Alert, type AlertProps, App, Button, Flex, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ReasonDialog, showActionError, useOrderAction } from "../../orders";
import type { OpsOrderDetail } from "../api/get-ops-order";
import { DESK } from "../api/ops-actions";
import { sidesOf, specialCargoRows } from "../utils/special-cargo-rows";
import { SpecialCargoSummary } from "./special-cargo-summary";

const LOOK: Record<RequestState | "none", { type: AlertProps["type"]; title: string }> = {
  [REQUEST_STATE.REQUESTED]: { type: "warning", title: "opsCargo.approval.requested" },
  [REQUEST_STATE.ACCEPTED]: { type: "success", title: "opsCargo.approval.accepted" },
  [REQUEST_STATE.DECLINED]: { type: "error", title: "opsCargo.approval.declined" },
  // a reefer alone needs no approval: its settings are only read
  none: { type: "info", title: "opsCargo.approval.none" },
};

/**
 * On the desk's order view: the booked dangerous goods, reefer settings and out-of-gauge cargo,
 * where their approval stands and, while it is asked, operations' approve and refuse.
 */
export function SpecialCargoApproval({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [refusing, setRefusing] = useState(false);
  const approve = useOrderAction("approve_special_cargo", { refresh: DESK });
  const rows = specialCargoRows(order);
  const state = order.special_cargo_status ?? null;
  if (!state && rows.length === 0) return null;
  const allowed = actionsFor("ops", order.status as OrderStatus, sidesOf(order));
  const orderNo = order.order_no;
  const look = LOOK[state ?? "none"];

  const confirmApproval = () =>
    modal.confirm({
      title: t("opsCargo.approval.approveTitle", { orderNo }),
      content: t("opsCargo.approval.approveContent"),
      okText: t("actions.approve_special_cargo.button"),
      cancelText: t("ops.actions.back"),
      onOk: () =>
        approve.mutateAsync({ id: order.id, body: {} }).then(
          () => void message.success(t("opsCargo.approval.approveDone", { orderNo })),
          (err: unknown) => void showActionError(err, { t, message }),
        ),
    });

  return (
    <Alert
      type={look.type}
      showIcon
      data-testid="special-cargo-approval"
      data-state={state ?? "none"}
      title={t(look.title)}
      description={
        <Flex vertical gap={12}>
          {state === REQUEST_STATE.REQUESTED && (
            <Typography.Text type="secondary">{t("opsCargo.approval.requestedHint")}</Typography.Text>
          )}
          <SpecialCargoSummary rows={rows} />
          {(allowed.includes("approve_special_cargo") || allowed.includes("refuse_special_cargo")) && (
            <Flex gap={8} wrap>
              {allowed.includes("approve_special_cargo") && (
                <Button type="primary" icon={<CheckOutlined />} onClick={confirmApproval} loading={approve.isPending}>
                  {t("actions.approve_special_cargo.button")}
                </Button>
              )}
              {allowed.includes("refuse_special_cargo") && (
                <Button danger icon={<CloseOutlined />} onClick={() => setRefusing(true)}>
                  {t("actions.refuse_special_cargo.button")}
                </Button>
              )}
            </Flex>
          )}
          <ReasonDialog
            refresh={DESK}
            target={refusing ? { id: order.id, order_no: orderNo, action: "refuse_special_cargo" } : null}
            onClose={() => setRefusing(false)}
          />
        </Flex>
      }
    />
  );
}
