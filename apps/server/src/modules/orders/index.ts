import type { FastifyInstance } from "fastify";
import { actionRoutes } from "./actions";
import { orderCancellationRoutes, orderVersionsRoutes } from "./booking";
import { carrierCheckRoutes } from "./cargo";
import { orderAttachmentsRoutes } from "./documents";
import { siRevisionsRoutes, supplyRoutes, vgmImportRoutes } from "./instruction";
import { orderExportRoutes, orderRecordsRoutes, ordersRoutes } from "./list";
import { opsOrdersRoutes } from "./ops";

// What other modules may use of the orders (biome.json forbids them the rooms' files): running an
// action as the portal does, its context, and the few reads and writes the DCSA API and the demo
// seed share with the portal, and the drawing threads the app stops when it closes.
export { type ActionBody, runAction } from "./actions";
export { checkSupplyBody } from "./cargo";
export { type Caller, type OrdersContext, ordersContextOf } from "./core";
export { drawPool, uploadAttachment } from "./documents";
export { storedInstruction } from "./instruction";
export { attachDocument } from "./ops";

/**
 * The orders module as one plugin (docs/ARCHITECTURE.md, "The order aggregate"): the reads of
 * both sides, the documents and uploads, and every action's routes from the shared contract.
 */
export default async function ordersModule(app: FastifyInstance) {
  await app.register(ordersRoutes);
  await app.register(orderRecordsRoutes);
  await app.register(orderVersionsRoutes);
  await app.register(opsOrdersRoutes);
  await app.register(orderExportRoutes);
  await app.register(supplyRoutes);
  await app.register(vgmImportRoutes);
  await app.register(orderAttachmentsRoutes);
  await app.register(siRevisionsRoutes);
  await app.register(actionRoutes);
  await app.register(orderCancellationRoutes);
  await app.register(carrierCheckRoutes);
}
