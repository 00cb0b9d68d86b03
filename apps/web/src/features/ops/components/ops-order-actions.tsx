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
import type { OpsOrderDetail } from "../api/get-ops-order";
import type { ReasonAction } from "../api/ops-actions";
import type { FileAction } from "../api/ops-steps";
import { sidesOf } from "../utils/special-cargo-rows";
import { AmendSiModal } from "./amend-si-modal";
import { ConfirmBookingModal } from "./confirm-booking-modal";
import { FileActionModal } from "./file-action-modal";
import { ReasonModal } from "./reason-modal";
import { UploadDocumentModal } from "./upload-document-modal";

/** The dialogs of the desk: one per action of the transition table, and the document upload. */
type Dialog = OrderAction | "upload";

const REASON_ACTIONS: readonly ReasonAction[] = ["reject_booking", "cancel_by_ops", "reject_payment"];
const FILE_ACTIONS: readonly FileAction[] = ["publish_bill", "issue_invoice", "release"];
const isReasonAction = (dialog: Dialog | null): dialog is ReasonAction => REASON_ACTIONS.some((action) => action === dialog);
const isFileAction = (dialog: Dialog | null): dialog is FileAction => FILE_ACTIONS.some((action) => action === dialog);

/**
 * The order's buttons for operations, as the transition table allows them in its status (docs/ARCHITECTURE.md, The transition table:
 * the web reads the table the server enforces).
 */
export function OpsOrderActions({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const status = order.status as OrderStatus;
  const allowed = new Set<OrderAction>(actionsFor("ops", status, sidesOf(order)));
  // the status allows confirming but the special cargo's approval is still open: say why it waits
  const confirmWaits = !allowed.has("confirm_booking") && canTransition("confirm_booking", "ops", status);
  const close = () => setDialog(null);
  const reason = isReasonAction(dialog) ? { id: order.id, order_no: order.order_no, action: dialog } : null;
  const fileTarget = isFileAction(dialog)
    ? { id: order.id, order_no: order.order_no, mbl_no: order.mbl_no, action: dialog }
    : null;
  const button = (action: OrderAction, icon: ReactNode, kind: "primary" | "danger" | "default" = "primary") =>
    allowed.has(action) && (
      <Button
        key={action}
        type={kind === "primary" ? "primary" : "default"}
        danger={kind === "danger"}
        icon={icon}
        onClick={() => setDialog(action)}
      >
        {t(`actions.${action}.button`)}
      </Button>
    );

  return (
    <>
      <Flex gap={8} wrap data-testid="ops-actions">
        {button("confirm_booking", <CheckOutlined />)}
        {confirmWaits && (
          <Tooltip title={t("opsCargo.approval.confirmWaits")}>
            <Button type="primary" icon={<CheckOutlined />} disabled>
              {t("actions.confirm_booking.button")}
            </Button>
          </Tooltip>
        )}
        {button("reject_booking", <CloseCircleOutlined />, "danger")}
        {button("publish_bill", <FileDoneOutlined />)}
        {button("issue_invoice", <FileDoneOutlined />)}
        {button("reject_payment", <RollbackOutlined />, "danger")}
        {button("release", <SendOutlined />)}
        {order.supply && button("amend_si", <EditOutlined />, "default")}
        {button("cancel_by_ops", <StopOutlined />, "danger")}
        {/* operations attach documents from the submitted booking until the order is completed or cancelled */}
        {mayUpload("ops", order.status) && (
          <Button icon={<UploadOutlined />} onClick={() => setDialog("upload")}>
            {t("ops.actions.upload")}
          </Button>
        )}
      </Flex>
      <ConfirmBookingModal order={dialog === "confirm_booking" ? order : null} onClose={close} />
      <ReasonModal target={reason} onClose={close} />
      <FileActionModal target={fileTarget} onClose={close} />
      <AmendSiModal
        target={dialog === "amend_si" && order.supply ? { id: order.id, order_no: order.order_no, supply: order.supply } : null}
        onClose={close}
      />
      <UploadDocumentModal order={dialog === "upload" ? order : null} onClose={close} />
    </>
  );
}
