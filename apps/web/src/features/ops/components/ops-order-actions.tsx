import { CheckOutlined, CloseCircleOutlined, StopOutlined, UploadOutlined } from "@ant-design/icons";
import { ORDER_STATUS, type OrderStatus } from "@haiyun/shared/constants/order-status";
import { actionsFor } from "@haiyun/shared/constants/order-transitions";
import { Button, Flex } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OpsOrderDetail } from "../api/get-ops-order";
import type { ReasonAction } from "../api/ops-actions";
import { ConfirmBookingModal } from "./confirm-booking-modal";
import { ReasonModal } from "./reason-modal";
import { UploadDocumentModal } from "./upload-document-modal";

type Dialog = "confirm" | ReasonAction | "upload";

// a draft is not yet before operations, and a finished order takes no more documents
const NO_DOCUMENTS: readonly number[] = [ORDER_STATUS.DRAFT, ORDER_STATUS.COMPLETED, ORDER_STATUS.CANCELLED];

/**
 * The order's buttons for operations, as the transition table allows them in its status (DESIGN §6:
 * the web reads the table the server enforces). The later rows (bill, invoice, release) come with
 * their issues.
 */
export function OpsOrderActions({ order }: { order: OpsOrderDetail }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const allowed = actionsFor("ops", order.status as OrderStatus);
  const close = () => setDialog(null);
  const reason = dialog === "reject" || dialog === "cancel" ? { id: order.id, order_no: order.order_no, action: dialog } : null;

  return (
    <>
      <Flex gap={8} wrap>
        {allowed.includes("confirm_booking") && (
          <Button type="primary" icon={<CheckOutlined />} onClick={() => setDialog("confirm")}>
            {t("ops.actions.confirm")}
          </Button>
        )}
        {allowed.includes("reject_booking") && (
          <Button danger icon={<CloseCircleOutlined />} onClick={() => setDialog("reject")}>
            {t("ops.actions.reject")}
          </Button>
        )}
        {allowed.includes("cancel_by_ops") && (
          <Button danger icon={<StopOutlined />} onClick={() => setDialog("cancel")}>
            {t("ops.actions.cancel")}
          </Button>
        )}
        {!NO_DOCUMENTS.includes(order.status) && (
          <Button icon={<UploadOutlined />} onClick={() => setDialog("upload")}>
            {t("ops.actions.upload")}
          </Button>
        )}
      </Flex>
      <ConfirmBookingModal order={dialog === "confirm" ? order : null} onClose={close} />
      <ReasonModal target={reason} onClose={close} />
      <UploadDocumentModal order={dialog === "upload" ? order : null} onClose={close} />
    </>
  );
}
