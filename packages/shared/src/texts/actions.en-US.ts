import type { TranslationOf } from "./action-texts";
import type { ACTION_TEXTS_ZH_CN } from "./actions.zh-CN";

// The English words of every order action: the Chinese catalogue's keys, each in English (a key
// the Chinese has and this lacks fails the type check).
export const ACTION_TEXTS_EN_US: TranslationOf<typeof ACTION_TEXTS_ZH_CN> = {
  save: {
    headline: null,
    bell: "Draft saved",
    timeline: "Draft saved",
  },
  submit: {
    headline: "We received your booking {no}; operations will book it with the carrier shortly.",
    bell: "Booking submitted",
    timeline: "Booking submitted",
  },
  delete: {
    headline: null,
    bell: "Draft deleted",
    timeline: "Draft deleted",
    button: "Delete draft",
    dialog: {
      title: "Delete draft",
      question: "Delete draft {{orderNo}}? This cannot be undone.",
      ok: "Delete",
      done: "Draft {{orderNo}} deleted",
      failed: "The draft could not be deleted: {{msg}}",
    },
  },
  cancel: {
    headline: "Your booking {no} was cancelled.",
    bell: "Booking cancelled",
    timeline: "Booking cancelled",
    button: "Cancel booking",
    dialog: {
      title: "Cancel booking",
      intro: "Cancel order {{orderNo}}? This cannot be undone.",
      reason: "Reason for cancelling",
      reasonRequired: "Please give a reason",
      ok: "Cancel booking",
      keep: "Keep it",
      done: "Order {{orderNo}} cancelled",
      failed: "The booking could not be cancelled",
    },
  },
  confirm_booking: {
    headline: "Your booking {no} is confirmed; please send the shipping instructions before the cut-off.",
    bell: "Booking confirmed",
    timeline: "Booking confirmed",
    button: "Confirm booking",
  },
  reject_booking: {
    headline: "We are sorry: your booking {no} could not be confirmed.",
    bell: "Booking rejected",
    timeline: "Booking rejected",
    button: "Reject booking",
    dialog: {
      title: "Reject booking: {{orderNo}}",
      intro: "The order will be cancelled and the customer notified by e-mail with the reason.",
      reason: "Reason",
      confirmTitle: "Reject the booking of order {{orderNo}}?",
      confirmContent: "This cannot be undone.",
      ok: "Reject booking",
      done: "The booking of order {{orderNo}} was rejected",
    },
  },
  supply_save: {
    headline: "The shipping instructions of {no} were saved.",
    bell: "Shipping instructions saved",
    timeline: "Shipping instructions saved",
  },
  supply_submit: {
    headline: "We received the shipping instructions of {no}.",
    bell: "Shipping instructions submitted",
    timeline: "Shipping instructions submitted",
  },
  publish_bill: {
    headline: "The draft bill of lading of {no} is ready for your check.",
    bell: "Bill of lading draft published",
    timeline: "Bill of lading draft published",
    button: "Publish bill",
    dialog: {
      title: "Publish bill: {{orderNo}}",
      intro: "Upload the bill of lading draft and give its MBL number; the customer passes or fails it.",
      file: "Bill of lading draft",
      ok: "Publish bill",
      done: "Bill published: {{orderNo}}",
    },
  },
  bill_pass: {
    headline: "You approved the bill of lading of {no}.",
    bell: "Bill of lading approved",
    timeline: "Bill of lading approved",
  },
  bill_fail: {
    headline: "You returned the draft bill of lading of {no}.",
    bell: "Bill of lading rejected",
    timeline: "Bill of lading rejected",
  },
  pay: {
    headline: "We received the payment receipt of {no}.",
    bell: "Payment receipt uploaded",
    timeline: "Payment receipt uploaded",
    button: "Pay",
    dialog: {
      title: "Upload payment receipt {{orderNo}}",
      intro: "Upload the receipt of your payment; operations issue the invoice once it has arrived.",
      file: "Payment receipt",
      ok: "Upload and send",
      done: "Payment receipt sent: {{orderNo}}",
    },
  },
  reject_payment: {
    headline: "The payment of {no} could not be confirmed; please upload the receipt again.",
    bell: "Payment returned",
    timeline: "Payment returned",
    button: "Reject payment",
    dialog: {
      title: "Reject payment: {{orderNo}}",
      intro: "The order goes back to awaiting payment; the customer is mailed the reason and uploads a new receipt.",
      reason: "Reason",
      confirmTitle: "Reject the payment of order {{orderNo}}?",
      confirmContent: "The customer will have to upload a new payment receipt.",
      ok: "Reject payment",
      done: "Payment of order {{orderNo}} rejected",
    },
  },
  issue_invoice: {
    headline: "The invoice of {no} was issued; please upload the telex release guarantee.",
    amountLabel: "Invoice amount",
    bell: "Invoice issued",
    timeline: "Invoice issued",
    button: "Issue invoice",
    dialog: {
      title: "Issue invoice: {{orderNo}}",
      intro: "Upload the invoice and give its amount; the customer then uploads the telex guarantee.",
      file: "Invoice",
      ok: "Issue invoice",
      done: "Invoice issued: {{orderNo}}",
    },
  },
  telex: {
    headline: "We received the telex release guarantee of {no}.",
    bell: "Telex guarantee uploaded",
    timeline: "Telex guarantee uploaded",
    button: "Upload telex guarantee",
    dialog: {
      title: "Upload telex guarantee {{orderNo}}",
      intro: "Upload the signed and stamped telex release guarantee letter; operations release the bill once they have it.",
      file: "Telex guarantee letter",
      ok: "Upload and send",
      done: "Telex guarantee sent: {{orderNo}}",
    },
  },
  release: {
    headline: "{no} was released by telex: the order is complete.",
    bell: "Telex released",
    timeline: "Telex released",
    button: "Release",
    dialog: {
      title: "Telex release: {{orderNo}}",
      intro: "Upload the telex release; the order is then completed.",
      file: "Telex release",
      ok: "Release",
      done: "Released, order completed: {{orderNo}}",
    },
  },
  amend_si: {
    headline: "Operations amended the shipping instructions of {no} for you (changes after submission incur a change fee).",
    amountLabel: "Change fee",
    bell: "Shipping instructions amended by operations",
    timeline: "Shipping instructions amended by operations",
    button: "Amend SI",
  },
  cancel_by_ops: {
    headline: "Your order {no} was cancelled by operations.",
    bell: "Cancelled by operations",
    timeline: "Cancelled by operations",
    button: "Cancel order",
    dialog: {
      title: "Cancel order: {{orderNo}}",
      intro: "The order will be cancelled and the customer notified by e-mail with the reason.",
      reason: "Reason",
      confirmTitle: "Cancel order {{orderNo}}?",
      confirmContent: "This cannot be undone.",
      ok: "Cancel order",
      done: "Order {{orderNo}} was cancelled",
    },
  },
  // Entries of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  update_booking: {
    headline: "We received your update of booking {no}.",
    bell: "Booking updated by the customer",
    timeline: "Booking updated by the customer",
  },
  request_update: {
    headline: "Operations ask you to update booking {no}: please check the fields they marked and submit it again.",
    bell: "Operations asked for a booking update",
    timeline: "Operations asked for an update",
  },
  request_amendment: {
    headline: "We received your amendment request for booking {no}; operations will decide shortly.",
    bell: "Booking amendment requested",
    timeline: "Amendment requested",
  },
  accept_amendment: {
    headline: "Your amendment of booking {no} was accepted: the amended booking now applies.",
    bell: "Booking amendment accepted",
    timeline: "Amendment accepted",
  },
  decline_amendment: {
    headline: "Your amendment of booking {no} was declined: the booking stays as it was.",
    bell: "Booking amendment declined",
    timeline: "Amendment declined",
  },
  update_confirmation: {
    headline:
      "Operations updated the sailing of booking {no} (vessel and voyage, ETD/ETA or cut-offs): please check the new details.",
    bell: "Sailing or cut-offs updated",
    timeline: "Sailing updated by operations",
  },

  // -- cancellation requests --
  request_cancellation: {
    headline: "We received your request to cancel {no}; the order goes on until operations decide.",
    amountLabel: "Cancellation fee (if accepted)",
    bell: "Cancellation requested",
    timeline: "Cancellation requested",
  },
  accept_cancellation: {
    headline: "Your request to cancel {no} was accepted: the order is cancelled.",
    amountLabel: "Cancellation fee",
    bell: "Cancellation accepted",
    timeline: "Cancellation accepted by operations",
  },
  decline_cancellation: {
    headline: "Your request to cancel {no} was declined: the order goes on.",
    bell: "Cancellation declined",
    timeline: "Cancellation declined by operations",
  },

  // -- shipping-instruction revisions --
  revise_si: {
    headline: "We received your shipping-instruction revision of {no}; the current instruction stands until operations decide.",
    amountLabel: "Revision fee",
    bell: "Shipping-instruction revision requested",
    timeline: "Shipping-instruction revision requested",
  },
  accept_revision: {
    headline:
      "Operations accepted the shipping-instruction revision of {no}: it is now the instruction (a published bill draft will be issued again).",
    amountLabel: "Revision fee (charged on the order)",
    bell: "Shipping-instruction revision accepted",
    timeline: "Shipping-instruction revision accepted",
  },
  decline_revision: {
    headline: "Operations declined the shipping-instruction revision of {no}; the instruction stays as it was.",
    bell: "Shipping-instruction revision declined",
    timeline: "Shipping-instruction revision declined",
  },

  // -- special cargo --
  approve_special_cargo: {
    headline: "The dangerous goods or out-of-gauge cargo of {no} were approved; the booking goes on to confirmation.",
    bell: "Dangerous goods or out-of-gauge cargo approved",
    timeline: "Dangerous goods or out-of-gauge cargo approved",
    button: "Approve",
  },
  refuse_special_cargo: {
    headline:
      "We are sorry: the dangerous goods or out-of-gauge cargo of {no} were refused, so the booking could not be confirmed.",
    bell: "Dangerous goods or out-of-gauge cargo refused",
    timeline: "Dangerous goods or out-of-gauge cargo refused",
    button: "Refuse",
    dialog: {
      title: "Refuse special cargo: {{orderNo}}",
      intro: "The booking is rejected (the order is cancelled) and the customer is mailed the reason.",
      reason: "Reason",
      confirmTitle: "Refuse the dangerous goods or out-of-gauge cargo of order {{orderNo}}?",
      confirmContent: "The order will be cancelled. This cannot be undone.",
      ok: "Refuse",
      done: "The special cargo of order {{orderNo}} was refused; the order is cancelled",
    },
  },
};
