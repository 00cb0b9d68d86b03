import type { OrderAction } from "@haiyun/shared/constants/order-transitions";
import type { QueryKey } from "@tanstack/react-query";
import { dialogKindOf, type FileStepAction, type PlainAction, type ReasonAction } from "../api/order-action-kinds";
import { ConfirmDialog } from "./confirm-dialog";
import { FileStepDialog } from "./file-step-dialog";
import { ReasonDialog } from "./reason-dialog";

export interface OrderActionDialogProps {
  order: { id: number; order_no: string };
  /** the action whose dialog is open, or null */
  action: OrderAction | null;
  onClose: () => void;
  /** the action removed the order: the page leaves it */
  onGone?: () => void;
  /** what else to ask again after an answer (the desk's lists) */
  refresh?: readonly QueryKey[];
}

/** The dialog of an action, chosen by what it carries (order-action-kinds.ts): a reason, a file, or nothing. */
export function OrderActionDialog({ order, action, onClose, onGone, refresh }: OrderActionDialogProps) {
  const kind = action ? dialogKindOf(action) : null;
  const target = <A extends OrderAction>(wanted: typeof kind) =>
    action && kind === wanted ? { id: order.id, order_no: order.order_no, action: action as A } : null;
  const file = target<FileStepAction>("file");
  return (
    <>
      <ReasonDialog target={target<ReasonAction>("reason")} onClose={onClose} refresh={refresh} />
      <ConfirmDialog target={target<PlainAction>("none")} onClose={onClose} onGone={onGone} refresh={refresh} />
      {file && <FileStepDialog order={order} step={file.action} open onClose={onClose} />}
    </>
  );
}
