import { ORDER_STATUS } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { createOrder } from "./factories";
import { defined } from "./helpers";
import {
  call,
  confirmBody,
  dayFromToday,
  eventsOf,
  fclBooking,
  type Lang,
  lclBooking,
  mailsTo,
  orderRow,
  orderTestApp,
  type SignedIn,
} from "./order-fixtures";

// Booking updates and amendments through the pinned routes: operations' feedback and the owner's
// update, an amendment declined and one accepted with a re-confirmation, a roll-over, racing
// decisions, the versions and their field-level diffs, both languages.
const { app, db, refs, people } = await orderTestApp({
  owner: ["shipper"],
  operator: ["operator"],
  stranger: ["shipper"],
});
const { owner, operator, stranger } = people;

const send = (who: SignedIn, method: "GET" | "POST" | "PUT", url: string, body?: unknown, lang: Lang = "en") =>
  call(app, who.token, method, `/api${url}`, body, { lang });
const fields = (booking: Record<string, unknown>) => {
  const { action: _action, ...rest } = booking;
  return rest;
};

/** A booking submitted by the owner (FCL unless `lcl`), and confirmed by operations when asked. */
async function booked({ lcl = false, confirm = false } = {}): Promise<number> {
  const res = await send(owner, "POST", "/order/booking", lcl ? lclBooking(refs) : fclBooking(refs));
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json().data;
  if (confirm) expect((await send(operator, "PUT", `/ops/order/${id}/confirm`, confirmBody(refs.maersk))).statusCode).toBe(200);
  return id;
}
/** How a version names the operator: their contact person, never "Operations" at large. */
const operatorName = "WANG FANG";
await db.update(users).set({ linkman: operatorName }).where(eq(users.id, operator.user.id));
const versions = async (id: number, who: SignedIn = owner) => (await send(who, "GET", `/order/${id}/versions`)).json().data;
const state = async (id: number, who: SignedIn = owner) => (await send(who, "GET", `/order/${id}/amendment-state`)).json().data;
const amend = (id: number, booking: Record<string, unknown>, lang: Lang = "en") =>
  send(owner, "POST", `/order/${id}/amendment`, { reason: "MORE CARGO", booking: fields(booking) }, lang);

describe("operations ask for an update; the owner's update answers it", () => {
  it("feedback pending until the owner updates; a new version with its diff; the timeline names it", async () => {
    const id = await booked();
    expect(await versions(id)).toMatchObject([{ version: 1, reason: "", diff: [] }]);
    const feedbacks = [
      { severity: "error", field: "ready_date", message: "CARGO NOT READY THEN" },
      { severity: "info", field: "contacts[1].company1", message: "FULL LEGAL NAME PLEASE" },
    ];
    const asked = await send(operator, "PUT", `/ops/order/${id}/request-update`, { feedbacks });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({ id, order_no: expect.any(String), status: 1 });
    for (const who of [owner, operator])
      expect(await state(id, who)).toMatchObject({ update_status: "pending_update", feedbacks });

    const update = fields(fclBooking(refs, { ready_date: dayFromToday(9), remark: "FRAGILE" }));
    const res = await send(owner, "PUT", `/order/${id}/booking`, update);
    expect(res.statusCode, res.body).toBe(200);
    expect(await state(id, operator)).toMatchObject({ update_status: "update_received", feedbacks: [] });
    const [, second] = await versions(id, operator);
    expect(second).toMatchObject({ version: 2, by: expect.any(String) });
    expect(second.diff).toEqual([
      { field: "ready_date", before: dayFromToday(7), after: dayFromToday(9) },
      { field: "remark", before: "HANDLE WITH CARE", after: "FRAGILE" },
    ]);
    const timeline = (await send(owner, "GET", `/order/${id}/events`)).json().data.list;
    expect(timeline.at(-1)).toMatchObject({ action: "update_booking", version: 2 });
    expect(timeline.at(0)).toMatchObject({ action: "submit", version: 1 });
  });

  it("refuses a feedback naming no booking field, in both languages", async () => {
    const id = await booked();
    const body = { feedbacks: [{ severity: "error", field: "password", message: "X" }] };
    const en = await send(operator, "PUT", `/ops/order/${id}/request-update`, body, "en");
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([{ field: "feedbacks.0.field", message: "Invalid value" }]);
    const cn = await send(operator, "PUT", `/ops/order/${id}/request-update`, body, "cn");
    expect(cn.json().errors).toEqual([{ field: "feedbacks.0.field", message: "格式不正确" }]);
    const none = await send(operator, "PUT", `/ops/order/${id}/request-update`, { feedbacks: [] });
    expect(none.statusCode).toBe(400);
  });

  it("an update keeps a submit's rules (a past ready date is refused)", async () => {
    const id = await booked();
    const res = await send(owner, "PUT", `/order/${id}/booking`, fields(fclBooking(refs, { ready_date: dayFromToday(-1) })));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "ready_date", message: "The date cannot be in the past" }]);
  });
});

