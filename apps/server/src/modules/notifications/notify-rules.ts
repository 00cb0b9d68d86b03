import type { OrderAction } from "@haiyun/shared";

/** Who hears of an action: the order's owner, operations (every user holding `ops_order`), both, or nobody. */
export type NotifyAudience = "owner" | "ops" | "both" | null;

// docs/PRODUCT-RULES.md, "Notifications and reminders". The owner hears of every step operations
// take on the order; operations hear of the customer's submissions, requests and decisions. Nobody
// is told of their own draft being saved. Typed by OrderAction, so a new row of the transition table
// fails the type check until it says who hears of it.
export const NOTIFY_AUDIENCE: Record<OrderAction, NotifyAudience> = {
  save: null,
  submit: "ops",
  delete: null,
  cancel: "ops",
  confirm_booking: "owner",
  reject_booking: "owner",
  supply_save: null,
  supply_submit: "ops",
  publish_bill: "owner",
  bill_pass: "ops",
  bill_fail: "ops",
  pay: "ops",
  reject_payment: "owner",
  issue_invoice: "owner",
  telex: "ops",
  release: "owner",
  amend_si: "owner",
  cancel_by_ops: "owner",
  // Entries of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  update_booking: "ops",
  request_update: "owner",
  request_amendment: "ops",
  accept_amendment: "owner",
  decline_amendment: "owner",
  update_confirmation: "owner",

  // -- cancellation requests --
  request_cancellation: "ops",
  accept_cancellation: "owner",
  decline_cancellation: "owner",

  // -- shipping-instruction revisions --
  revise_si: "ops",
  accept_revision: "owner",
  decline_revision: "owner",
  approve_special_cargo: "owner",
  refuse_special_cargo: "owner",
};

/**
 * The bell's title of each action, in both languages: the name the order's timeline gives it.
 * An action nobody hears of still has one (a later change of its audience needs no new text).
 */
export const ACTION_TITLES: Record<OrderAction, { cn: string; en: string }> = {
  save: { cn: "保存草稿", en: "Draft saved" },
  submit: { cn: "提交订舱", en: "Booking submitted" },
  delete: { cn: "删除草稿", en: "Draft deleted" },
  cancel: { cn: "取消订舱", en: "Booking cancelled" },
  confirm_booking: { cn: "确认订舱", en: "Booking confirmed" },
  reject_booking: { cn: "拒绝订舱", en: "Booking rejected" },
  supply_save: { cn: "保存补料", en: "Shipping instructions saved" },
  supply_submit: { cn: "提交补料", en: "Shipping instructions submitted" },
  publish_bill: { cn: "发布提单草稿", en: "Bill of lading draft published" },
  bill_pass: { cn: "确认提单", en: "Bill of lading approved" },
  bill_fail: { cn: "驳回提单", en: "Bill of lading rejected" },
  pay: { cn: "上传付款水单", en: "Payment receipt uploaded" },
  reject_payment: { cn: "退回付款", en: "Payment returned" },
  issue_invoice: { cn: "开具发票", en: "Invoice issued" },
  telex: { cn: "上传电放保函", en: "Telex guarantee uploaded" },
  release: { cn: "电放完成", en: "Telex released" },
  amend_si: { cn: "运营修改补料", en: "Shipping instructions amended by operations" },
  cancel_by_ops: { cn: "运营取消订单", en: "Cancelled by operations" },
  // Entries of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  update_booking: { cn: "客户更新了订舱", en: "Booking updated by the customer" },
  request_update: { cn: "操作部请您更新订舱", en: "Operations asked for a booking update" },
  request_amendment: { cn: "申请修改订舱", en: "Booking amendment requested" },
  accept_amendment: { cn: "订舱修改已接受", en: "Booking amendment accepted" },
  decline_amendment: { cn: "订舱修改未被接受", en: "Booking amendment declined" },
  update_confirmation: { cn: "船期或截止时间已更新", en: "Sailing or cut-offs updated" },

  // -- cancellation requests --
  request_cancellation: { cn: "申请取消订单", en: "Cancellation requested" },
  accept_cancellation: { cn: "同意取消，订单已取消", en: "Cancellation accepted" },
  decline_cancellation: { cn: "未同意取消，订单继续", en: "Cancellation declined" },

  // -- shipping-instruction revisions --
  revise_si: { cn: "申请修改补料", en: "Shipping-instruction revision requested" },
  accept_revision: { cn: "补料修改已接受", en: "Shipping-instruction revision accepted" },
  decline_revision: { cn: "补料修改未被接受", en: "Shipping-instruction revision declined" },
  approve_special_cargo: { cn: "危险品/超限货已审批通过", en: "Dangerous goods or out-of-gauge cargo approved" },
  refuse_special_cargo: { cn: "危险品/超限货未通过审批", en: "Dangerous goods or out-of-gauge cargo refused" },
};
