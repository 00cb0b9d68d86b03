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
import { ORDER_STATUS, type OrderStatus } from "@haiyun/shared/constants/order-status";
import { actionsFor } from "@haiyun/shared/constants/order-transitions";
import { Button, Flex } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { OpsOrderDetail } from "../api/get-ops-order";
import type { ReasonAction } from "../api/ops-actions";
import type { FileAction } from "../api/ops-steps";
import { AmendSiModal } from "./amend-si-modal";
import { ConfirmBookingModal } from "./confirm-booking-modal";
import { FileActionModal } from "./file-action-modal";
import { ReasonModal } from "./reason-modal";
import { UploadDocumentModal } from "./upload-document-modal";

type Dialog = "confirm" | ReasonAction | FileAction | "amend" | "upload";

// a draft is not yet before operations, and a finished order takes no more documents
const NO_DOCUMENTS: readonly number[] = [ORDER_STATUS.DRAFT, ORDER_STATUS.COMPLETED, ORDER_STATUS.CANCELLED];

/**
 * The order's buttons for operations, as the transition table allows them in its status (DESIGN §6:
 * the web reads the table the server enforces).
 */
export function OpsOrderActions({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const allowed = new Set<string>(actionsFor("ops", order.status as OrderStatus));
  const close = () => setDialog(null);
  const reasonActions: readonly Dialog[] = ["reject", "cancel", "payment-reject"];
  const reason =
    dialog && reasonActions.includes(dialog) ? { id: order.id, order_no: order.order_no, action: dialog as ReasonAction } : null;
  const fileActions: readonly Dialog[] = ["bill", "invoice", "release"];
  const fileTarget =
    dialog && fileActions.includes(dialog)
      ? { id: order.id, order_no: order.order_no, mbl_no: order.mbl_no, action: dialog as FileAction }
      : null;
  const button = (action: string, key: Dialog, icon: ReactNode, kind: "primary" | "danger" | "default" = "primary") =>
    allowed.has(action) && (
      <Button
        key={key}
        type={kind === "primary" ? "primary" : "default"}
        danger={kind === "danger"}
        icon={icon}
        onClick={() => setDialog(key)}
      >
        {t(`ops.actions.${key}`)}
      </Button>
    );

  return (
    <>
      <Flex gap={8} wrap data-testid="ops-actions">
        {button("confirm_booking", "confirm", <CheckOutlined />)}
        {button("reject_booking", "reject", <CloseCircleOutlined />, "danger")}
        {button("publish_bill", "bill", <FileDoneOutlined />)}
        {button("issue_invoice", "invoice", <FileDoneOutlined />)}
        {button("reject_payment", "payment-reject", <RollbackOutlined />, "danger")}
        {button("release", "release", <SendOutlined />)}
        {order.supply && button("amend_si", "amend", <EditOutlined />, "default")}
        {button("cancel_by_ops", "cancel", <StopOutlined />, "danger")}
        {!NO_DOCUMENTS.includes(order.status) && (
          <Button icon={<UploadOutlined />} onClick={() => setDialog("upload")}>
            {t("ops.actions.upload")}
          </Button>
        )}
      </Flex>
      <ConfirmBookingModal order={dialog === "confirm" ? order : null} onClose={close} />
      <ReasonModal target={reason} onClose={close} />
      <FileActionModal target={fileTarget} onClose={close} />
      <AmendSiModal
        target={dialog === "amend" && order.supply ? { id: order.id, order_no: order.order_no, supply: order.supply } : null}
        onClose={close}
      />
      <UploadDocumentModal order={dialog === "upload" ? order : null} onClose={close} />
    </>
  );
}
