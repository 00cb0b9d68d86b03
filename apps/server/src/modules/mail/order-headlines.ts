import type { OrderAction } from "@haiyun/shared";

// One headline per action of the transition table (packages/shared order-transitions.ts), typed so
// that a new action fails the type check until it says what its mail reads — or null: a draft
// saved or deleted by its owner sends nothing.
export const ORDER_HEADLINES: Record<OrderAction, { cn: string; en: string } | null> = {
  save: null,
  delete: null,
  submit: {
    cn: "我们已收到您的订舱 {no}，操作部将尽快向船公司订舱。",
    en: "We received your booking {no}; operations will book it with the carrier shortly.",
  },
  cancel: { cn: "您的订舱 {no} 已取消。", en: "Your booking {no} was cancelled." },
  confirm_booking: {
    cn: "您的订舱 {no} 已确认，请在截止时间前补充提单信息。",
    en: "Your booking {no} is confirmed; please send the shipping instructions before the cut-off.",
  },
  reject_booking: { cn: "很抱歉，您的订舱 {no} 未能确认。", en: "We are sorry: your booking {no} could not be confirmed." },
  supply_save: { cn: "订单 {no} 的补料信息已保存。", en: "The shipping instructions of {no} were saved." },
  supply_submit: { cn: "我们已收到订单 {no} 的补料信息。", en: "We received the shipping instructions of {no}." },
  publish_bill: { cn: "订单 {no} 的提单草稿已发布，请确认。", en: "The draft bill of lading of {no} is ready for your check." },
  bill_pass: { cn: "您已确认订单 {no} 的提单。", en: "You approved the bill of lading of {no}." },
  bill_fail: { cn: "您已退回订单 {no} 的提单草稿。", en: "You returned the draft bill of lading of {no}." },
  pay: { cn: "我们已收到订单 {no} 的付款水单。", en: "We received the payment receipt of {no}." },
  reject_payment: {
    cn: "订单 {no} 的付款未能确认，请重新上传水单。",
    en: "The payment of {no} could not be confirmed; please upload the receipt again.",
  },
  issue_invoice: {
    cn: "订单 {no} 的发票已开具，请上传电放保函。",
    en: "The invoice of {no} was issued; please upload the telex release guarantee.",
  },
  telex: { cn: "我们已收到订单 {no} 的电放保函。", en: "We received the telex release guarantee of {no}." },
  release: { cn: "订单 {no} 已电放，订单完成。", en: "{no} was released by telex: the order is complete." },
  cancel_by_ops: { cn: "您的订单 {no} 已被操作部取消。", en: "Your order {no} was cancelled by operations." },
  amend_si: {
    cn: "操作部已代您修改订单 {no} 的补料信息（补料提交后修改需收取改单费）。",
    en: "Operations amended the shipping instructions of {no} for you (changes after submission incur a change fee).",
  },
  // Entries of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  update_booking: { cn: "我们已收到您对订舱 {no} 的更新。", en: "We received your update of booking {no}." },
  request_update: {
    cn: "操作部请您更新订舱 {no}，请查看标注的字段并重新提交。",
    en: "Operations ask you to update booking {no}: please check the fields they marked and submit it again.",
  },
  request_amendment: {
    cn: "我们已收到您对订舱 {no} 的修改申请，操作部将尽快处理。",
    en: "We received your amendment request for booking {no}; operations will decide shortly.",
  },
  accept_amendment: {
    cn: "您对订舱 {no} 的修改申请已接受，修改后的订舱已生效。",
    en: "Your amendment of booking {no} was accepted: the amended booking now applies.",
  },
  decline_amendment: {
    cn: "您对订舱 {no} 的修改申请未被接受，订舱保持不变。",
    en: "Your amendment of booking {no} was declined: the booking stays as it was.",
  },
  update_confirmation: {
    cn: "操作部已更新订舱 {no} 的船期（船名航次、开船/到港日期或截止时间），请查看最新信息。",
    en: "Operations updated the sailing of booking {no} (vessel and voyage, ETD/ETA or cut-offs): please check the new details.",
  },

  // -- cancellation requests --
  request_cancellation: {
    cn: "我们已收到您取消订单 {no} 的申请，操作部确认前订单照常进行。",
    en: "We received your request to cancel {no}; the order goes on until operations decide.",
  },
  accept_cancellation: {
    cn: "您取消订单 {no} 的申请已获同意，订单已取消。",
    en: "Your request to cancel {no} was accepted: the order is cancelled.",
  },
  decline_cancellation: {
    cn: "您取消订单 {no} 的申请未获同意，订单继续进行。",
    en: "Your request to cancel {no} was declined: the order goes on.",
  },

  // -- shipping-instruction revisions --
  revise_si: {
    cn: "我们已收到订单 {no} 的补料修改申请，操作部处理前当前补料保持有效。",
    en: "We received your shipping-instruction revision of {no}; the current instruction stands until operations decide.",
  },
  accept_revision: {
    cn: "操作部已接受订单 {no} 的补料修改，修改后的补料已生效（如已发布提单草稿，将重新出具）。",
    en: "Operations accepted the shipping-instruction revision of {no}: it is now the instruction (a published bill draft will be issued again).",
  },
  decline_revision: {
    cn: "操作部未接受订单 {no} 的补料修改，原补料保持不变。",
    en: "Operations declined the shipping-instruction revision of {no}; the instruction stays as it was.",
  },
  approve_special_cargo: {
    cn: "订单 {no} 的危险品/超限货已通过审批，订舱将继续确认。",
    en: "The dangerous goods or out-of-gauge cargo of {no} were approved; the booking goes on to confirmation.",
  },
  refuse_special_cargo: {
    cn: "很抱歉，订单 {no} 的危险品/超限货未通过审批，订舱未能确认。",
    en: "We are sorry: the dangerous goods or out-of-gauge cargo of {no} were refused, so the booking could not be confirmed.",
  },
};

/** The line an amount gets, by action (an invoice, a change fee). */
export const AMOUNT_LABEL: Record<string, { cn: string; en: string }> = {
  issue_invoice: { cn: "发票金额", en: "Invoice amount" },
  amend_si: { cn: "改单费", en: "Change fee" },
  request_cancellation: { cn: "取消费（如获同意）", en: "Cancellation fee (if accepted)" },
  accept_cancellation: { cn: "取消费", en: "Cancellation fee" },
  revise_si: { cn: "修改费", en: "Revision fee" },
  accept_revision: { cn: "修改费（已计入订单费用）", en: "Revision fee (charged on the order)" },
};
