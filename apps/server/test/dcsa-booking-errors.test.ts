import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../src/db/schema";
import {
  cancelBooking,
  completeProfile,
  createBooking,
  example,
  expectError,
  readBooking,
  updateBooking,
} from "./dcsa-booking-fixtures";
import { apiKeyFor, dcsa } from "./dcsa-fixtures";
import { call, confirmBody, countOrders, fclBooking, lclBooking, orderTestApp } from "./order-fixtures";

// The DCSA booking routes' refusals: someone else's booking, a draft, an LCL order and a made-up
// reference are the same 404; a step the portal refuses is a localised 409; an unknown code is a
// 400 naming the property and its jsonPath in both languages; a malformed body is a 400, never a 5xx.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], stranger: ["shipper"], operator: ["operator"] });
const { owner, stranger, operator } = people;
await completeProfile(db, owner.user.id, refs.china);
await completeProfile(db, stranger.user.id, refs.china);
const key = await apiKeyFor(app, owner.token);
const strangerKey = await apiKeyFor(app, stranger.token);
const URL = "/dcsa/bkg/v2/bookings";

async function referenceOf(orderId: number) {
  const [row] = await db.select({ ref: orders.dcsa_reference }).from(orders).where(eq(orders.id, orderId));
  return row?.ref ?? "";
}

async function orderIdOf(reference: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.dcsa_reference, reference));
  return row?.id ?? 0;
}

/** What a 404 says, without what differs between two requests (time, correlation, URI). */
const gist = (body: { statusCodeMessage: string; errors: { errorCodeText: string; errorCodeMessage: string }[] }) => ({
  statusCodeMessage: body.statusCodeMessage,
  errors: body.errors.map(({ errorCodeText, errorCodeMessage }) => ({ errorCodeText, errorCodeMessage })),
});

