import { CopyOutlined, DeleteOutlined, EditOutlined, FileTextOutlined, StopOutlined } from "@ant-design/icons";
import { CONTAINER_MODE } from "@haiyun/shared/constants/order-kinds";
import { ORDER_STATUS, type OrderStatus } from "@haiyun/shared/constants/order-status";
import { actionsFor, ORDER_ACTIONS, type OrderAction } from "@haiyun/shared/constants/order-transitions";
import { contractOf, mayUpload } from "@haiyun/shared/schemas/order-contract";
import { Button, Flex, Tooltip } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { dialogKindOf } from "../api/order-action-kinds";
import type { OrderDetail } from "../api/order-keys";
import { BillConfirmDialog } from "./bill-confirm-dialog";
import { CancellationRequestButton } from "./cancellation-request";
import { OrderActionDialog } from "./order-action-dialog";
import { OrderDocumentsDialog } from "./order-documents-dialog";
import { useAutoStep } from "./use-auto-step";

/**
 * The owner's actions that have a page or a component of their own: the booking form (edit), the
 * instruction (supply), the bill's check (pass or fail in one dialog), the cancellation request
 * (its fee first), and the changes asked from the booking and instruction pages. Every other action
 * the table allows gets its button here and the dialog its kind calls for.
 */
const OWN: Partial<Record<OrderAction, "edit" | "supply" | "bill" | "elsewhere">> = {
  save: "edit",
  submit: "edit",
  supply_save: "supply",
  supply_submit: "supply",
  bill_pass: "bill",
  bill_fail: "bill",
  request_cancellation: "elsewhere",
  update_booking: "elsewhere",
  request_amendment: "elsewhere",
  revise_si: "elsewhere",
};

const ICONS: Partial<Record<OrderAction, ReactNode>> = { cancel: <StopOutlined />, delete: <DeleteOutlined /> };

export type OwnerButton = "edit" | "supply" | "bill" | OrderAction;

const isAction = (button: OwnerButton): button is OrderAction => (ORDER_ACTIONS as readonly string[]).includes(button);

/** The owner's buttons for a status, read from the shared transition table. */
export function ownerButtonsOf(status: number): OwnerButton[] {
  const allowed = actionsFor("owner", status as OrderStatus);
  const own = new Set(allowed.map((action) => OWN[action]));
  // a step with a document shows only where the owner may attach it (the upload windows)
  const generic = allowed.filter((action) => {
    if (OWN[action] || !dialogKindOf(action)) return false;
    const document = contractOf(action).document;
    return !document || mayUpload("owner", status, document.type);
  });
  const ofKind = (kind: string) => generic.filter((action) => dialogKindOf(action) === kind);
  const pages = (["edit", "supply", "bill"] as const).filter((button) => own.has(button));
  return [...pages, ...ofKind("file"), ...ofKind("reason"), ...ofKind("none")];
}

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [documentsOpen, setDocumentsOpen] = useState(false);
  const [dialog, setDialog] = useState<OwnerButton | null>(null);
  const autoStep = useAutoStep(order, autoOpen);
  const autoOpened = useRef(false);
  useEffect(() => {
    // once per visit: a step taken moves the order on, and its next step waits for the user
    if (!autoStep || autoOpened.current) return;
    autoOpened.current = true;
    setDialog(autoStep);
  }, [autoStep]);
  const kind = order.container_mode === CONTAINER_MODE.FCL ? "fcl" : "lcl";
  const buttons = ownerButtonsOf(order.status);
  const pageLabel = (key: string) => t(`bookings.detail.actions.${key}`);
  const actionButton = (action: OrderAction) => (
    <Button
      key={action}
      type={dialogKindOf(action) === "file" ? "primary" : "default"}
      danger={dialogKindOf(action) !== "file"}
      icon={ICONS[action]}
      onClick={() => setDialog(action)}
    >
      {t(`actions.${action}.button`)}
    </Button>
  );
  const generic = (wanted: string) =>
    buttons.filter((button): button is OrderAction => isAction(button) && dialogKindOf(button) === wanted);

  // documents come with the carrier's confirmation (disabled below status 2)
  const hasDocuments = order.status >= ORDER_STATUS.AWAITING_SUPPLY;
  const open = dialog && isAction(dialog) ? dialog : null;

  return (
    <Flex gap={8} wrap data-testid="order-actions">
      {buttons.includes("edit") && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/bookings/edit-${kind}/${order.id}`)}>
          {pageLabel("edit")}
        </Button>
      )}
      {buttons.includes("supply") && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/bookings/supply/${order.id}`)}>
          {pageLabel("supply")}
        </Button>
      )}
      {buttons.includes("bill") && (
        <Button type="primary" onClick={() => setDialog("bill")}>
          {pageLabel("bill")}
        </Button>
      )}
      {generic("file").map(actionButton)}
      <Button icon={<CopyOutlined />} onClick={() => navigate(`/bookings/copy-${kind}/${order.id}`)}>
        {pageLabel("copy")}
      </Button>
      <Tooltip title={hasDocuments ? undefined : t("bookings.documents.notYet")}>
        <Button icon={<FileTextOutlined />} disabled={!hasDocuments} onClick={() => setDocumentsOpen(true)}>
          {pageLabel("documents")}
        </Button>
      </Tooltip>
      {generic("reason").map(actionButton)}
      <CancellationRequestButton order={order} />
      {generic("none").map(actionButton)}
      <OrderDocumentsDialog orderId={order.id} open={documentsOpen} onClose={() => setDocumentsOpen(false)} />
      <BillConfirmDialog order={order} open={dialog === "bill"} onClose={() => setDialog(null)} />
      <OrderActionDialog order={order} action={open} onClose={() => setDialog(null)} onGone={() => navigate("/bookings")} />
    </Flex>
  );
}
