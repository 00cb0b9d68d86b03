// The DCSA resources of one order, as the customer API answers them and as the webhooks carry
// them. Each is built from the order's rows by the mapping of its standard; the builders live
// beside their routes (bookings, shipping instructions and transport documents, VGM).

export { bookingOf, type DcsaBooking } from "./booking-resource";
export {
  type DcsaShippingInstructions,
  type DcsaTransportDocument,
  shippingInstructionsOf,
  transportDocumentOf,
} from "./ebl-resource";
export { type DcsaVgmDeclaration, vgmDeclarationsOf } from "./vgm-resource";
