import { CopyOutlined, DeleteOutlined, EditOutlined, FileTextOutlined, StopOutlined } from "@ant-design/icons";
import { CONTAINER_MODE } from "@haiyun/shared/constants/order-kinds";
import { DOCUMENT_TYPE, ORDER_STATUS, type OrderStatus } from "@haiyun/shared/constants/order-status";
import { actionsFor } from "@haiyun/shared/constants/order-transitions";
import { mayUpload } from "@haiyun/shared/schemas/order-contract";
import { App, Button, Flex, Tooltip } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { serverMessage } from "../../../lib/form-errors";
import { useDeleteOrder } from "../api/delete-order";
import type { OrderDetail } from "../api/order-keys";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { CancellationRequestButton } from "./cancellation-request";
import { OrderDocumentsDialog } from "./order-documents-dialog";
import { OrderStepDialogs, type OrderStepName } from "./order-step-dialogs";
import { useAutoStep } from "./use-auto-step";

export type OwnerButton = "edit" | "supply" | OrderStepName | "cancel" | "delete";

/** The owner's buttons for a status, read from the shared transition table. */
export function ownerButtonsOf(status: number): OwnerButton[] {
  const allowed = new Set<string>(actionsFor("owner", status as OrderStatus));
  const buttons: [OwnerButton, boolean][] = [
    ["edit", allowed.has("save") || allowed.has("submit")],
    ["supply", allowed.has("supply_save") || allowed.has("supply_submit")],
    ["bill", allowed.has("bill_pass") || allowed.has("bill_fail")],
    // a step with a document shows only where the owner may attach it (the upload windows)
    ["pay", allowed.has("pay") && mayUpload("owner", status, DOCUMENT_TYPE.PAYMENT_RECEIPT)],
    ["telex", allowed.has("telex") && mayUpload("owner", status, DOCUMENT_TYPE.TELEX_GUARANTEE)],
    ["cancel", allowed.has("cancel")],
    ["delete", allowed.has("delete")],
  ];
  return buttons.filter(([, shown]) => shown).map(([button]) => button);
}

const STEP_BUTTONS: readonly OwnerButton[] = ["bill", "pay", "telex"];

export interface OrderDetailActionsProps {
  order: Pick<OrderDetail, "id" | "order_no" | "status" | "container_mode" | "cancellation_status">;
  /**
   * The supply detail: on load, the step the status waits for opens by itself (4 with a bill
   * draft: bill confirm; 5: payment; 7: telex guarantee).
   */
  autoOpen?: boolean;
}

/** The booking detail: the header's actions by status; copy and documents always. */
export function OrderDetailActions({ order, autoOpen = false }: OrderDetailActionsProps) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const remove = useDeleteOrder();
  const [documentsOpen, setDocumentsOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [step, setStep] = useState<OrderStepName | null>(null);
  const autoStep = useAutoStep(order, autoOpen);
  const autoOpened = useRef(false);
  useEffect(() => {
    // once per visit: a step taken moves the order on, and its next step waits for the user
    if (!autoStep || autoOpened.current) return;
    autoOpened.current = true;
    setStep(autoStep);
  }, [autoStep]);
  const kind = order.container_mode === CONTAINER_MODE.FCL ? "fcl" : "lcl";
  const buttons = ownerButtonsOf(order.status);
  // an action's button is named by the actions' texts, the page's own buttons by the detail's
  const label = (key: string) =>
    i18n.exists(`actions.${key}.button`) ? t(`actions.${key}.button`) : t(`bookings.detail.actions.${key}`);

  const confirmDelete = () =>
    modal.confirm({
      title: t("actions.delete.dialog.title"),
      content: t("actions.delete.dialog.question", { orderNo: order.order_no }),
      okText: t("actions.delete.dialog.ok"),
      okButtonProps: { danger: true },
      cancelText: t("common.actions.cancel"),
      onOk: () =>
        remove.mutateAsync(order.id).then(
          () => {
            message.success(t("actions.delete.dialog.done", { orderNo: order.order_no }));
            navigate("/bookings");
          },
          (err: Error) => {
            message.error(t("actions.delete.dialog.failed", { msg: serverMessage(err) ?? err.message }));
          },
        ),
    });

  // documents come with the carrier's confirmation (disabled below status 2)
  const hasDocuments = order.status >= ORDER_STATUS.AWAITING_SUPPLY;

  return (
    <Flex gap={8} wrap data-testid="order-actions">
      {buttons.includes("edit") && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/bookings/edit-${kind}/${order.id}`)}>
          {label("edit")}
        </Button>
      )}
      {buttons.includes("supply") && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/bookings/supply/${order.id}`)}>
          {label("supply")}
        </Button>
      )}
      {buttons
        .filter((button) => STEP_BUTTONS.includes(button))
        .map((button) => (
          <Button key={button} type="primary" onClick={() => setStep(button as OrderStepName)}>
            {label(button)}
          </Button>
        ))}
      <Button icon={<CopyOutlined />} onClick={() => navigate(`/bookings/copy-${kind}/${order.id}`)}>
        {label("copy")}
      </Button>
      <Tooltip title={hasDocuments ? undefined : t("bookings.documents.notYet")}>
        <Button icon={<FileTextOutlined />} disabled={!hasDocuments} onClick={() => setDocumentsOpen(true)}>
          {label("documents")}
        </Button>
      </Tooltip>
      {buttons.includes("cancel") && (
        <Button danger icon={<StopOutlined />} onClick={() => setCancelling(true)}>
          {label("cancel")}
        </Button>
      )}
      <CancellationRequestButton order={order} />
      {buttons.includes("delete") && (
        <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
          {label("delete")}
        </Button>
      )}
      <OrderDocumentsDialog orderId={order.id} open={documentsOpen} onClose={() => setDocumentsOpen(false)} />
      <CancelOrderDialog order={order} open={cancelling} onClose={() => setCancelling(false)} />
      <OrderStepDialogs order={order} step={step} onClose={() => setStep(null)} />
    </Flex>
  );
}
