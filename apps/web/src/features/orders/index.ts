// The order's pieces that the bookings pages, the shipping instruction and the operations desk
// share: its status, parties, goods, documents and timeline, and the dialogs of its steps.

export { cancelOrder, useCancelOrder } from "./api/cancel-order";
export { deleteOrder, useDeleteOrder } from "./api/delete-order";
export { documentUrlOf, downloadDocument, useFileBlob } from "./api/file-blob";
export type { OrderDetail, OrderDocument, OrderEvent, OrderFilters, OrderQuery, OrderRow } from "./api/order-keys";
export { orderKeys } from "./api/order-keys";
export { useOrderStep } from "./api/order-steps";
export { BillConfirmDialog, latestBill } from "./components/bill-confirm-dialog";
export { CancelOrderDialog, type CancelOrderDialogProps } from "./components/cancel-order-dialog";
export { FilePreview } from "./components/file-preview";
export { FileStepDialog } from "./components/file-step-dialog";
export { bookingMessage, isPastDay, readyDateRule, schemaRule } from "./components/form/field-rules";
export { ContainerTypeSelect, PackageUnitSelect, ShipModeSelect, usePackageUnits } from "./components/form/form-selects";
export { FormToolbar } from "./components/form/form-toolbar";
export {
  type CargoRow,
  type ContainerRow,
  PARTY_ROLES,
  PARTY_TYPES,
  type Party,
  type PartyRole,
  partyOf,
  type SpaceRow,
} from "./components/form/order-form-values";
export { PartyCard } from "./components/form/party-card";
export {
  type CellProps,
  HsCodeCell,
  NumberCell,
  RemoveRowButton,
  rowLabel,
  TextCell,
  TypeCell,
  UnitCell,
} from "./components/form/row-cells";
export { useLeaveGuard } from "./components/form/use-leave-guard";
export { type CutoffState, cutoffStateOf, OrderCutoffs, type OrderCutoffsProps } from "./components/order-cutoffs";
export { OrderDetailActions, type OrderDetailActionsProps } from "./components/order-detail-actions";
export { OrderDocumentsDialog, type OrderDocumentsDialogProps } from "./components/order-documents-dialog";
export { GoodsTotals, OrderGoods, type OrderGoodsFields } from "./components/order-goods";
export { OrderParties } from "./components/order-parties";
export { OrderStatusTag, type OrderStatusTagProps, StatusDot } from "./components/order-status-tag";
export { OrderStepDialogs, type OrderStepName } from "./components/order-step-dialogs";
export { OrderSummary, type OrderSummaryFields } from "./components/order-summary";
export { OrderTimeline } from "./components/order-timeline";
export { stepErrorText } from "./components/step-error";
export { type StatusLook, useOrderStatuses } from "./components/use-order-statuses";
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