describe("DCSA bookings: what is not the caller's", () => {
  it("answers another's booking, a draft, an LCL order and a made-up reference with the same 404", async () => {
    const others = await createBooking(app, strangerKey, example("regular"));
    const draft = await call(app, owner.token, "POST", "/api/order/booking", { ...fclBooking(refs), action: "save" });
    expect(draft.statusCode, draft.body).toBe(200);
    const lcl = await call(app, owner.token, "POST", "/api/order/booking", lclBooking(refs));
    expect(lcl.statusCode, lcl.body).toBe(200);
    const references = [
      others,
      await referenceOf(draft.json().data.id),
      await referenceOf(lcl.json().data.id),
      "0123456789ABCDEF",
    ];
    const answers = [];
    for (const reference of references) {
      for (const [method, body] of [
        ["GET", undefined],
        ["PUT", example("regular")],
        ["PATCH", { bookingStatus: "CANCELLED" }],
      ] as const) {
        const res = await dcsa(app, key, method, `${URL}/${reference}`, body, "en");
        answers.push(gist(expectError(res, 404)));
      }
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // the stranger's booking is untouched
    expect(await readBooking(app, strangerKey, others)).toMatchObject({ bookingStatus: "RECEIVED" });
  });

  it("reads a confirmed booking by its carrierBookingReference too", async () => {
    const reference = await createBooking(app, key, example("regular"));
    const id = await orderIdOf(reference);
    const confirmed = await call(app, operator.token, "PUT", `/api/ops/order/${id}/confirm`, confirmBody(refs.maersk));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const booking = await readBooking(app, key, "SO-4471002");
    expect(booking).toMatchObject({ carrierBookingRequestReference: reference, carrierBookingReference: "SO-4471002" });
    expectError(await dcsa(app, strangerKey, "GET", `${URL}/SO-4471002`), 404);
  });
});

describe("DCSA bookings: steps the portal refuses", () => {
  it("refuses cancelling a confirmed booking directly, in the caller's language, and changes nothing", async () => {
    const reference = await createBooking(app, key, example("regular"));
    const id = await orderIdOf(reference);
    expect((await call(app, operator.token, "PUT", `/api/ops/order/${id}/confirm`, confirmBody(refs.maersk))).statusCode).toBe(
      200,
    );
    const messages = [];
    for (const lang of ["en", "cn"] as const) {
      const res = await dcsa(app, key, "PATCH", `${URL}/${reference}`, { bookingStatus: "CANCELLED" }, lang);
      const body = expectError(res, 409);
      expect(body.errors[0]?.errorCodeText).toBe("ORDER_INVALID_TRANSITION");
      messages.push(body.statusCodeMessage);
    }
    expect(messages[0]).not.toBe(messages[1]);
    expect(messages[1]).toMatch(/[\u4e00-\u9fff]/);
    expect(await readBooking(app, key, reference)).toMatchObject({ bookingStatus: "CONFIRMED" });
    expect((await readBooking(app, key, reference)).bookingCancellationStatus).toBeUndefined();
  });

  it("refuses updating a cancelled booking and withdrawing an amendment with a 409", async () => {
    const reference = await createBooking(app, key, example("regular"));
    expect((await cancelBooking(app, key, reference, { bookingStatus: "CANCELLED" })).statusCode).toBe(202);
    expectError(await updateBooking(app, key, reference, example("regular")), 409);
    expectError(await cancelBooking(app, key, reference, { bookingStatus: "CANCELLED" }), 409);
    const withdrawn = expectError(await cancelBooking(app, key, reference, { amendedBookingStatus: "AMENDMENT_CANCELLED" }), 409);
    expect(withdrawn.errors[0]?.property).toBe("amendedBookingStatus");
    expect(await readBooking(app, key, reference)).toMatchObject({ bookingStatus: "CANCELLED" });
  });

  it("refuses a change with a read key (403)", async () => {
    const readKey = await apiKeyFor(app, owner.token, "read");
    expectError(await dcsa(app, readKey, "POST", URL, example("regular")), 403);
  });
});

describe("DCSA bookings: codes the portal does not know", () => {
  const cases = [
    {
      name: "an unknown UN/LOCODE",
      edit: (body: Record<string, any>) => {
        body.shipmentLocations[0].location.UNLocationCode = "ZZZZZ";
      },
      property: "UNLocationCode",
      jsonPath: "$.shipmentLocations[0].location.UNLocationCode",
      value: "ZZZZZ",
    },
    {
      name: "an unknown ISO equipment code",
      edit: (body: Record<string, any>) => {
        body.requestedEquipments[0].ISOEquipmentCode = "99X9";
      },
      property: "ISOEquipmentCode",
      jsonPath: "$.requestedEquipments[0].ISOEquipmentCode",
      value: "99X9",
    },
    {
      name: "an unknown carrier SCAC",
      edit: (body: Record<string, any>) => {
        body.carrierCode = "ZZZZ";
        body.carrierCodeListProvider = "NMFTA";
      },
      property: "carrierCode",
      jsonPath: "$.carrierCode",
      value: "ZZZZ",
    },
  ];

  it.each(cases)("answers $name with a 400 naming it, in English and Chinese, and books nothing", async (c) => {
    const body = example("regular");
    c.edit(body);
    const before = await countOrders(db, owner.user.id);
    const messages = [];
    for (const lang of ["en", "cn"] as const) {
      const res = await dcsa(app, key, "POST", URL, body, lang);
      const answer = expectError(res, 400);
      expect(answer.errors).toEqual([expect.objectContaining({ property: c.property, jsonPath: c.jsonPath, value: c.value })]);
      expect(answer.errors[0]?.errorCodeMessage).toContain(c.value);
      messages.push(answer.errors[0]?.errorCodeMessage);
    }
    expect(messages[1]).toMatch(/[\u4e00-\u9fff]/);
    expect(messages[0]).not.toBe(messages[1]);
    expect(await countOrders(db, owner.user.id)).toBe(before);
  });
});

describe("DCSA bookings: what the portal's own rules refuse", () => {
  it.each([
    {
      name: "a shipper's name in Chinese",
      edit: (body: Record<string, any>) => {
        body.documentParties.shipper = {
          partyName: "宁波出口有限公司",
          address: { street: "88 Zhongshan Road", city: "Ningbo", countryCode: "CN" },
          partyContactDetails: [{ name: "Li Lei", phone: "+86 574 8888 0000" }],
        };
      },
      jsonPath: "$.documentParties.shipper.partyName",
      property: "partyName",
    },
    {
      name: "a reefer set point out of range",
      edit: (body: Record<string, any>) => {
        body.requestedEquipments[0].activeReeferSettings.temperatureSetpoint = 90;
      },
      jsonPath: "$.requestedEquipments[0].activeReeferSettings.temperatureSetpoint",
      property: "temperatureSetpoint",
      variant: "reefer" as const,
    },
    {
      name: "a UN number outside the list (UN 0000)",
      edit: (body: Record<string, any>) => {
        body.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].UNNumber = "0000";
      },
      jsonPath: "$.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].UNNumber",
      property: "UNNumber",
      variant: "dangerous goods" as const,
    },
    {
      name: "aerosols (UN 1950) declared as class 9",
      edit: (body: Record<string, any>) => {
        body.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].imoClass = "9";
      },
      jsonPath: "$.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].imoClass",
      property: "imoClass",
      variant: "dangerous goods" as const,
    },
  ])("names the request's property when the form refuses $name", async (c) => {
    const body = example(c.variant ?? "regular");
    c.edit(body);
    const before = await countOrders(db, owner.user.id);
    const answer = expectError(await dcsa(app, key, "POST", URL, body, "en"), 400);
    expect(answer.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ jsonPath: c.jsonPath, property: c.property })]),
    );
    expect(await countOrders(db, owner.user.id)).toBe(before);
  });
});

