import type { LocaleShape } from "../zh-CN";

// Shipping-instruction revisions (a change after submission, its difference and fee shown first) and an order's charges
export const revision: LocaleShape["revision"] = {
  revise: "Revise shipping instruction",
  title: "Revise the shipping instruction of {{orderNo}}",
  intro:
    "The instruction is submitted. A revision goes to operations as a new version and replaces the current one once accepted; a published bill draft then goes back to awaiting bill.",
  reason: "Reason",
  reasonPlaceholder: "Optional: what changes and why",
  preview: "Preview changes and fee",
  previewTitle: "Confirm the revision",
  noChanges: "Nothing differs from the current shipping instruction",
  changes: "Changes ({{count}})",
  feeLabel: "Revision fee",
  fee: {
    tier0: "Free (before the documentation cut-off)",
    tier1: "{{amount}} — after the documentation cut-off",
    tier2: "{{amount}} — after departure",
  },
  warning:
    "This cannot be withdrawn: the fee is the one at the moment you send it, charged on the order once operations accept. Only one revision may await operations at a time.",
  acceptFee: "I accept the fee, send the revision",
  back: "Back to editing",
  submitted: "Revision sent to operations: {{orderNo}}",
  openTag: "SI revision pending",
  openNote:
    "Revision {{revision}} awaits operations; the current instruction stands until then, and no other revision can be sent.",
  listTitle: "Instruction versions",
  listEmpty: "No versions yet",
  revisionLabel: "Revision {{revision}}",
  status: { submitted: "Submitted", requested: "Awaiting operations", accepted: "Accepted", declined: "Declined" },
  by: { owner: "Customer", ops: "Operations" },
  createdAt: "Sent",
  decidedAt: "Decided",
  declineReason: "Declined: {{reason}}",
  reasonLine: "Reason: {{reason}}",
  noDiff: "No changes (first submission)",
  added: "Added",
  removed: "Removed",
  empty: "(empty)",
  row: "row {{n}}",
  container: "Container {{name}}",
  parties: { shipper: "Shipper", consignee: "Consignee", notify1: "Notify party 1", notify2: "Notify party 2" },
  ops: {
    panelTitle: "The customer asks to revise the shipping instruction (revision {{revision}})",
    accept: "Accept revision",
    decline: "Decline",
    acceptConfirm:
      "Accepted, the revision becomes the instruction and the fee {{fee}} a charge on the order; a published bill draft goes back to awaiting bill. Accept?",
    declineTitle: "Decline the revision",
    declineReason: "Reason",
    accepted: "Revision accepted: {{orderNo}}",
    declined: "Revision declined: {{orderNo}}",
  },
  charges: {
    title: "Charges",
    plus: "Plus charges:",
    kinds: { si_revision: "SI revision", cancellation: "Cancellation" },
  },
  loadFailed: "The instruction versions could not be loaded",
};
