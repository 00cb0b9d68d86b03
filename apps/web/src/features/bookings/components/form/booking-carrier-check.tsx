import { checkBooking } from "@haiyun/shared/checks/carrier-ready";
import { Form } from "antd";
import { useMemo } from "react";
import { CarrierCheckPanel, useCarrierCheck, useCheckContext } from "../../../orders";
import { type BookingKind, type BookingValues, toBody } from "./booking-values";

/** The booking's carrier-ready check as the user types (warnings; the server judges the submit again). */
export function BookingCarrierCheck({ kind }: { kind: BookingKind }) {
  const values = Form.useWatch<BookingValues>([], { preserve: true });
  const body = useMemo(() => (values ? toBody(values, kind, "save").body : null), [values, kind]);
  const context = useCheckContext(values?.pod_id, values?.to_id);
  return <CarrierCheckPanel problems={useCarrierCheck(body, context, checkBooking)} />;
}
