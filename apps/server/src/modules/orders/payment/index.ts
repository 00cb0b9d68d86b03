// The payment room: the charges, the fees and the payment record.
export { chargesView } from "./order-charges.view";
export { addCharge, feeFor, feeWith, nowOf } from "./order-fees";
export { orderPayment } from "./order-payment.service";
