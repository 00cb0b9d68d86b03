import {
  canTransition,
  contractOf,
  ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderAction,
  statusAfter,
  transitionOf,
} from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { createOrder } from "./factories";
import { defined } from "./helpers";
import {
  call,
  confirmBody,
  dayFromToday,
  eventsOf,
  fclBooking,
  type Lang,
  orderRow,
  orderState,
  orderTestApp,
  type SignedIn,
} from "./order-fixtures";
import { sidesOfNeeds, transitionRoutes } from "./transition-routes";

const S = ORDER_STATUS;

// Every (status, action) pair of the transition table, generated
// from the table itself and tried through the action's HTTP route. Allowed: the table's new status
// and exactly one new event. Refused: 409 ORDER_INVALID_TRANSITION and the order exactly as before;
// operations naming a draft: 404, as a missing order (they never see one), the order as before.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] });
const { owner, operator } = people;
const ROUTES = transitionRoutes({ app, db, refs, owner, operator });

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
      // a row may name its own refusal (confirming while special cargo awaits approval)
      const refused = guard.refusal ?? "ORDER_REQUEST_OPEN";
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
