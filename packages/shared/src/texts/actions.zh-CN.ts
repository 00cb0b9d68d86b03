import type { ActionCatalogue } from "./action-texts";

// The Chinese words of every order action (action-texts.ts says what each is); the source the
// English catalogue is typed against. A translator edits this file and actions.en-US.ts only.
export const ACTION_TEXTS_ZH_CN = {
  save: {
    headline: null,
    bell: "保存草稿",
    timeline: "保存草稿",
  },
  submit: {
    headline: "我们已收到您的订舱 {no}，操作部将尽快向船公司订舱。",
    bell: "提交订舱",
    timeline: "提交订舱",
  },
  delete: {
    headline: null,
    bell: "删除草稿",
    timeline: "删除草稿",
    button: "删除草稿",
    dialog: {
      title: "删除草稿",
      question: "确定删除草稿 {{orderNo}} 吗？删除后不能恢复。",
      ok: "删除",
      done: "草稿 {{orderNo}} 已删除",
      failed: "删除失败：{{msg}}",
    },
  },
  cancel: {
    headline: "您的订舱 {no} 已取消。",
    bell: "取消订舱",
    timeline: "取消订舱",
    button: "取消订舱",
    dialog: {
      title: "取消订舱",
      intro: "确定取消订单 {{orderNo}} 吗？取消后不能恢复。",
      reason: "取消原因",
      reasonRequired: "请填写取消原因",
      ok: "取消订舱",
      keep: "暂不取消",
      done: "订单 {{orderNo}} 已取消",
      failed: "取消失败",
    },
  },
  confirm_booking: {
    headline: "您的订舱 {no} 已确认，请在截止时间前补充提单信息。",
    bell: "确认订舱",
    timeline: "确认订舱",
    button: "确认订舱",
  },
  reject_booking: {
    headline: "很抱歉，您的订舱 {no} 未能确认。",
    bell: "拒绝订舱",
    timeline: "拒绝订舱",
    button: "拒绝订舱",
    dialog: {
      title: "拒绝订舱：{{orderNo}}",
      intro: "订单将被取消，客户会收到带有原因的通知邮件。",
      reason: "原因",
      confirmTitle: "确定拒绝订单 {{orderNo}} 的订舱吗？",
      confirmContent: "此操作不可撤销。",
      ok: "拒绝订舱",
      done: "已拒绝订单 {{orderNo}} 的订舱",
    },
  },
  supply_save: {
    headline: "订单 {no} 的补料信息已保存。",
    bell: "保存补料",
    timeline: "保存补料",
  },
  supply_submit: {
    headline: "我们已收到订单 {no} 的补料信息。",
    bell: "提交补料",
    timeline: "提交补料",
  },
  publish_bill: {
    headline: "订单 {no} 的提单草稿已发布，请确认。",
    bell: "发布提单草稿",
    timeline: "发布提单草稿",
    button: "发布提单",
    dialog: {
      title: "发布提单：{{orderNo}}",
      intro: "上传提单草稿并填写提单号，客户确认通过或驳回。",
      file: "提单草稿",
      ok: "发布提单",
      done: "提单已发布：{{orderNo}}",
    },
  },
  bill_pass: {
    headline: "您已确认订单 {no} 的提单。",
    bell: "确认提单",
    timeline: "确认提单",
  },
  bill_fail: {
    headline: "您已退回订单 {no} 的提单草稿。",
    bell: "驳回提单",
    timeline: "驳回提单",
  },
  pay: {
    headline: "我们已收到订单 {no} 的付款水单。",
    bell: "上传付款水单",
    timeline: "上传付款水单",
    button: "付款",
    dialog: {
      title: "上传付款水单 {{orderNo}}",
      intro: "请上传付款水单，运营核对到账后开具发票。",
      file: "付款水单",
      ok: "上传并提交",
      done: "付款水单已提交：{{orderNo}}",
    },
  },
  reject_payment: {
    headline: "订单 {no} 的付款未能确认，请重新上传水单。",
    bell: "退回付款",
    timeline: "退回付款",
    button: "退回付款",
    dialog: {
      title: "退回付款：{{orderNo}}",
      intro: "订单回到待付款，客户会收到带有原因的通知邮件，需重新上传付款水单。",
      reason: "原因",
      confirmTitle: "确定退回订单 {{orderNo}} 的付款吗？",
      confirmContent: "客户需要重新上传付款水单。",
      ok: "退回付款",
      done: "已退回订单 {{orderNo}} 的付款",
    },
  },
  issue_invoice: {
    headline: "订单 {no} 的发票已开具，请上传电放保函。",
    amountLabel: "发票金额",
    bell: "开具发票",
    timeline: "开具发票",
    button: "开具发票",
    dialog: {
      title: "开具发票：{{orderNo}}",
      intro: "上传发票并填写金额，客户随后上传电放保函。",
      file: "发票",
      ok: "开具发票",
      done: "发票已开具：{{orderNo}}",
    },
  },
  telex: {
    headline: "我们已收到订单 {no} 的电放保函。",
    bell: "上传电放保函",
    timeline: "上传电放保函",
    button: "上传电放保函",
    dialog: {
      title: "上传电放保函 {{orderNo}}",
      intro: "请上传盖章的电放保函，运营收到后办理电放。",
      file: "电放保函",
      ok: "上传并提交",
      done: "电放保函已提交：{{orderNo}}",
    },
  },
  release: {
    headline: "订单 {no} 已电放，订单完成。",
    bell: "电放完成",
    timeline: "电放完成",
    button: "电放",
    dialog: {
      title: "电放：{{orderNo}}",
      intro: "上传电放单，订单随即完成。",
      file: "电放单",
      ok: "确认电放",
      done: "已电放，订单完成：{{orderNo}}",
    },
  },
  amend_si: {
    headline: "操作部已代您修改订单 {no} 的补料信息（补料提交后修改需收取改单费）。",
    amountLabel: "改单费",
    bell: "运营修改补料",
    timeline: "运营修改补料",
    button: "修改补料",
  },
  cancel_by_ops: {
    headline: "您的订单 {no} 已被操作部取消。",
    bell: "运营取消订单",
    timeline: "运营取消订单",
    button: "取消订单",
    dialog: {
      title: "取消订单：{{orderNo}}",
      intro: "订单将被取消，客户会收到带有原因的通知邮件。",
      reason: "原因",
      confirmTitle: "确定取消订单 {{orderNo}} 吗？",
      confirmContent: "此操作不可撤销。",
      ok: "取消订单",
      done: "订单 {{orderNo}} 已取消",
    },
  },
  // Entries of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  update_booking: {
    headline: "我们已收到您对订舱 {no} 的更新。",
    bell: "客户更新了订舱",
    timeline: "客户更新订舱",
  },
  request_update: {
    headline: "操作部请您更新订舱 {no}，请查看标注的字段并重新提交。",
    bell: "操作部请您更新订舱",
    timeline: "运营请客户更新订舱",
  },
  request_amendment: {
    headline: "我们已收到您对订舱 {no} 的修改申请，操作部将尽快处理。",
    bell: "申请修改订舱",
    timeline: "客户申请修改订舱",
  },
  accept_amendment: {
    headline: "您对订舱 {no} 的修改申请已接受，修改后的订舱已生效。",
    bell: "订舱修改已接受",
    timeline: "运营接受订舱修改",
  },
  decline_amendment: {
    headline: "您对订舱 {no} 的修改申请未被接受，订舱保持不变。",
    bell: "订舱修改未被接受",
    timeline: "运营拒绝订舱修改",
  },
  update_confirmation: {
    headline: "操作部已更新订舱 {no} 的船期（船名航次、开船/到港日期或截止时间），请查看最新信息。",
    bell: "船期或截止时间已更新",
    timeline: "运营更新船期",
  },

  // -- cancellation requests --
  request_cancellation: {
    headline: "我们已收到您取消订单 {no} 的申请，操作部确认前订单照常进行。",
    amountLabel: "取消费（如获同意）",
    bell: "申请取消订单",
    timeline: "申请取消订单",
  },
  accept_cancellation: {
    headline: "您取消订单 {no} 的申请已获同意，订单已取消。",
    amountLabel: "取消费",
    bell: "同意取消，订单已取消",
    timeline: "操作部同意取消，订单已取消",
  },
  decline_cancellation: {
    headline: "您取消订单 {no} 的申请未获同意，订单继续进行。",
    bell: "未同意取消，订单继续",
    timeline: "操作部未同意取消，订单继续",
  },

  // -- shipping-instruction revisions --
  revise_si: {
    headline: "我们已收到订单 {no} 的补料修改申请，操作部处理前当前补料保持有效。",
    amountLabel: "修改费",
    bell: "申请修改补料",
    timeline: "申请修改补料",
  },
  accept_revision: {
    headline: "操作部已接受订单 {no} 的补料修改，修改后的补料已生效（如已发布提单草稿，将重新出具）。",
    amountLabel: "修改费（已计入订单费用）",
    bell: "补料修改已接受",
    timeline: "补料修改已接受",
  },
  decline_revision: {
    headline: "操作部未接受订单 {no} 的补料修改，原补料保持不变。",
    bell: "补料修改未被接受",
    timeline: "补料修改未接受",
  },

  // -- special cargo --
  approve_special_cargo: {
    headline: "订单 {no} 的危险品/超限货已通过审批，订舱将继续确认。",
    bell: "危险品/超限货已审批通过",
    timeline: "危险品/超限货审批通过",
    button: "批准",
  },
  refuse_special_cargo: {
    headline: "很抱歉，订单 {no} 的危险品/超限货未通过审批，订舱未能确认。",
    bell: "危险品/超限货未通过审批",
    timeline: "危险品/超限货未通过审批",
    button: "拒绝",
    dialog: {
      title: "拒绝危险品/超限货：{{orderNo}}",
      intro: "订舱将被拒绝（订单取消），客户会收到带有原因的通知邮件。",
      reason: "原因",
      confirmTitle: "确定拒绝订单 {{orderNo}} 的危险品/超限货吗？",
      confirmContent: "订单将被取消，此操作不可撤销。",
      ok: "拒绝",
      done: "已拒绝订单 {{orderNo}} 的危险品/超限货，订单已取消",
    },
  },
} as const satisfies ActionCatalogue;
