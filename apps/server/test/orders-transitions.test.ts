import {
  CONTAINER_MODE,
  canTransition,
  contractOf,
  DOCUMENT_TYPE,
  ORDER_ACTIONS,
  ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderSides,
  type RequestState,
  statusAfter,
  transitionOf,
} from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { orderAmendments, type orders, siRevisions } from "../src/db/schema";
import { createDocument, createOrder } from "./factories";
import { defined } from "./helpers";
import {
  call,
  confirmBody,
  dayFromToday,
  eventsOf,
  fclBooking,
  type Lang,
  lclSupplyBody,
  orderRow,
  orderState,
  orderTestApp,
  type SignedIn,
} from "./order-fixtures";

const S = ORDER_STATUS;
const D = DOCUMENT_TYPE;

// Every (status, action) pair of the transition table, generated
// from the table itself and tried through the action's HTTP route. Allowed: the table's new status
// and exactly one new event. Refused: 409 ORDER_INVALID_TRANSITION and the order exactly as before;
// operations naming a draft: 404, as a missing order (they never see one), the order as before.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] });
const { owner, operator } = people;

type OrderInsert = typeof orders.$inferInsert;

/** What an order needs besides its status for an action to pass: its mode, its side requests. */
type OrderNeeds = Partial<
  Pick<OrderInsert, "container_mode" | "amendment_status" | "cancellation_status" | "revision_status" | "special_cargo_status">
>;

interface Route {
  name: string;
  actor: "owner" | "ops";
  /** what the order needs besides its status for the action to pass (an LCL order: no space rule) */
  order?: OrderNeeds;
  /** what the action needs written beside the order first (the open request it decides) */
  prepare?: (orderId: number) => Promise<void>;
  send: (orderId: number, lang?: Lang) => ReturnType<typeof call>;
}

/** A document of the order written straight to the database (no row orderState compares). */
async function documentFor(orderId: number, type: number, role: "owner" | "ops" = "ops") {
  const uploadedBy = role === "owner" ? owner.user.id : operator.user.id;
  return (await createDocument(db, { id: orderId, owner_id: owner.user.id }, type, { role, uploadedBy })).id;
}
const LCL = { container_mode: CONTAINER_MODE.LCL };
const { action: _action, ...supplyFields } = lclSupplyBody(refs);
const { action: _submit, ...bookingFields } = fclBooking(refs);
const AMENDING = { amendment_status: "requested" };
/** The open amendment request a decision needs, written straight to the database. */
async function openAmendment(orderId: number) {
  await db.insert(orderAmendments).values({ order_id: orderId, reason: "MORE BOXES", booking: bookingFields, diff: [] });
}

/** An open revision request of the order, as revise_si leaves one (what the decisions decide). */
async function openRevision(orderId: number) {
  await db.insert(siRevisions).values({
    order_id: orderId,
    revision: 2,
    status: "requested",
    body: { ...supplyFields, marks_no: "REVISED MARKS" },
    fee_tier: 1,
    fee_amount: "50.00",
    fee_currency: "USD",
    created_role: "owner",
    created_by: owner.user.id,
  });
}

/**
 * What each action sends besides the order's id, and what the order needs to pass. The URLs and
 * methods come from the shared contract (ORDER_ACTION_CONTRACT): every route of every action is
 * tried, both spellings of the customer's cancel included; the route that creates an order is
 * tried on an order of its own elsewhere.
 */
const BODIES: Record<
  OrderAction,
  { order?: OrderNeeds; prepare?: (orderId: number) => Promise<void>; body: (id: number) => unknown }
