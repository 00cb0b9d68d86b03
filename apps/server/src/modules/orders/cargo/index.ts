// The cargo room: container types, special cargo, the carrier's checks of a booking and an SI.

export { assertCarrierReady, checkBookingBody, checkSupplyBody } from "./carrier-check";
export { default as carrierCheckRoutes } from "./carrier-check.routes";
export { isoCodesOf } from "./container-types.repository";
export { specialCargoColumns } from "./special-cargo";
