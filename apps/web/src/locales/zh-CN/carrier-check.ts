/** The carrier-ready check beside the booking and shipping-instruction forms. */
export default {
  title: "承运人检查：{{errors}} 处须修改，{{warnings}} 处提醒",
  error: "须修改",
  printed: "打印在提单上：{{count}} 行（每行 {{width}} 个字符，最多 {{max}} 行）",
  /** English says one line apart; Chinese the same */
  printed_one: "打印在提单上：{{count}} 行（每行 {{width}} 个字符，最多 {{max}} 行）",
  warning: "提醒",
};
