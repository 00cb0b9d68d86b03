import { canTransition, DOCUMENT_TYPE, ORDER_STATUS, transitionOf } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { demoPdf } from "../src/db/seed/demo-orders";
import type { RouteEntry } from "../src/plugins/route-table";
import { createDocument, createOrder } from "./factories";
import { multipart } from "./helpers";
import { call, confirmBody, fclBooking, type Method, orderState, orderTestApp, supplyBody } from "./order-fixtures";
import { NO_SUCH_ID, tableDigest } from "./security-kit";

const S = ORDER_STATUS;
const D = DOCUMENT_TYPE;

// Someone else's record is a 404, never a 403 — on every order route the same answer,
// status and body, as an id that does not exist, so order ids cannot be probed. Routes are read
// from the app itself: a new order route without a case here fails the first test.
const { app, db, refs, signIn, people } = await orderTestApp({
  stranger: ["shipper"],
  victim: ["shipper"],
  operator: ["operator"],
});
const { stranger, victim, operator } = people;

/** A valid request to each customer route for the order `id`, so only ownership can refuse it. */
const OWNER_REQUESTS: Record<string, (id: number) => { url: string; payload?: unknown }> = {
  "GET /api/order/:id": (id) => ({ url: `/api/order/${id}` }),
  "GET /api/order/:id/events": (id) => ({ url: `/api/order/${id}/events` }),
  "GET /api/order/:id/payment": (id) => ({ url: `/api/order/${id}/payment` }),
  "GET /api/order/:id/bill-rounds": (id) => ({ url: `/api/order/${id}/bill-rounds` }),
  "GET /api/order/:id/cancellation/fee": (id) => ({ url: `/api/order/${id}/cancellation/fee` }),
  "POST /api/order/:id/cancellation": (id) => ({ url: `/api/order/${id}/cancellation`, payload: { reason: "MINE NOW" } }),
  "GET /api/order/:id/versions": (id) => ({ url: `/api/order/${id}/versions` }),
  "GET /api/order/:id/vgm/template": (id) => ({ url: `/api/order/${id}/vgm/template` }),
  "POST /api/order/:id/vgm/import": (id) => ({ url: `/api/order/${id}/vgm/import` }),
  "GET /api/order/:id/amendment-state": (id) => ({ url: `/api/order/${id}/amendment-state` }),
  "PUT /api/order/:id/booking": (id) => ({ url: `/api/order/${id}/booking`, payload: bookingFieldsOf() }),
  "POST /api/order/:id/amendment": (id) => ({
    url: `/api/order/${id}/amendment`,
    payload: { reason: "MINE NOW", booking: bookingFieldsOf() },
  }),
  "GET /api/order/docking/:id": (id) => ({ url: `/api/order/docking/${id}` }),
  "GET /api/order/booking/:id": (id) => ({ url: `/api/order/booking/${id}` }),
  "GET /api/order/document/:id": (id) => ({ url: `/api/order/document/${id}` }),
  "PUT /api/order/booking/:id": (id) => ({ url: `/api/order/booking/${id}`, payload: { ...fclBooking(refs), action: "save" } }),
  "POST /api/order/:id/cancel": (id) => ({ url: `/api/order/${id}/cancel`, payload: { reason: "MINE NOW" } }),
  "PUT /api/order/cancel": (id) => ({ url: "/api/order/cancel", payload: { id, reason: "MINE NOW" } }),
  "DELETE /api/order/:id": (id) => ({ url: `/api/order/${id}` }),
  "GET /api/order/shipment/:id": (id) => ({ url: `/api/order/shipment/${id}` }),
  "PUT /api/order/shipment/:id": (id) => ({ url: `/api/order/shipment/${id}`, payload: supplyBody(refs) }),
  "PUT /api/order/pass": (id) => ({ url: "/api/order/pass", payload: { id } }),
  "PUT /api/order/fail": (id) => ({ url: "/api/order/fail", payload: { id, reason: "MINE NOW" } }),
  "PUT /api/order/pay": (id) => ({ url: "/api/order/pay", payload: { id, filename: 1 } }),
  "PUT /api/order/telex": (id) => ({ url: "/api/order/telex", payload: { id, filename: 1 } }),
  "POST /api/order/shipment/:id/revision/preview": (id) => ({
    url: `/api/order/shipment/${id}/revision/preview`,
    payload: supplyBodyWithoutAction(),
  }),
  "POST /api/order/shipment/:id/revision": (id) => ({
    url: `/api/order/shipment/${id}/revision`,
    payload: { ...supplyBodyWithoutAction(), accept_fee: true },
  }),
  "GET /api/order/shipment/:id/revisions": (id) => ({ url: `/api/order/shipment/${id}/revisions` }),
};
/** Customer routes that name no order. */
// the check names its order (an instruction's) in the body: orders-special-cargo.test.ts asks with another's
const NO_ORDER = ["GET /api/order", "GET /api/order/export", "POST /api/order/booking", "POST /api/order/check"];

