import type { LocaleShape } from "../zh-CN";

export const quotes: LocaleShape["quotes"] = {
  title: "Shipping Quotes",
  empty: "No quotes yet",
  emptyHint: "The live rates forwarders publish appear here",
  cheapest: "The cheapest of this container type on the page",
  filters: {
    pol: "Origin port",
    to: "Destination",
    carriers: "Carriers",
    forwarders: "Forwarders",
    search: "Search",
    reset: "Reset",
  },
  columns: {
    carrier: "Carrier",
    forwarder: "Forwarder",
    pol: "POL",
    pod: "POD",
    to: "Delivery place",
    transitDays: "Transit (days)",
    validity: "Validity",
    remark: "Remark",
  },
};