> = {
  save: { body: () => ({ ...fclBooking(refs), action: "save" }) },
  submit: { body: () => fclBooking(refs) },
  delete: { body: () => undefined },
  cancel: { body: () => ({ reason: "PLANS CHANGED" }) },
  confirm_booking: { body: () => confirmBody(refs.maersk) },
  reject_booking: { body: () => ({ reason: "NO SPACE" }) },
  cancel_by_ops: { body: () => ({ reason: "DUPLICATE" }) },
  supply_save: { order: LCL, body: () => lclSupplyBody(refs) },
  supply_submit: { order: LCL, body: () => lclSupplyBody(refs, { action: "submit" }) },
  publish_bill: { body: async (id) => ({ mbl_no: "MAEU261234567", file: await documentFor(id, D.BILL_DRAFT) }) },
  bill_pass: { body: () => ({}) },
  bill_fail: { body: () => ({ reason: "CONSIGNEE ADDRESS WRONG" }) },
  pay: { body: async (id) => ({ filename: await documentFor(id, D.PAYMENT_RECEIPT, "owner") }) },
  reject_payment: { body: () => ({ reason: "AMOUNT SHORT" }) },
  issue_invoice: { body: async (id) => ({ file: await documentFor(id, D.INVOICE), amount: "1250.00", currency: "USD" }) },
  telex: { body: async (id) => ({ filename: await documentFor(id, D.TELEX_GUARANTEE, "owner") }) },
  release: { body: async (id) => ({ file: await documentFor(id, D.TELEX_RELEASE) }) },
  amend_si: { order: LCL, body: () => ({ ...supplyFields, fee: "300.00", currency: "CNY", reason: "NEW CONSIGNEE" }) },
  // Bodies of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  update_booking: { body: () => bookingFields },
  request_update: { body: () => ({ feedbacks: [{ severity: "error", field: "ready_date", message: "TOO EARLY" }] }) },
  request_amendment: { body: () => ({ reason: "MORE BOXES", booking: bookingFields }) },
  accept_amendment: { order: AMENDING, prepare: openAmendment, body: () => ({ decision: "accept" }) },
  decline_amendment: { order: AMENDING, prepare: openAmendment, body: () => ({ decision: "decline", reason: "NO SPACE" }) },
  update_confirmation: { body: () => confirmBody(refs.maersk) },

  // -- cancellation requests --
  request_cancellation: { body: () => ({ reason: "CARGO NOT READY" }) },
  accept_cancellation: { order: { cancellation_status: "requested" }, body: () => ({ decision: "accept" }) },
  decline_cancellation: {
    order: { cancellation_status: "requested" },
    body: () => ({ decision: "decline", reason: "CONTAINERS ALREADY LOADED" }),
  },

  // -- shipping-instruction revisions --
  revise_si: {
    order: LCL,
    body: () => ({ ...supplyFields, marks_no: "REVISED MARKS", accept_fee: true, reason: "NEW MARKS" }),
  },
  accept_revision: {
    order: { ...LCL, revision_status: "requested" },
    prepare: (orderId) => openRevision(orderId),
    body: () => ({ decision: "accept" }),
  },
  decline_revision: {
    order: { ...LCL, revision_status: "requested" },
    prepare: (orderId) => openRevision(orderId),
    body: () => ({ decision: "decline", reason: "CARRIER CLOSED" }),
  },

  // -- special cargo --
  approve_special_cargo: { order: { special_cargo_status: "requested" }, body: () => ({ decision: "approve" }) },
  refuse_special_cargo: {
    order: { special_cargo_status: "requested" },
    body: () => ({ decision: "refuse", reason: "CLASS 1 NOT ACCEPTED" }),
  },
};

/** Every route of every action on an existing order, from the contract. */
const ROUTES = Object.fromEntries(
  ORDER_ACTIONS.map((action) => {
    const actor = transitionOf(action).actor;
    const { order, prepare, body } = BODIES[action];
    const routes = contractOf(action)
      .routes.filter((route) => route.orderId !== "none")
      .map(
        (route): Route => ({
          name: `${route.method} ${route.path.replace(":id", "{id}")} ${action}`,
          actor,
          order,
          prepare,
          send: async (id, lang = "en") => {
            const payload = await body(id);
            const url = `/api${route.path.replace(":id", String(id))}`;
            const sent = route.orderId === "body" ? { id, ...(payload as object) } : payload;
            return call(app, (actor === "ops" ? operator : owner).token, route.method, url, sent, { lang });
          },
        }),
      );
    return [action, routes];
  }),
) as Record<OrderAction, Route[]>;