const orderRoutes = (): RouteEntry[] =>
  app.routeTable.filter((r) => /^\/api\/order(\/|$)/.test(r.url) && r.method !== "HEAD" && r.method !== "OPTIONS");

describe("another customer's order", () => {
  it("has a case for every customer order route the app registers", () => {
    const registered = orderRoutes().map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((route) => !NO_ORDER.includes(route)).sort()).toEqual(Object.keys(OWNER_REQUESTS).sort());
  });

  it.each(Object.keys(OWNER_REQUESTS))("%s answers exactly as for a missing id, and changes nothing", async (route) => {
    const [method] = route.split(" ") as [Method];
    // a draft, so every action the table has for status 0 would be allowed to its owner
    const theirs = await createOrder(db, victim.user.id, { status: S.DRAFT }, true);
    const before = await orderState(db, theirs.id);
    const foreign = OWNER_REQUESTS[route](theirs.id);
    const missing = OWNER_REQUESTS[route](theirs.id + 1_000_000);
    const onForeign = await call(app, stranger.token, method, foreign.url, foreign.payload, { lang: "cn" });
    const onMissing = await call(app, stranger.token, method, missing.url, missing.payload, { lang: "cn" });
    expect(onForeign.statusCode).toBe(404);
    expect(onForeign.body).toBe(onMissing.body);
    expect(onForeign.json()).toMatchObject({ code: 1, error_code: "RECORD_NOT_FOUND", msg: "记录不存在" });
    expect(await orderState(db, theirs.id)).toBe(before);
  });

  it("lists none of them", async () => {
    await createOrder(db, victim.user.id, { status: S.AWAITING_BOOKING, cust_ref_no: "VICTIM-ONLY" });
    const res = await call(app, stranger.token, "GET", "/api/order?keyword=VICTIM-ONLY");
    expect(res.json().data).toEqual({ list: [], total: 0 });
  });
});

