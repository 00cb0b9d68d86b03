// The order's pieces that the bookings pages, the shipping instruction and the operations desk
// share: its status, parties, goods, documents and timeline, and the dialogs of its steps.

export { bookingChangeKeys, useAmendmentState, useOrderVersions } from "./api/booking-changes";
export { downloadDocument } from "./api/file-blob";
export { dialogKindOf } from "./api/order-action-kinds";
export { useOrderEvents } from "./api/order-events";
export type { OrderDetail, OrderDocument, OrderEvent, OrderFilters, OrderQuery, OrderRow } from "./api/order-keys";
export { orderKeys } from "./api/order-keys";
export { useOrderAction } from "./api/use-order-action";
export { Redline, RedlineProvider } from "./components/bill-redline";
export { BillRedlinesList } from "./components/bill-redlines-list";
export { BillRoundsCard } from "./components/bill-rounds-card";
export {
  AmendmentSummary,
  BookingChangesPanel,
  BookingChangeTags,
  FeedbackList,
} from "./components/booking-changes-panel";
export { CancellationNote, lastEventOf } from "./components/cancellation-note";
export { CancellationRequestButton } from "./components/cancellation-request";
export { CarrierCheckPanel } from "./components/carrier-check/carrier-check-panel";
export { useCarrierCheck, useCheckContext } from "./components/carrier-check/use-carrier-check";
export { cutOffLang, cutOffName } from "./components/cut-offs/cut-off-text";
export { CutOffsCard } from "./components/cut-offs/cut-offs-card";
export { NextCutOffCell } from "./components/cut-offs/next-cut-off-cell";
export { FieldChangeTable, fieldLabel } from "./components/field-change";
export { bookingMessage, isPastDay, readyDateRule, schemaRule } from "./components/form/field-rules";
export { ContainerTypeSelect, ShipModeSelect, usePackageUnits } from "./components/form/form-selects";
export { FormToolbar } from "./components/form/form-toolbar";
export {
  BOOKING_HEAD_FIELDS,
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
export { PrintedLines, PrintedText } from "./components/form/printed-lines";
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
export { OrderActionDialog } from "./components/order-action-dialog";
export { moneyText, OrderCharges, OrderChargesCard, OrderChargesOf } from "./components/order-charges";
export { OrderCutoffs } from "./components/order-cutoffs";
export { OrderDetailActions } from "./components/order-detail-actions";
export { OrderDocumentsDialog } from "./components/order-documents-dialog";
export { OrderGoods } from "./components/order-goods";
export { OrderParties } from "./components/order-parties";
export { OrderStatusTag, StatusDot } from "./components/order-status-tag";
export { OrderSummary } from "./components/order-summary";
export { OrderTimeline } from "./components/order-timeline";
export { OrderVersionsCard } from "./components/order-versions-card";
export { ReasonDialog } from "./components/reason-dialog";
export { type ReferenceNamer, useReferenceNames } from "./components/reference-names";
export { RequestTags, StatusWithRequests } from "./components/request-tags";
export { SpecialCargoLines } from "./components/special-cargo-lines";
export {
  hasSpecialCargo,
  imoClassLabel,
  imoClassOptions,
  type SpecialCargoLike,
  specialCargoLines,
  specialCargoTags,
  temperatureText,
} from "./components/special-cargo-text";
export { stepErrorText } from "./components/step-error";
export { useOrderStatuses } from "./components/use-order-statuses";
export { showActionError } from "./utils/action-error";
export { ORDER_LIST_PAGING, ORDER_URL_FILTERS, WIDER_ORDER_FILTERS } from "./utils/order-url-filters";
export { acceptOf, stepFileProblem } from "./utils/step-file";
