import type { OrderAction } from "@haiyun/shared/constants/order-transitions";
import {
  type ActionRoute,
  ORDER_ACTION_CONTRACT,
  type OrderActionContract,
  selectorOf,
} from "@haiyun/shared/schemas/order-contract";
import type { BookingResult } from "@haiyun/shared/schemas/order-view";
import type { z } from "zod";
import { api } from "./api-client";

// Every order action the web takes, called from its row of ORDER_ACTION_CONTRACT (the shared wire
// contract the server registers its routes from): the route, the method, where the order's id
// goes, the `action` a shared route is told, the Idempotency-Key and the answer all come from
// there, so no page writes an action's address by hand.

type ContractOf<A extends OrderAction> = OrderActionContract[A];

/** Omit spread over a union, so that each member keeps its own fields. */
type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The body field a shared route's action is chosen by (the client fills it in). */
type SelectorOf<A extends OrderAction> = ContractOf<A> extends { selectBy: infer F extends string } ? F : "action";

/** What the caller sends: the action's body without the order's `id` and the selector the client adds. */
export type OrderActionBody<A extends OrderAction> = ContractOf<A>["body"] extends z.ZodType
  ? Without<z.input<ContractOf<A>["body"]>, "id" | SelectorOf<A>>
  : undefined;

/** What the action answers: the order's id, number and status, nothing when the order is gone, or its own answer. */
export type OrderActionAnswer<A extends OrderAction> = ContractOf<A>["answer"] extends "result"
  ? BookingResult
  : ContractOf<A>["answer"] extends z.ZodType
    ? z.output<ContractOf<A>["answer"]>
    : null;

/** The routes of an action the contract makes idempotent. */
type IdempotentRoute<A extends OrderAction> = Extract<ContractOf<A>["routes"][number], { idempotent: true }>;

/** The Idempotency-Key rides only on the routes the contract makes idempotent. */
export type OrderActionOptions<A extends OrderAction> = [IdempotentRoute<A>] extends [never]
  ? { idempotencyKey?: never }
  : { idempotencyKey?: string };

/** One request of an action, as the API client is asked to send it. */
export interface OrderActionRequest {
  method: ActionRoute["method"];
  /** the path under /api with the order's id filled in */
  url: string;
  /** undefined: the action sends no body */
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The route a call takes: the creating one for a new order, else the first that names the order. */
export function routeOf(action: OrderAction, orderId: number | null): ActionRoute {
  const routes: readonly ActionRoute[] = ORDER_ACTION_CONTRACT[action].routes;
  const route = routes.find((candidate) => (orderId === null ? candidate.orderId === "none" : candidate.orderId !== "none"));
  if (!route) throw new Error(`the action ${action} has no route for ${orderId === null ? "a new order" : "an order"}`);
  return route;
}

/** The request of `action` on the order `orderId` (null: the action creates it). */
export function orderActionRequest<A extends OrderAction>(
  action: A,
  orderId: number | null,
  body: OrderActionBody<A>,
  options: OrderActionOptions<A> = {} as OrderActionOptions<A>,
): OrderActionRequest {
  const contract: OrderActionContract[OrderAction] = ORDER_ACTION_CONTRACT[action];
  const route = routeOf(action, orderId);
  const url = route.orderId === "path" ? route.path.replace(":id", String(orderId)) : route.path;
  const request: OrderActionRequest = { method: route.method, url };
  if (contract.body !== null) {
    request.body = {
      ...(route.orderId === "body" ? { id: orderId } : {}),
      ...(body as Record<string, unknown>),
      ...("bodyAction" in contract ? { [selectorOf(contract)]: contract.bodyAction } : {}),
    };
  }
  if (route.idempotent && options.idempotencyKey) request.headers = { "Idempotency-Key": options.idempotencyKey };
  return request;
}

/** Sends a request through the API client, with no argument it does not need (no empty headers). */
function send<T>({ method, url, body, headers }: OrderActionRequest): Promise<T> {
  const init: [] | [{ headers: Record<string, string> }] = headers ? [{ headers }] : [];
  if (method === "DELETE") return body === undefined ? api.delete<T>(url) : api.delete<T>(url, body);
  if (method === "POST") return api.post<T>(url, body, ...init);
  return api.put<T>(url, body, ...init);
}

/**
 * Takes `action` on the order `orderId` (null when the action creates the order) with `body`;
 * answers what the contract says the action answers.
 */
export function callOrderAction<A extends OrderAction>(
  action: A,
  orderId: number | null,
  body: OrderActionBody<A>,
  options?: OrderActionOptions<A>,
): Promise<OrderActionAnswer<A>> {
  return send<OrderActionAnswer<A>>(orderActionRequest(action, orderId, body, options));
}
