/** The carrier-ready check beside the booking and shipping-instruction forms. */
export default {
  title: "承运人检查：{{errors}} 处须修改，{{warnings}} 处提醒",
  error: "须修改",
  warning: "提醒",
};
