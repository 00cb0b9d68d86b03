import type { FastifyInstance } from "fastify";
import actionRoutes from "./actions/action.routes";
import orderCancellationRoutes from "./booking/order-cancellation.routes";
import orderVersionsRoutes from "./booking/order-versions.routes";
import carrierCheckRoutes from "./cargo/carrier-check.routes";
import orderAttachmentsRoutes from "./documents/order-attachments.routes";
import siRevisionsRoutes from "./instruction/si-revisions.routes";
import supplyRoutes from "./instruction/supply.routes";
import vgmImportRoutes from "./instruction/vgm-import.routes";
import orderExportRoutes from "./list/order-export.routes";
import orderRecordsRoutes from "./list/order-records.routes";
import ordersRoutes from "./list/orders.routes";
import opsOrdersRoutes from "./ops/ops-orders.routes";

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
