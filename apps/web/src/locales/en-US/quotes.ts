import type { LocaleShape } from "../zh-CN";

export const quotes: LocaleShape["quotes"] = {
  title: "Shipping Quotes",
  empty: "No quotes yet",
  emptyHint: "The live rates forwarders publish appear here",
  cheapest: "The cheapest of this container type on the page",
  actions: { inquire: "Inquire", book: "Book", action: "Action" },
  rfq: {
    title: "Request for quotation",
    about: "Ask the forwarder of this {{carrier}} quote ({{route}})",
    send: "Send the request",
    sent: "Request for quotation sent",
    failed: "Failed to send the request: {{msg}}",
    fields: {
      ready_date: "Cargo ready date",
      description: "Cargo description",
      booking_space: "Booking space",
      target_rate: "Target rate",
      potential_vol: "Potential volume",
      sales: "Sales",
    },
  },
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
