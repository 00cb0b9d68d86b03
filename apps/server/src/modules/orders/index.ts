import type { FastifyInstance } from "fastify";
import actionRoutes from "./action.routes";
import carrierCheckRoutes from "./carrier-check.routes";
import opsOrdersRoutes from "./ops-orders.routes";
import orderAttachmentsRoutes from "./order-attachments.routes";
import orderCancellationRoutes from "./order-cancellation.routes";
import orderExportRoutes from "./order-export.routes";
import orderRecordsRoutes from "./order-records.routes";
import orderVersionsRoutes from "./order-versions.routes";
import ordersRoutes from "./orders.routes";
import siRevisionsRoutes from "./si-revisions.routes";
import supplyRoutes from "./supply.routes";
import vgmImportRoutes from "./vgm-import.routes";

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
