import { businessTimeZone, customerDashboardSchema, dashboardQuerySchema, okOf, opsDashboardSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendSerialized, serializedOk } from "../../lib/envelope";
import { signedIn } from "../../plugins/auth";
import { customerDashboard, opsDashboard } from "./dashboard.service";

/**
 * How long a dashboard is answered from memory at most. A change of the orders drops it at once
 * (the lists' triggers, plugins/kept-lists.ts); what moves with the clock alone — a cut-off
 * entering the 72 hours, an order growing a day older — shows within this.
 */
const FRESH_MS = 60_000;
const freshUntil = () => Date.now() + FRESH_MS;

// GET /dashboard (authority `order`: the customer's own orders) and GET /ops/dashboard
// (`ops_order`: every customer's submitted orders), the figures each dashboard page draws.
export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ["dashboard"];

  app.get(
    "/dashboard",
    {
      onRequest: app.requireAuthority("order"),
      schema: {
        tags,
        querystring: dashboardQuerySchema,
        summary: "The customer's dashboard: their orders by status, TEU by month, lanes, what is due",
        response: { 200: okOf(customerDashboardSchema) },
      },
    },
    async (request, reply) => {
      const ownerId = signedIn(request).id;
      const write = async () =>
        serializedOk(reply, await customerDashboard(app.db, ownerId, request.lang, app.clock(), businessTimeZone()));
      return sendSerialized(reply, await app.keptLists.answer(`orders:${ownerId}`, request, write, freshUntil));
    },
  );

  app.get(
    "/ops/dashboard",
    {
      onRequest: app.requireAuthority("ops_order"),
      schema: {
        tags,
        querystring: dashboardQuerySchema,
        summary: "The operations desk's dashboard: workload by status and age, cut-offs due",
        response: { 200: okOf(opsDashboardSchema) },
      },
    },
    async (request, reply) => {
      const write = async () => serializedOk(reply, await opsDashboard(app.db, request.lang, app.clock()));
      return sendSerialized(reply, await app.keptLists.answer("orders:*", request, write, freshUntil));
    },
  );
}
