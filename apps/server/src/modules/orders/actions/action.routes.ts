import {
  type ActionContract,
  type ActionRoute,
  AUTHORITY,
  actionRoutes,
  bookingResultSchema,
  contractOf,
  idParamSchema,
  type OrderAction,
  okNull,
  okOf,
  selectorOf,
  transitionOf,
} from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../../lib/envelope";
import { signedIn } from "../../../plugins/auth";
import { ordersContextOf } from "../core/context";
import { runAction } from "./action-runner";
import type { ActionBody } from "./types";

// Every order action's routes, registered from the shared contract (ORDER_ACTION_CONTRACT): the
// method and path, the body's schema and limit, idempotency, the answer. The owner's actions need
// the authority `order`, operations' `ops_order`; an order the caller may not see is a 404 like a
// missing id (order-access.ts), a status the table does not allow a 409.

type Body = Record<string, unknown> & { id?: number };

/** The action a request on a shared route takes: the one whose `bodyAction` the body's selector names. */
function actionOf(actions: readonly OrderAction[], body: Body): OrderAction {
  if (actions.length === 1) return actions[0] as OrderAction;
  const chosen = actions.find((action) => {
    const contract = contractOf(action);
    return contract.bodyAction === body[selectorOf(contract)];
  });
  // the body's schema allows only the listed values, so one always matches
  if (!chosen) throw new Error(`no action of ${actions.join(", ")} for this body`);
  return chosen;
}

/** The 200 answer's schema: the order's result, nothing, or the action's own answer. */
function answerSchema(answer: ActionContract["answer"]) {
  if (answer === "null") return okNull;
  if (answer === "result") return okOf(bookingResultSchema);
  return okOf(answer);
}

function orderIdOf(route: ActionRoute, request: FastifyRequest): number | null {
  if (route.orderId === "path") return (request.params as { id: number }).id;
  if (route.orderId === "body") return (request.body as Body).id ?? null;
  return null;
}

export default async function actionRoutesPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = ordersContextOf(app);

  for (const { route, actions } of actionRoutes()) {
    const [first] = actions;
    if (!first) continue;
    const contract = contractOf(first);
    const owner = transitionOf(first).actor === "owner";
    app.route({
      method: route.method,
      url: route.path,
      onRequest: app.requireAuthority(owner ? AUTHORITY.ORDER : AUTHORITY.OPS_ORDER),
      bodyLimit: contract.bodyLimit,
      config: { idempotent: route.idempotent ?? false },
      schema: {
        tags: [owner ? "orders" : "operations"],
        summary: actions.map((action) => contractOf(action).summary).join(" / "),
        ...(route.path.includes(":id") ? { params: idParamSchema } : {}),
        ...((route.body ?? contract.body) ? { body: route.body ?? contract.body } : {}),
        response: { 200: answerSchema(contract.answer) },
      },
      handler: async (request) => {
        const user = signedIn(request);
        const { id: _id, ...body } = (request.body ?? {}) as Body;
        const action = actionOf(actions, body);
        const caller = { id: user.id, lang: request.lang, authorities: user.authorities };
        const result = await runAction(ctx, action, caller, orderIdOf(route, request), body as ActionBody<typeof action>);
        app.mailWorker.wake(); // the transition queued the owner's mail
        app.webhookWorker.wake(); // and the subscribers' events
        return ok(result);
      },
    });
  }
}
