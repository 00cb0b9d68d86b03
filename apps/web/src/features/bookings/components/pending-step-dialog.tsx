import { Button, Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

export type PendingStep = "bill" | "pay" | "telex";

export interface PendingStepDialogProps {
  orderId: number;
  step: PendingStep | null;
  onClose: () => void;
}

/**
 * Bill confirm, payment and telex upload get their own dialogs with the next issue; until then the
 * button says honestly where the step is taken: the supply-detail page, which opens it by status.
 */
export function PendingStepDialog({ orderId, step, onClose }: PendingStepDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={step !== null}
      title={step ? t(`bookings.detail.actions.${step}`) : ""}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t("bookings.pendingStep.close")}
        </Button>,
        <Button key="go" type="primary" onClick={() => navigate(`/bookings/supply-detail/${orderId}`)}>
          {t("bookings.pendingStep.open")}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{step ? t(`bookings.pendingStep.${step}`) : ""}</Typography.Paragraph>
    </Modal>
  );
}
