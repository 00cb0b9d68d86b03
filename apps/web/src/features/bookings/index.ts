// The bookings feature's public surface: the pieces of an order's page the operations desk shows too.

export { documentUrlOf, downloadDocument, useFileBlob } from "./api/file-blob";
export type { OrderDetail, OrderDocument, OrderEvent, OrderFilters, OrderRow } from "./api/order-keys";
export { orderKeys } from "./api/order-keys";
export { OWNER_DOCUMENT, type UploadedAttachment, uploadAttachment, useOrderStep } from "./api/order-steps";
export { BillConfirmDialog, latestBill } from "./components/bill-confirm-dialog";
export { CancelOrderDialog, type CancelOrderDialogProps } from "./components/cancel-order-dialog";
export { FilePreview } from "./components/file-preview";
export { FileStepDialog } from "./components/file-step-dialog";
// the booking form's pieces the supply form (issue 10) is built of
export { PARTY_ROLES, PARTY_TYPES, type Party, type PartyRole, partyOf } from "./components/form/booking-values";
export { bookingMessage, schemaRule } from "./components/form/field-rules";
export { ContainerTypeSelect, PackageUnitSelect, usePackageUnits } from "./components/form/form-selects";
export { FormToolbar } from "./components/form/form-toolbar";
export { PartyCard } from "./components/form/party-card";
export { type CellProps, NumberCell, RemoveRowButton, rowLabel, TextCell, TypeCell, UnitCell } from "./components/form/row-cells";
export { useLeaveGuard } from "./components/form/use-leave-guard";
export { type CutoffState, cutoffStateOf, OrderCutoffs, type OrderCutoffsProps } from "./components/order-cutoffs";
export { OrderDetailActions, type OrderDetailActionsProps } from "./components/order-detail-actions";
export { OrderDocumentsDialog, type OrderDocumentsDialogProps } from "./components/order-documents-dialog";
export { OrderFilters as OrderFilterForm } from "./components/order-filters";
export { GoodsTotals, OrderGoods, type OrderGoodsFields } from "./components/order-goods";
export { OrderParties } from "./components/order-parties";
export { OrderStatusTag, type OrderStatusTagProps, StatusDot } from "./components/order-status-tag";
export { OrderStepDialogs, type OrderStepName } from "./components/order-step-dialogs";
export { OrderSummary, type OrderSummaryFields } from "./components/order-summary";
export { OrderTimeline } from "./components/order-timeline";
export { stepErrorText } from "./components/step-error";
export { type StatusLook, useOrderStatuses } from "./components/use-order-statuses";
export { newIdempotencyKey, useIdempotencyKey } from "./utils/idempotency-key";
export { ORDER_LIST_PAGING, ORDER_URL_FILTERS, WIDER_ORDER_FILTERS } from "./utils/order-url-filters";
export {
  acceptOf,
  chosenFile,
  lastFileOf,
  STEP_FILE_TYPES,
  type StepFileKind,
  stepFileProblem,
  stepFileRule,
  typesText,
} from "./utils/step-file";
