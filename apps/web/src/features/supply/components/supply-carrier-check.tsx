import { checkSupply } from "@haiyun/shared/checks/carrier-ready";
import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { Form } from "antd";
import { useCallback, useMemo } from "react";
import { CarrierCheckPanel, useCarrierCheck, useCheckContext } from "../../orders";
import { bodyOf, type SupplyValues } from "./supply-values";

/** The instruction's carrier-ready check as the user types (warnings; the submit is judged again by the server). */
export function SupplyCarrierCheck({ record }: { record: SupplyRecord }) {
  const values = Form.useWatch<SupplyValues>([], { preserve: true });
  const body = useMemo(() => {
    try {
      return values ? bodyOf(values, "save") : null;
    } catch {
      // a party half chosen: nothing to judge until it is whole
      return null;
    }
  }, [values]);
  const context = useCheckContext(record.pod_id, record.to_id);
  const check = useCallback(
    (input: unknown, ctx: typeof context) => checkSupply(input, { ...ctx, containerMode: record.container_mode }),
    [record.container_mode],
  );
  return <CarrierCheckPanel problems={useCarrierCheck(body, context, check)} />;
}
