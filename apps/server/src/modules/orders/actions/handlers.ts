// Imports and entries of each feature go directly under its marker.
// -- booking updates and amendments --
import acceptAmendment from "./accept-amendment";
// -- cancellation requests --
import acceptCancellation from "./accept-cancellation";
// -- shipping-instruction revisions --
import acceptRevision from "./accept-revision";
import amendSi from "./amend-si";
import approveSpecialCargo from "./approve-special-cargo";
import billFail from "./bill-fail";
import billPass from "./bill-pass";
import cancel from "./cancel";
import cancelByOps from "./cancel-by-ops";
import confirmBooking from "./confirm-booking";
import declineAmendment from "./decline-amendment";
import declineCancellation from "./decline-cancellation";
import declineRevision from "./decline-revision";
import deleteDraft from "./delete";
import issueInvoice from "./issue-invoice";
import pay from "./pay";
import publishBill from "./publish-bill";
import refuseSpecialCargo from "./refuse-special-cargo";
import rejectBooking from "./reject-booking";
import rejectPayment from "./reject-payment";
import release from "./release";
import requestAmendment from "./request-amendment";
import requestCancellation from "./request-cancellation";
import requestUpdate from "./request-update";
import reviseSi from "./revise-si";
import save from "./save";
import submit from "./submit";
import supplySave from "./supply-save";
import supplySubmit from "./supply-submit";
import telex from "./telex";
import type { OrderHandlers } from "./types";
import updateBooking from "./update-booking";
import updateConfirmation from "./update-confirmation";

// Every row of the transition table has its handler here, one file each, named by the action
// (snake_case action, kebab-case file). A row without one fails the type check on this object.
export const ORDER_HANDLERS = {
  save,
  submit,
  delete: deleteDraft,
  cancel,
  confirm_booking: confirmBooking,
  reject_booking: rejectBooking,
  supply_save: supplySave,
  supply_submit: supplySubmit,
  publish_bill: publishBill,
  bill_pass: billPass,
  bill_fail: billFail,
  pay,
  reject_payment: rejectPayment,
  issue_invoice: issueInvoice,
  telex,
  release,
  amend_si: amendSi,
  cancel_by_ops: cancelByOps,
  // Entries of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  update_booking: updateBooking,
  request_update: requestUpdate,
  request_amendment: requestAmendment,
  accept_amendment: acceptAmendment,
  decline_amendment: declineAmendment,
  update_confirmation: updateConfirmation,

  // -- cancellation requests --
  request_cancellation: requestCancellation,
  accept_cancellation: acceptCancellation,
  decline_cancellation: declineCancellation,

  // -- shipping-instruction revisions --
  revise_si: reviseSi,
  accept_revision: acceptRevision,
  decline_revision: declineRevision,

  // -- special cargo --
  approve_special_cargo: approveSpecialCargo,
  refuse_special_cargo: refuseSpecialCargo,
} satisfies OrderHandlers;
