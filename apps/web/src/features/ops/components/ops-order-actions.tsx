import {
  CheckOutlined,
  CloseCircleOutlined,
  EditOutlined,
  FileDoneOutlined,
  RollbackOutlined,
  SendOutlined,
  StopOutlined,
  UploadOutlined,
} from "@ant-design/icons";
import type { OrderStatus } from "@haiyun/shared/constants/order-status";
import { actionsFor, canTransition, type OrderAction } from "@haiyun/shared/constants/order-transitions";
import { mayUpload } from "@haiyun/shared/schemas/order-contract";
import { Button, Flex, Tooltip } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { dialogKindOf, OrderActionDialog } from "../../orders";
import type { OpsOrderDetail } from "../api/get-ops-order";
import { DESK } from "../api/ops-actions";
import type { FileAction } from "../api/ops-steps";
import { sidesOf } from "../utils/special-cargo-rows";
import { AmendSiModal } from "./amend-si-modal";
import { ConfirmBookingModal } from "./confirm-booking-modal";
import { FileActionModal } from "./file-action-modal";
import { UploadDocumentModal } from "./upload-document-modal";

/** The dialogs of the desk: one per action, and the document upload. */
type Dialog = OrderAction | "upload";

/**
 * Operations' actions with a form of their own (a sailing, a document with its fields, an
 * instruction), and those answered from the panels of the order's requests (amendments,
 * cancellation requests, revisions, special cargo). Every other action the table allows gets its
 * button here and the dialog its kind calls for (order-action-kinds.ts in the orders feature).
 */
const FILE_ACTIONS: readonly FileAction[] = ["publish_bill", "issue_invoice", "release"];
const OWN_FORM = new Set<OrderAction>(["confirm_booking", "amend_si", ...FILE_ACTIONS]);
const IN_PANELS = new Set<OrderAction>([
  "request_update",
  "accept_amendment",
  "decline_amendment",
  "update_confirmation",
  "accept_cancellation",
  "decline_cancellation",
  "accept_revision",
  "decline_revision",
  "approve_special_cargo",
  "refuse_special_cargo",
]);
const isFileAction = (dialog: Dialog | null): dialog is FileAction => FILE_ACTIONS.some((action) => action === dialog);

const ICONS: Partial<Record<OrderAction, ReactNode>> = {
  confirm_booking: <CheckOutlined />,
  reject_booking: <CloseCircleOutlined />,
  publish_bill: <FileDoneOutlined />,
  issue_invoice: <FileDoneOutlined />,
  reject_payment: <RollbackOutlined />,
  release: <SendOutlined />,
  amend_si: <EditOutlined />,
  cancel_by_ops: <StopOutlined />,
};

/** The desk's buttons: forward steps first, then those that turn the order back or end it (with a reason). */
export function opsButtonsOf(order: Pick<OpsOrderDetail, "status" | "supply">, allowed: readonly OrderAction[]): OrderAction[] {
  const shown = allowed.filter(
    (action) =>
      !IN_PANELS.has(action) &&
      (OWN_FORM.has(action) || dialogKindOf(action) !== null) &&
      (action !== "amend_si" || !!order.supply),
  );
  const backward = (action: OrderAction) => (dialogKindOf(action) === "reason" ? 1 : 0);
  return shown.sort((a, b) => backward(a) - backward(b));
}

/**
 * The order's buttons for operations, as the transition table allows them in its status (docs/ARCHITECTURE.md, The transition table:
 * the web reads the table the server enforces).
 */
export function OpsOrderActions({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const status = order.status as OrderStatus;
  const allowed = actionsFor("ops", status, sidesOf(order));
  // the status allows confirming but the special cargo's approval is still open: say why it waits
  const confirmWaits = !allowed.includes("confirm_booking") && canTransition("confirm_booking", "ops", status);
  const close = () => setDialog(null);
  const fileTarget = isFileAction(dialog)
    ? { id: order.id, order_no: order.order_no, mbl_no: order.mbl_no, action: dialog }
    : null;
  const generic = dialog && dialog !== "upload" && !OWN_FORM.has(dialog) ? dialog : null;
  const button = (action: OrderAction) => {
    const forward = dialogKindOf(action) !== "reason";
    return (
      <Button
        key={action}
        type={forward && action !== "amend_si" ? "primary" : "default"}
        danger={!forward}
        icon={ICONS[action]}
        onClick={() => setDialog(action)}
      >
        {t(`actions.${action}.button`)}
      </Button>
    );
  };

  return (
    <>
      <Flex gap={8} wrap data-testid="ops-actions">
        {confirmWaits && (
          <Tooltip title={t("opsCargo.approval.confirmWaits")}>
            <Button type="primary" icon={<CheckOutlined />} disabled>
              {t("actions.confirm_booking.button")}
            </Button>
          </Tooltip>
        )}
        {opsButtonsOf(order, allowed).map(button)}
        {/* operations attach documents from the submitted booking until the order is completed or cancelled */}
        {mayUpload("ops", order.status) && (
          <Button icon={<UploadOutlined />} onClick={() => setDialog("upload")}>
            {t("ops.actions.upload")}
          </Button>
        )}
      </Flex>
      <ConfirmBookingModal order={dialog === "confirm_booking" ? order : null} onClose={close} />
      <OrderActionDialog order={order} action={generic} onClose={close} refresh={DESK} />
      <FileActionModal target={fileTarget} onClose={close} />
      <AmendSiModal
        target={dialog === "amend_si" && order.supply ? { id: order.id, order_no: order.order_no, supply: order.supply } : null}
        onClose={close}
      />
      <UploadDocumentModal order={dialog === "upload" ? order : null} onClose={close} />
    </>
  );
}