describe("amendments after confirmation", () => {
  it("amend → decline: the order stays, the request is declined with its reason", async () => {
    const id = await booked({ confirm: true });
    const before = await orderRow(db, id);
    const spaces = [{ container_id: refs.hq40, count: 3 }];
    const res = await amend(id, fclBooking(refs, { spaces }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ amendment_id: expect.any(Number), status: "requested" });
    expect((await send(owner, "GET", `/order/${id}`)).json().data.amendment_status).toBe("requested");
    const again = await amend(id, fclBooking(refs, { spaces }), "cn");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: "ORDER_REQUEST_OPEN", msg: "此订单已有一个待运营处理的订舱修改申请" });

    const noReason = await send(operator, "PUT", `/ops/order/${id}/amendment`, { decision: "decline" }, "cn");
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ field: "reason", message: "此项为必填项" }]);
    const declined = await send(operator, "PUT", `/ops/order/${id}/amendment`, { decision: "decline", reason: "NO SPACE" });
    expect(declined.statusCode, declined.body).toBe(200);
    const after = await orderRow(db, id);
    expect({ ...after, update_time: null, amendment_status: null }).toEqual({
      ...before,
      update_time: null,
      amendment_status: null,
    });
    expect(after.amendment_status).toBe("declined");
    expect(await state(id)).toMatchObject({
      amendment: { status: "declined", decision_reason: "NO SPACE", reason: "MORE CARGO" },
    });
    // 1 submitted, 2 confirmed; a declined amendment writes none
    expect(await versions(id)).toHaveLength(2);
  });

  it("amend → accept with a re-confirmation: the booking and the sailing change, one new version with both", async () => {
    const id = await booked({ confirm: true });
    const consignee = { type: 2, company1: "HAMBURG IMPORTS GMBH" };
    const booking = fclBooking(refs, {
      remark: "TWO MORE BOXES",
      contacts: [fclBooking(refs).contacts[0], { ...fclBooking(refs).contacts[1], ...consignee }],
      spaces: [
        { container_id: refs.hq40, count: 4 },
        { container_id: refs.gp20, count: 1 },
      ],
    });
    const asked = await amend(id, booking);
    expect(asked.statusCode, asked.body).toBe(200);
    const open = (await state(id, operator)).amendment;
    expect(open.diff).toEqual(
      expect.arrayContaining([
        { field: "remark", before: "HANDLE WITH CARE", after: "TWO MORE BOXES" },
        { field: "consignee.company1", before: "ROTTERDAM IMPORTS B.V.", after: "HAMBURG IMPORTS GMBH" },
      ]),
    );
    const confirmation = { ...confirmBody(refs.maersk), vessel: "MAERSK ELBA", etd: dayFromToday(12) };
    const res = await send(operator, "PUT", `/ops/order/${id}/amendment`, { decision: "accept", confirmation });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await send(owner, "GET", `/order/${id}`)).json().data;
    expect(detail).toMatchObject({ status: 2, amendment_status: "accepted", vessel: "MAERSK ELBA", etd: dayFromToday(12) });
    expect(detail.remark).toBe("TWO MORE BOXES");
    expect(detail.contacts.find((c: { type: number }) => c.type === 2).company1).toBe("HAMBURG IMPORTS GMBH");
    // 1 submitted, 2 confirmed by the operator, 3 amended (accepted by the operator)
    const list = await versions(id);
    expect(list.map((v: { version: number; by: string }) => [v.version, v.by])).toEqual([
      [1, expect.any(String)],
      [2, operatorName],
      [3, operatorName],
    ]);
    expect(list[1].diff.map((change: { field: string }) => change.field)).toContain("so_no");
    expect(list[2].reason).toBe("MORE CARGO");
    const changed = list[2].diff.map((change: { field: string }) => change.field);
    expect(changed).toEqual(expect.arrayContaining(["remark", "consignee.company1", "spaces[1].count", "vessel", "etd"]));
    expect(changed).not.toContain("so_no");
  });

  it("rows added, removed and changed each name their row; parties by their role", async () => {
    const id = await booked({ lcl: true, confirm: true });
    const cargos = lclBooking(refs).cargos;
    const rows = [{ ...cargos[0], weight: 900 }, cargos[1], { ...cargos[1], description: "COTTON TOWELS" }];
    const notify = {
      type: 3,
      company1: "NOTIFY LTD",
      linkman: "ANNA",
      phone: "+49 40 1234",
      address1: "KAI 1",
      city: "HAMBURG",
      country_id: refs.germany,
    };
    const grown = await amend(id, lclBooking(refs, { cargos: rows, contacts: [...lclBooking(refs).contacts, notify] }));
    expect(grown.statusCode, grown.body).toBe(200);
    const diff = (await state(id)).amendment.diff;
    expect(diff).toContainEqual({ field: "cargos[0].weight", before: 850.5, after: 900 });
    expect(diff).toContainEqual(expect.objectContaining({ field: "cargos[2]", before: null }));
    expect(diff).toContainEqual(expect.objectContaining({ field: "notify_1", before: null }));
    await send(operator, "PUT", `/ops/order/${id}/amendment`, { decision: "accept" });

    const shrunk = await amend(id, lclBooking(refs, { cargos: [rows[0]] }));
    expect(shrunk.statusCode, shrunk.body).toBe(200);
    const removed = (await state(id)).amendment.diff;
    expect(removed).toContainEqual(expect.objectContaining({ field: "cargos[1]", after: null }));
    expect(removed).toContainEqual(expect.objectContaining({ field: "cargos[2]", after: null }));
    expect(removed).toContainEqual(expect.objectContaining({ field: "notify_1", after: null }));
  });

  it("refuses what an amendment may not change, and one that changes nothing, in both languages", async () => {
    const id = await booked({ confirm: true });
    const mode = await amend(id, lclBooking(refs), "en");
    expect(mode.statusCode).toBe(400);
    expect(mode.json().errors).toContainEqual({
      field: "booking.container_mode",
      message: "This cannot change once the booking is confirmed",
    });
    const modeCn = await amend(id, lclBooking(refs), "cn");
    expect(modeCn.json().errors).toContainEqual({ field: "booking.container_mode", message: "订舱确认后此项不能修改" });
    const same = await amend(id, fclBooking(refs), "cn");
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ field: "booking", message: "修改内容与当前订舱相同" }]);
    const unknown = await amend(id, fclBooking(refs, { pod_id: 2_000_000 }));
    expect(unknown.json().errors).toEqual([
      { field: "booking.pod_id", message: "The selected option does not exist or is no longer offered" },
    ]);
    expect((await orderRow(db, id)).amendment_status).toBeNull();
  });

  it("accept and decline at once: one wins, the other 409 ORDER_REQUEST_NOT_OPEN", async () => {
    const id = await booked({ confirm: true });
    expect((await amend(id, fclBooking(refs, { remark: "RACE" }))).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      send(operator, "PUT", `/ops/order/${id}/amendment`, { decision: "accept" }),
      send(operator, "PUT", `/ops/order/${id}/amendment`, { decision: "decline", reason: "LATE" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = defined(
      [a, b].find((res) => res.statusCode === 409),
      "the 409",
    );
    expect(lost.json().error_code).toBe("ORDER_REQUEST_NOT_OPEN");
    const decided = (await eventsOf(db, id)).filter((e) => e.action.endsWith("_amendment") && e.action !== "request_amendment");
    expect(decided).toHaveLength(1);
    expect((await orderRow(db, id)).amendment_status).toBe(decided[0]?.action === "accept_amendment" ? "accepted" : "declined");
  });
});

describe("the confirmation's version", () => {
  it("is written when operations confirm, by the operator, before anything else happens", async () => {
    const id = await booked();
    const before = Date.now();
    expect((await send(operator, "PUT", `/ops/order/${id}/confirm`, confirmBody(refs.maersk))).statusCode).toBe(200);
    const list = await versions(id);
    expect(list.map((v: { version: number; by: string }) => [v.version, v.by])).toEqual([
      [1, expect.any(String)],
      [2, operatorName],
    ]);
    expect(Date.parse(list[1].created_at)).toBeGreaterThanOrEqual(before - 1_000);
    expect(list[1].diff).toContainEqual(expect.objectContaining({ field: "vessel", after: "MAERSK ESSEX" }));
    expect(list[1].diff).toContainEqual(
      expect.objectContaining({ field: "cut_offs.DCO", after: `${dayFromToday(7)}T18:00:00+08:00` }),
    );
    const events = await eventsOf(db, id);
    expect(events.find((event) => event.action === "confirm_booking")?.detail).toMatchObject({ version: 2 });
  });

  it("shows a moved cut-off in the port of loading's time with its offset, not as a UTC instant", async () => {
    const id = await booked({ confirm: true });
    const moved = { ...confirmBody(refs.maersk), si_cutoff: `${dayFromToday(7)}T12:00:00Z` };
    expect((await send(operator, "PUT", `/ops/order/${id}/confirmation`, moved)).statusCode).toBe(200);
    const [, , third] = await versions(id, operator);
    // Ningbo keeps Asia/Shanghai: 10:00 and 12:00 UTC are 18:00 and 20:00 there
    expect(third.diff).toEqual([
      { field: "cut_offs.DCO", before: `${dayFromToday(7)}T18:00:00+08:00`, after: `${dayFromToday(7)}T20:00:00+08:00` },
    ]);
  });
});

describe("operations update the confirmation (a roll-over)", () => {
  it("a new version with the sailing's diff, the owner mailed in their language", async () => {
    const id = await booked({ confirm: true });
    const rolled = { ...confirmBody(refs.maersk), vessel: "MAERSK EDMONTON", voyage: "615W", eta: dayFromToday(45) };
    const res = await send(operator, "PUT", `/ops/order/${id}/confirmation`, rolled);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(2);
    const [, , third] = await versions(id, operator);
    expect(third.diff).toEqual([
      { field: "vessel", before: "MAERSK ESSEX", after: "MAERSK EDMONTON" },
      { field: "voyage", before: "612W", after: "615W" },
      { field: "eta", before: dayFromToday(40), after: dayFromToday(45) },
    ]);
    const mail = (await mailsTo(db, owner.user.username)).at(-1);
    expect(mail?.kind).toBe("order_update_confirmation");
    expect(mail?.text).toContain(mail?.lang === "en" ? "Operations updated the sailing" : "操作部已更新订舱");
    expect(mail?.text).toContain("MAERSK EDMONTON");
  });

  it("refused once the vessel has sailed (the ETD's day over), in both languages", async () => {
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BILL, etd: dayFromToday(-1) });
    for (const [lang, msg] of [
      ["en", `The vessel sailed on ${dayFromToday(-1)}: the booking confirmation can no longer be updated`],
      ["cn", `船已于 ${dayFromToday(-1)} 开航，订舱确认不能再更新`],
    ] as const) {
      const res = await send(operator, "PUT", `/ops/order/${order.id}/confirmation`, confirmBody(refs.maersk), lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error_code: "ORDER_DEPARTED", msg });
    }
    const today = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BILL, etd: dayFromToday(0) });
    expect((await send(operator, "PUT", `/ops/order/${today.id}/confirmation`, confirmBody(refs.maersk))).statusCode).toBe(200);
  });
});

describe("who reads the versions", () => {
  it("the owner and operations; anyone else's order answers as a missing one", async () => {
    const id = await booked();
    expect((await send(owner, "GET", `/order/${id}/versions`)).statusCode).toBe(200);
    expect((await send(operator, "GET", `/order/${id}/versions`)).statusCode).toBe(200);
    for (const url of [`/order/${id}/versions`, `/order/${id}/amendment-state`]) {
      const res = await send(stranger, "GET", url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe((await send(stranger, "GET", url.replace(String(id), String(id + 1_000_000)))).body);
    }
  });

  it("an order submitted before versions were kept gets its version 1 from its state at the first change", async () => {
    const order = await createOrder(db, owner.user.id, {
      status: ORDER_STATUS.AWAITING_SUPPLY,
      vessel: "OLD SHIP",
      etd: dayFromToday(5),
    });
    expect(await versions(order.id)).toEqual([]);
    const res = await send(operator, "PUT", `/ops/order/${order.id}/confirmation`, confirmBody(refs.maersk));
    expect(res.statusCode, res.body).toBe(200);
    const list = await versions(order.id);
    expect(list.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(list[1].diff).toContainEqual({ field: "vessel", before: "OLD SHIP", after: "MAERSK ESSEX" });
  });
});