describe("DCSA bookings: dangerous goods as the UN list has them", () => {
  const goodsOf = (body: Record<string, any>) => body.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0];

  it("books lithium ion batteries (UN 3480, class 9) declared without a packing group", async () => {
    const body = example("dangerous goods");
    Object.assign(goodsOf(body), { UNNumber: "3480", properShippingName: "LITHIUM ION BATTERIES", imoClass: "9" });
    delete goodsOf(body).packingGroup;
    const reference = await createBooking(app, key, body);
    const booking: Record<string, any> = await readBooking(app, key, reference);
    expect(booking.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0]).toMatchObject({
      UNNumber: "3480",
      imoClass: "9",
    });
  });

  it("refuses UN 0000 in the caller's language", async () => {
    const body = example("dangerous goods");
    goodsOf(body).UNNumber = "0000";
    const en = expectError(await dcsa(app, key, "POST", URL, body, "en"), 400);
    const cn = expectError(await dcsa(app, key, "POST", URL, body, "cn"), 400);
    expect(en.errors.map((error) => error.errorCodeMessage)).toContain("There is no UN 0000: UN numbers run from 0004 to 3558");
    expect(cn.errors.map((error) => error.errorCodeMessage)).toContain("没有 UN 0000：UN 编号从 0004 到 3558");
  });
});

describe("DCSA bookings: malformed bodies", () => {
  const bodies: [string, unknown][] = [
    ["an empty object", {}],
    ["an array", [example("regular")]],
    [
      "units as text",
      { ...example("regular"), requestedEquipments: [{ ISOEquipmentCode: "22G1", units: "one", isShipperOwned: false }] },
    ],
    ["no equipment", { ...example("regular"), requestedEquipments: [] }],
    ["a wrong service type", { ...example("regular"), receiptTypeAtOrigin: "XX" }],
  ];

  it.each(bodies)("answers %s with a 400 and books nothing", async (_name, body) => {
    const before = await countOrders(db, owner.user.id);
    for (const method of ["POST", "PUT"] as const) {
      const url = method === "POST" ? URL : `${URL}/0123456789ABCDEF`;
      const res = await dcsa(app, key, method, url, body, "cn");
      // a PUT to a missing reference may be judged by its body first: either refusal, never a 5xx
      expect([400, 404]).toContain(res.statusCode);
      expectError(res, res.statusCode);
    }
    expect(await countOrders(db, owner.user.id)).toBe(before);
  });

  it("answers a body that is not JSON and a wrong cancellation with a 400", async () => {
    const reference = await createBooking(app, key, example("regular"));
    const broken = await app.inject({
      method: "POST",
      url: URL,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      payload: "{ not json",
    });
    expectError(broken, 400);
    for (const body of [{ bookingStatus: "CONFIRMED" }, {}, { bookingStatus: "CANCELLED", extra: 1 }]) {
      expectError(await dcsa(app, key, "PATCH", `${URL}/${reference}`, body), 400);
    }
    expect(await readBooking(app, key, reference)).toMatchObject({ bookingStatus: "RECEIVED" });
  });
});
