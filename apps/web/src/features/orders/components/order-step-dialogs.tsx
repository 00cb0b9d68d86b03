import { BillConfirmDialog } from "./bill-confirm-dialog";
import { FileStepDialog } from "./file-step-dialog";

export type OrderStepName = "bill" | "pay" | "telex";

export interface OrderStepDialogsProps {
  order: { id: number; order_no: string };
  /** the step whose dialog is open, or null */
  step: OrderStepName | null;
  onClose: () => void;
}

/** The owner's dialogs after the bill is published: bill confirm, payment, telex guarantee. */
export function OrderStepDialogs({ order, step, onClose }: OrderStepDialogsProps) {
  return (
    <>
      <BillConfirmDialog order={order} open={step === "bill"} onClose={onClose} />
      <FileStepDialog order={order} step="pay" open={step === "pay"} onClose={onClose} />
      <FileStepDialog order={order} step="telex" open={step === "telex"} onClose={onClose} />
    </>
  );
}