describe("the operations desk", () => {
  it("refuses a shipper on every /api/ops route with a 403", async () => {
    const opsRoutes = app.routeTable.filter((r) => r.url.startsWith("/api/ops/"));
    expect(opsRoutes.length).toBeGreaterThanOrEqual(6);
    const order = await createOrder(db, stranger.user.id, { status: S.AWAITING_BOOKING });
    for (const route of opsRoutes) {
      const url = route.url.replace(":id", String(order.id));
      const payload =
        route.method === "GET" ? undefined : route.url.endsWith("/confirm") ? confirmBody(refs.maersk) : { reason: "X" };
      const res = await call(app, stranger.token, route.method as Method, url, payload);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect((await createOrder(db, stranger.user.id)).status).toBe(0);
  });

  it("sees every customer's submitted orders, but no draft, by list or by id", async () => {
    const customer = await signIn();
    const draft = await createOrder(db, customer.user.id, { status: S.DRAFT, cust_ref_no: "DESK-DRAFT" });
    const waiting = await createOrder(db, customer.user.id, { status: S.AWAITING_BOOKING, cust_ref_no: "DESK-WAITING" });
    const sailing = await createOrder(db, customer.user.id, { status: S.AWAITING_SUPPLY, cust_ref_no: "DESK-SAILING" });
    const list = (query: string) =>
      call(app, operator.token, "GET", `/api/ops/order?keyword=DESK-${query}`).then((r) => r.json().data);
    const all = await list("");
    expect(all.list.map((row: { id: number }) => row.id)).toEqual([sailing.id, waiting.id]);
    expect(all.list[0]).toMatchObject({ owner_id: customer.user.id, customer_username: customer.user.username });
    expect((await list("&status=1,3,6,8,20")).list.map((row: { id: number }) => row.id)).toEqual([waiting.id]);
    expect((await list("&status=0")).total).toBe(0);
    const byCustomer = await call(app, operator.token, "GET", `/api/ops/order?customer=${customer.user.username.slice(0, 12)}`);
    expect(byCustomer.json().data.total).toBe(2);

    const hidden = await call(app, operator.token, "GET", `/api/ops/order/${draft.id}`);
    const missing = await call(app, operator.token, "GET", `/api/ops/order/${draft.id + 1_000_000}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(missing.body);
    const shown = await call(app, operator.token, "GET", `/api/ops/order/${waiting.id}`);
    expect(shown.json().data).toMatchObject({ id: waiting.id, status: 1, owner_id: customer.user.id, contacts: [] });
    expect((await call(app, operator.token, "GET", `/api/order/${draft.id}/events`)).statusCode).toBe(404);
  });

  it("cannot cancel a draft: the table's cancel starts from a submitted order", () => {
    expect(transitionOf("cancel_by_ops").from).not.toContain(0);
    expect(canTransition("cancel_by_ops", "ops", 0)).toBe(false);
  });
});

/** A valid request to each operations route naming an order, so only the draft can refuse it. */
const OPS_REQUESTS: Record<string, (id: number, file: number) => { url: string; payload?: unknown; multipart?: true }> = {
  "GET /api/ops/order/:id": (id) => ({ url: `/api/ops/order/${id}` }),
  "POST /api/ops/order/:id/bill-draft": (id) => ({ url: `/api/ops/order/${id}/bill-draft` }),
  "PUT /api/ops/order/:id/confirm": (id) => ({ url: `/api/ops/order/${id}/confirm`, payload: confirmBody(refs.maersk) }),
  "PUT /api/ops/order/:id/reject": (id) => ({ url: `/api/ops/order/${id}/reject`, payload: { reason: "NO SPACE" } }),
  "PUT /api/ops/order/:id/cancel": (id) => ({ url: `/api/ops/order/${id}/cancel`, payload: { reason: "ABANDONED" } }),
  "POST /api/ops/order/:id/document": (id) => ({ url: `/api/ops/order/${id}/document`, multipart: true }),
  "PUT /api/ops/order/:id/bill": (id, file) => ({ url: `/api/ops/order/${id}/bill`, payload: { mbl_no: "MAEU261234567", file } }),
  "PUT /api/ops/order/:id/payment-reject": (id) => ({ url: `/api/ops/order/${id}/payment-reject`, payload: { reason: "SHORT" } }),
  "PUT /api/ops/order/:id/invoice": (id, file) => ({
    url: `/api/ops/order/${id}/invoice`,
    payload: { file, amount: "1250.00", currency: "USD" },
  }),
  "PUT /api/ops/order/:id/release": (id, file) => ({ url: `/api/ops/order/${id}/release`, payload: { file } }),
  "PUT /api/ops/order/:id/cancellation": (id) => ({
    url: `/api/ops/order/${id}/cancellation`,
    payload: { decision: "decline", reason: "LOADED" },
  }),
  "PUT /api/ops/order/:id/special-cargo": (id) => ({
    url: `/api/ops/order/${id}/special-cargo`,
    payload: { decision: "approve" },
  }),
  "PUT /api/ops/order/:id/amend-si": (id) => ({
    url: `/api/ops/order/${id}/amend-si`,
    payload: { ...supplyBodyWithoutAction(), fee: "300.00", currency: "CNY", reason: "NEW CONSIGNEE" },
  }),
  // the reads operations share with the owner: by the order's id, or by one of its documents' ids
  "GET /api/order/:id/events": (id) => ({ url: `/api/order/${id}/events` }),
  "GET /api/order/:id/bill-rounds": (id) => ({ url: `/api/order/${id}/bill-rounds` }),
  "GET /api/order/shipment/:id/revisions": (id) => ({ url: `/api/order/shipment/${id}/revisions` }),
  "PUT /api/ops/order/:id/revision": (id) => ({ url: `/api/ops/order/${id}/revision`, payload: { decision: "accept" } }),
  "GET /api/order/:id/versions": (id) => ({ url: `/api/order/${id}/versions` }),
  "GET /api/order/:id/amendment-state": (id) => ({ url: `/api/order/${id}/amendment-state` }),
  "PUT /api/ops/order/:id/request-update": (id) => ({
    url: `/api/ops/order/${id}/request-update`,
    payload: { feedbacks: [{ severity: "error", field: "ready_date", message: "TOO EARLY" }] },
  }),
  "PUT /api/ops/order/:id/amendment": (id) => ({ url: `/api/ops/order/${id}/amendment`, payload: { decision: "accept" } }),
  "PUT /api/ops/order/:id/confirmation": (id) => ({
    url: `/api/ops/order/${id}/confirmation`,
    payload: confirmBody(refs.maersk),
  }),
  "GET /api/order/document/:id": (id) => ({ url: `/api/order/document/${id}` }),
  "GET /api/document/:id": (_id, file) => ({ url: `/api/document/${file}` }),
  "GET /api/document/download/:id": (_id, file) => ({ url: `/api/document/download/${file}` }),
  "GET /api/attachment/download/:id": (_id, file) => ({ url: `/api/attachment/download/${file}` }),
};

function bookingFieldsOf() {
  const { action: _action, ...fields } = fclBooking(refs);
  return fields;
}

function supplyBodyWithoutAction() {
  const { action: _action, ...fields } = supplyBody(refs);
  return fields;
}

describe("a customer's draft, to operations", () => {
  it("has a case for every operations route naming an order", () => {
    const byId = app.routeTable
      .filter((r) => r.url.startsWith("/api/ops/") && r.url.includes(":id"))
      .map((r) => `${r.method} ${r.url}`);
    expect(byId.filter((route) => !(route in OPS_REQUESTS))).toEqual([]);
  });

  it.each(Object.keys(OPS_REQUESTS))("%s answers exactly as for a missing id, and changes nothing", async (route) => {
    const [method] = route.split(" ") as [Method];
    const draft = await createOrder(db, victim.user.id, { status: S.DRAFT }, true);
    // a document of each kind the actions name, on the draft itself (the customer's upload too)
    const file = (await createDocument(db, draft, D.PAYMENT_RECEIPT, { role: "owner", uploadedBy: victim.user.id })).id;
    const request = (id: number, fileId: number) => {
      const made = OPS_REQUESTS[route](id, fileId);
      if (!made.multipart) return call(app, operator.token, method, made.url, made.payload, { lang: "cn" });
      const form = multipart([
        { name: "document_type", value: "1" },
        { name: "remark", value: "" },
        { name: "file", filename: "confirmation.pdf", data: demoPdf("CONFIRMATION") },
      ]);
      return call(app, operator.token, method, made.url, form.payload, { lang: "cn", headers: form.headers });
    };
    const before = await tableDigest(db);
    const onDraft = await request(draft.id, file);
    const onMissing = await request(NO_SUCH_ID, NO_SUCH_ID);
    expect(onDraft.statusCode, onDraft.body).toBe(404);
    expect(onDraft.body).toBe(onMissing.body);
    expect(onDraft.json()).toMatchObject({ code: 1, error_code: "RECORD_NOT_FOUND", msg: "记录不存在" });
    expect(await tableDigest(db)).toEqual(before);
  });
});
