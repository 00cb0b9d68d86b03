import { bookingResultSchema, okOf } from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "../../lib/envelope";
import type { OrdersContext } from "./orders.service";

/** The answer of a route that moves an order: its id, number and new status. */
export const transitionResult = { 200: okOf(bookingResultSchema) };

/**
 * What the customer's and operations' order routes share: the order services' context, the caller
 * as the services name them, and the answer of a transition, which wakes the mail worker.
 */
export function orderRouteKit(app: FastifyInstance) {
  const ctx: OrdersContext = { db: app.db, configService: app.configService, publicUrl: app.config.publicUrl };
  return {
    ctx,
    caller: (request: FastifyRequest) => ({ id: request.user!.id, lang: request.lang }),
    done: <T>(value: T) => {
      app.mailWorker.wake(); // the transition queued the owner's mail
      return ok(value);
    },
  };
}
