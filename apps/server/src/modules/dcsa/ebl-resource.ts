import type { Lang } from "@haiyun/shared";
import type { Db } from "../../db/client";

/** A DCSA ShippingInstructions (eBL 3.0.3). */
export type DcsaShippingInstructions = Record<string, unknown> & { shippingInstructionsReference: string };

/** A DCSA TransportDocument (eBL 3.0.3). */
export type DcsaTransportDocument = Record<string, unknown> & { transportDocumentReference: string };

/** The order's shipping instructions, or null while it has none. */
export async function shippingInstructionsOf(_db: Db, _orderId: number, _lang: Lang): Promise<DcsaShippingInstructions | null> {
  throw new Error("shippingInstructionsOf: not built yet");
}

/** The order's transport document, or null before a draft bill is published. */
export async function transportDocumentOf(_db: Db, _orderId: number, _lang: Lang): Promise<DcsaTransportDocument | null> {
  throw new Error("transportDocumentOf: not built yet");
}