/** The side requests an order made with `needs` has. */
function sidesOfNeeds(needs: OrderNeeds = {}): OrderSides {
  return {
    amendment: needs.amendment_status as RequestState | null | undefined,
    cancellation: needs.cancellation_status as RequestState | null | undefined,
    revision: needs.revision_status as RequestState | null | undefined,
    special_cargo: needs.special_cargo_status as RequestState | null | undefined,
  };
}

function put(who: SignedIn, url: string, payload: unknown, lang: Lang = "en") {
  return call(app, who.token, "PUT", url, payload, { lang });
}

const STATUSES = ORDER_STATUSES.map((entry) => entry.value);
const cases = Object.entries(ROUTES).flatMap(([action, routes]) =>
  routes.flatMap((route) =>
    STATUSES.map((status) => ({
      action: action as OrderAction,
      route,
      status,
      allowed: canTransition(action as OrderAction, route.actor, status, sidesOfNeeds(route.order)),
    })),
  ),
);

describe("the transition table, action by action and status by status", () => {
  it("has a route for every action of the table", () => {
    expect(Object.keys(ROUTES).sort()).toEqual(ORDER_TRANSITIONS.map((row) => row.action).sort());
    for (const routes of Object.values(ROUTES)) expect(routes.length).toBeGreaterThan(0);
    expect(cases.filter((c) => c.allowed).length).toBeGreaterThan(10);
    expect(cases.filter((c) => !c.allowed).length).toBeGreaterThan(50);
  });

  it.each(cases)("$route.name from status $status: allowed $allowed", async ({ action, route, status, allowed }) => {
    const order = await createOrder(db, owner.user.id, { status, ...route.order }, true);
    await route.prepare?.(order.id);
    const before = await orderState(db, order.id);
    const eventsBefore = await eventsOf(db, order.id);
    const res = await route.send(order.id);
    const to = statusAfter(action, status);
    if (route.actor === "ops" && status === S.DRAFT) {
      // operations do not see a draft: every one of their actions answers it as a missing order
      expect(allowed).toBe(false);
      const missing = await call(app, operator.token, "GET", `/api/ops/order/${order.id + 1_000_000}`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).toBe(missing.body);
      expect(res.json()).toMatchObject({ code: 1, error_code: "RECORD_NOT_FOUND" });
      expect(await orderState(db, order.id)).toBe(before);
      return;
    }
    if (!allowed) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 1, error_code: "ORDER_INVALID_TRANSITION" });
      const name = defined(
        ORDER_STATUSES.find((entry) => entry.value === status),
        `status ${status}`,
      ).name_en;
      expect(res.json().msg).toBe(`This order's status (${name}) does not allow this action`);
      expect(await orderState(db, order.id)).toBe(before);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    if (to === null) {
      expect(await orderRow(db, order.id)).toBeUndefined();
      return;
    }
    const { answer } = contractOf(action);
    if (answer === "result") expect(res.json().data).toEqual({ id: order.id, order_no: order.order_no, status: to });
    else if (answer !== "null") expect(answer.safeParse(res.json().data).success, res.body).toBe(true);
    expect((await orderRow(db, order.id)).status).toBe(to);
    const events = await eventsOf(db, order.id);
    expect(events).toHaveLength(eventsBefore.length + 1);
    expect(events.at(-1)).toMatchObject({
      action,
      from_status: status,
      to_status: to,
      actor_id: route.actor === "ops" ? operator.user.id : owner.user.id,
      actor_role: route.actor,
    });
  });
});

