import type { Lang } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { orderById } from "./ebl-data.repository";
import { shippingInstructionsFor } from "./si-resource";
import { transportDocumentFor } from "./td-resource";

/** A DCSA ShippingInstructions (eBL 3.0.3). */
export type DcsaShippingInstructions = Record<string, unknown> & { shippingInstructionsReference: string };

/** A DCSA TransportDocument (eBL 3.0.3). */
export type DcsaTransportDocument = Record<string, unknown> & { transportDocumentReference: string };

/** The order's shipping instructions, or null while it has none. */
export async function shippingInstructionsOf(db: Db, orderId: number, lang: Lang): Promise<DcsaShippingInstructions | null> {
  const order = await orderById(db, orderId);
  return order ? ((await shippingInstructionsFor(db, order, lang)) as DcsaShippingInstructions | null) : null;
}

/** The order's transport document, or null before a draft bill is published. */
export async function transportDocumentOf(db: Db, orderId: number, _lang: Lang): Promise<DcsaTransportDocument | null> {
  const order = await orderById(db, orderId);
  return order ? ((await transportDocumentFor(db, order)) as DcsaTransportDocument | null) : null;
}
