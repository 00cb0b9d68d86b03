import type { FastifyInstance } from "fastify";
import { provideEventResources } from "../webhooks/webhook-events";
import bookingRoutes from "./bookings.routes";
import { registerKeyAuth } from "./dcsa-auth";
import { dcsaErrorHandler, sendCode } from "./dcsa-errors";
import { describeDcsaRoutes } from "./dcsa-openapi";
import eblRoutes from "./ebl.routes";
import { bookingOf, shippingInstructionsOf, transportDocumentOf, vgmDeclarationsOf } from "./resources";
import vgmRoutes from "./vgm.routes";

export { default as apiKeysRoutes } from "./api-keys.routes";
export { DCSA_SECURITY_SCHEME, dcsaSecurityScheme } from "./dcsa-openapi";

// the webhooks carry these resources; they cannot import them (the orders' transitions write the events)
provideEventResources({ bookingOf, shippingInstructionsOf, transportDocumentOf, vgmDeclarationsOf });

// The DCSA customer API (registered under /dcsa): Booking 2.0.4, eBL 3.0.3 and VGM 1.0 over the
// portal's own orders, with the same rules, transitions and permissions as the screens. Callers
// sign with an API key; every answer, errors included, is in the standard's shapes.
export default async function dcsaModule(app: FastifyInstance) {
  app.setErrorHandler(dcsaErrorHandler);
  app.setNotFoundHandler((request, reply) => sendCode(request, reply, 404, "ROUTE_NOT_FOUND"));
  registerKeyAuth(app);
  describeDcsaRoutes(app);
  // a write ran the portal's own actions: their mail and webhook events go out now, not at the next poll
  app.addHook("onResponse", async (request) => {
    if (request.method === "GET") return;
    app.mailWorker.wake();
    app.webhookWorker.wake();
  });
  await app.register(bookingRoutes, { prefix: "/bkg/v2" });
  await app.register(eblRoutes, { prefix: "/ebl/v3" });
  await app.register(vgmRoutes, { prefix: "/vgm/v1" });
}