describe("a row beside the status also needs its side request open, or none open", () => {
  const guarded = ORDER_TRANSITIONS.filter((row) => "guard" in row);
  // asking twice and deciding what nobody asked are refused, the order as before
  if (guarded.length === 0) it.todo("rows beside the status");
  it.each(guarded.map((row) => ({ action: row.action as OrderAction })))(
    "$action with the request the other way: 409",
    async ({ action }) => {
      const row = transitionOf(action);
      const guard = defined(row.guard, "guard");
      const status = defined(row.from.find((from) => from !== null && from !== S.DRAFT) ?? null, "a status");
      const column = `${guard.request}_status` as const;
      const route = ROUTES[action][0];
      const order = await createOrder(db, owner.user.id, {
        status,
        ...route.order,
        [column]: guard.open ? null : "requested",
      });
      const before = await orderState(db, order.id);
      const res = await route.send(order.id);
      expect(res.statusCode, res.body).toBe(409);
      // confirming while special cargo awaits approval names what to do first
      const refused = guard.request === "special_cargo" ? "ORDER_SPECIAL_CARGO_PENDING" : "ORDER_REQUEST_OPEN";
      expect(res.json().error_code).toBe(guard.open ? "ORDER_REQUEST_NOT_OPEN" : refused);
      expect(await orderState(db, order.id)).toBe(before);
    },
  );
});

describe("creating an order is the table's transition from no order", () => {
  it.each(["save", "submit"] as const)(
    "POST /order/booking %s creates the order in the table's status with one event",
    async (action) => {
      expect(transitionOf(action).from).toContain(null);
      const res = await call(app, owner.token, "POST", "/api/order/booking", { ...fclBooking(refs), action });
      expect(res.statusCode).toBe(200);
      const { id, status } = res.json().data;
      expect(status).toBe(transitionOf(action).to);
      expect((await eventsOf(db, id)).map((e) => [e.action, e.from_status, e.to_status])).toEqual([[action, null, status]]);
    },
  );
});

describe("what a transition keeps", () => {
  it("refuses in the caller's language, naming the order's status", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_SUPPLY });
    const res = await ROUTES.confirm_booking[0].send(order.id, "cn");
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe("订单当前状态（待补料）不允许此操作");
  });

  it("stores operations' confirmation: SO number, carrier, sailing and the cut-offs as instants", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING });
    const res = await ROUTES.confirm_booking[0].send(order.id);
    expect(res.statusCode).toBe(200);
    const detail = (await call(app, owner.token, "GET", `/api/order/${order.id}`)).json().data;
    expect(detail).toMatchObject({
      status: 2,
      so_no: "SO-4471002",
      carrier_id: refs.maersk,
      vessel: "MAERSK ESSEX",
      voyage: "612W",
      etd: dayFromToday(10),
      eta: dayFromToday(40),
      si_cutoff: `${dayFromToday(7)}T10:00:00.000Z`,
      cy_cutoff: `${dayFromToday(8)}T18:00:00.000Z`,
    });
  });

  it("records the reason of a cancel on the timeline, which owner and operations both read", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING });
    await call(app, owner.token, "POST", `/api/order/${order.id}/cancel`, { reason: "  PLANS CHANGED  " });
    const timeline = (await call(app, owner.token, "GET", `/api/order/${order.id}/events`)).json().data.list;
    expect(timeline.at(-1)).toMatchObject({
      action: "cancel",
      from_status: 1,
      to_status: 40,
      actor_role: "owner",
      reason: "PLANS CHANGED",
    });
    const opsView = await call(app, operator.token, "GET", `/api/order/${order.id}/events`);
    expect(opsView.json().data).toEqual((await call(app, owner.token, "GET", `/api/order/${order.id}/events`)).json().data);
  });

  it("refuses a confirmation naming a carrier the list does not offer, changing nothing", async () => {
    const order = await createOrder(db, owner.user.id, { status: S.AWAITING_BOOKING });
    const before = await orderState(db, order.id);
    const res = await put(operator, `/api/ops/order/${order.id}/confirm`, confirmBody(2_000_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "carrier_id", message: "The selected option does not exist or is no longer offered" },
    ]);
    expect(await orderState(db, order.id)).toBe(before);
  });
});
