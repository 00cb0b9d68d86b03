import type { LocaleShape } from "../zh-CN";

/** The carrier-ready check beside the booking and shipping-instruction forms. */
export const carrierCheck: LocaleShape["carrierCheck"] = {
  title: "Carrier check: {{errors}} to fix, {{warnings}} to review",
  error: "Fix",
  printed: "Prints on the bill as {{count}} lines ({{width}} characters a line, at most {{max}})",
  // i18next takes the _one form when count is 1
  printed_one: "Prints on the bill as 1 line ({{width}} characters a line, at most {{max}})",
  warning: "Review",
};
