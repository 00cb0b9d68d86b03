import type { CheckContext, CheckProblem, CheckStage } from "@haiyun/shared/checks/carrier-ready";
import { useMemo } from "react";
import { useReferenceList } from "../../../../lib/reference-data";

/**
 * What the carrier-ready check needs from the reference lists the form already holds: each
 * container type's ISO code and the ports' UN/LOCODEs. The server adds the owner's other orders.
 */
export function useCheckContext(podId: number | null | undefined, toId: number | null | undefined, stage: CheckStage = "save") {
  const types = useReferenceList("container");
  const ports = useReferenceList("port");
  return useMemo((): CheckContext => {
    const iso = new Map((types.data ?? []).map((type) => [type.id, type.iso_code]));
    const code = (id: number | null | undefined) => (ports.data ?? []).find((port) => port.id === id)?.code ?? null;
    return { stage, isoCodeOf: (id) => iso.get(id), podCode: code(podId), deliveryCode: code(toId) };
  }, [types.data, ports.data, podId, toId, stage]);
}

/** The check of `body` as it stands (the form's values as the body they would send), recomputed as they change. */
export function useCarrierCheck(
  body: unknown,
  context: CheckContext,
  check: (body: unknown, context: CheckContext) => CheckProblem[],
): CheckProblem[] {
  return useMemo(() => (body ? check(body, context) : []), [body, context, check]);
}
