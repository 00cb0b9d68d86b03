import { DOCUMENT_TYPE } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../src/db/schema";
import {
  cancelBooking,
  completeProfile,
  createBooking,
  example,
  readBooking,
  updateBooking,
  VARIANTS,
  type Variant,
} from "./dcsa-booking-fixtures";
import { apiKeyFor } from "./dcsa-fixtures";
import { createDocument } from "./factories";
import { call, confirmBody, orderTestApp, supplyBody, supplyRow } from "./order-fixtures";

// DCSA's booking conformance scenarios replayed with the operations desk acting as the carrier
// through the portal's own /api routes, for the regular, reefer, non-operating reefer and
// dangerous-goods examples: after each step the Booking reads as the standard's scenario says.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"] });
const { owner, operator } = people;
await completeProfile(db, owner.user.id, refs.china);
const key = await apiKeyFor(app, owner.token);

interface Run {
  variant: Variant;
  reference: string;
  orderId: number;
}

const ops = (method: "PUT", path: string, body: unknown) => call(app, operator.token, method, `/api/ops/order${path}`, body);

async function expectOk(res: { statusCode: number; body: string }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
}

/** The example as an update: one more box of the same type (a change the desk sees). */
function changed(variant: Variant) {
  const body = example(variant) as { requestedEquipments: { units: number }[] };
  for (const equipment of body.requestedEquipments) equipment.units += 1;
  return body;
}

async function documentFor(run: Run, type: number, role: "owner" | "ops" = "ops") {
  const uploadedBy = role === "owner" ? owner.user.id : operator.user.id;
  return (await createDocument(db, { id: run.orderId, owner_id: owner.user.id }, type, { role, uploadedBy })).id;
}

/** The steps, each by the customer through DCSA or by the desk through /api. */
const STEPS = {
  requestUpdate: (run: Run) =>
    ops("PUT", `/${run.orderId}/request-update`, {
      feedbacks: [{ severity: "error", field: "ready_date", message: "SAILING FULL, CHOOSE A LATER DATE" }],
    }).then((res) => expectOk(res)),
  update: (run: Run) => updateBooking(app, key, run.reference, changed(run.variant)).then((res) => expectOk(res, 202)),
  confirm: async (run: Run) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, run.orderId));
    // dangerous goods are approved by the desk before the booking can be confirmed
    if (order?.special_cargo_status === "requested") {
      await expectOk(await ops("PUT", `/${run.orderId}/special-cargo`, { decision: "approve" }));
    }
    await expectOk(await ops("PUT", `/${run.orderId}/confirm`, confirmBody(refs.maersk)));
  },
  amend: (run: Run) => updateBooking(app, key, run.reference, changed(run.variant)).then((res) => expectOk(res, 202)),
  acceptAmendment: (run: Run) => ops("PUT", `/${run.orderId}/amendment`, { decision: "accept" }).then((res) => expectOk(res)),
  declineAmendment: (run: Run) =>
    ops("PUT", `/${run.orderId}/amendment`, { decision: "decline", reason: "NO SPACE" }).then((res) => expectOk(res)),
  requestCancellation: (run: Run) =>
    cancelBooking(app, key, run.reference, {
      bookingCancellationStatus: "CANCELLATION_RECEIVED",
      reason: "CARGO NOT READY",
    }).then((res) => expectOk(res, 202)),
  acceptCancellation: (run: Run) =>
    ops("PUT", `/${run.orderId}/cancellation`, { decision: "accept" }).then((res) => expectOk(res)),
  declineCancellation: (run: Run) =>
    ops("PUT", `/${run.orderId}/cancellation`, { decision: "decline", reason: "ALREADY LOADED" }).then((res) => expectOk(res)),
  reject: async (run: Run) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, run.orderId));
    // a booking with dangerous goods awaiting approval is rejected by refusing them
    const res =
      order?.special_cargo_status === "requested"
        ? await ops("PUT", `/${run.orderId}/special-cargo`, { decision: "refuse", reason: "CLASS NOT ACCEPTED" })
        : await ops("PUT", `/${run.orderId}/reject`, { reason: "NO SPACE" });
    await expectOk(res);
  },
  cancel: (run: Run) => cancelBooking(app, key, run.reference, { bookingStatus: "CANCELLED" }).then((res) => expectOk(res, 202)),
  complete: async (run: Run) => {
    // the rest of the order's life, each step the portal's own: instruction, bill, payment, invoice, telex release
    const booked = await call(app, owner.token, "GET", `/api/order/${run.orderId}`);
    const spaces = booked.json().data.spaces as { container_id: number }[];
    const rows = spaces.map((s, i) =>
      supplyRow(refs, { container_id: s.container_id, container_no: ["CSQU3054383", "MSKU9070323"][i] }),
    );
    const supply = (action: string) =>
      call(app, owner.token, "PUT", `/api/order/shipment/${run.orderId}`, supplyBody(refs, { action, containers: rows }));
    await expectOk(await supply("submit"));
    await expectOk(
      await ops("PUT", `/${run.orderId}/bill`, {
        mbl_no: "MAEU261234567",
        file: await documentFor(run, DOCUMENT_TYPE.BILL_DRAFT),
      }),
    );
    await expectOk(await call(app, owner.token, "PUT", "/api/order/pass", { id: run.orderId }));
    const receipt = await documentFor(run, DOCUMENT_TYPE.PAYMENT_RECEIPT, "owner");
    await expectOk(await call(app, owner.token, "PUT", "/api/order/pay", { id: run.orderId, filename: receipt }));
    const invoice = await documentFor(run, DOCUMENT_TYPE.INVOICE);
    await expectOk(await ops("PUT", `/${run.orderId}/invoice`, { file: invoice, amount: "1250.00", currency: "USD" }));
    const guarantee = await documentFor(run, DOCUMENT_TYPE.TELEX_GUARANTEE, "owner");
    await expectOk(await call(app, owner.token, "PUT", "/api/order/telex", { id: run.orderId, filename: guarantee }));
    await expectOk(await ops("PUT", `/${run.orderId}/release`, { file: await documentFor(run, DOCUMENT_TYPE.TELEX_RELEASE) }));
  },
} as const;
type StepName = keyof typeof STEPS;

type State = { bookingStatus: string; amendedBookingStatus?: string; bookingCancellationStatus?: string };

/** DCSA's scenarios: each step and the Booking's three status fields after it. */
const SCENARIOS: { name: string; steps: [StepName, State][] }[] = [
  {
    name: "update asked, updated, confirmed, amendment accepted",
    steps: [
      ["requestUpdate", { bookingStatus: "PENDING_UPDATE" }],
      ["update", { bookingStatus: "UPDATE_RECEIVED" }],
      ["confirm", { bookingStatus: "CONFIRMED" }],
      ["amend", { bookingStatus: "CONFIRMED", amendedBookingStatus: "AMENDMENT_RECEIVED" }],
      ["acceptAmendment", { bookingStatus: "CONFIRMED", amendedBookingStatus: "AMENDMENT_CONFIRMED" }],
    ],
  },
  {
    name: "amendment declined",
    steps: [
      ["confirm", { bookingStatus: "CONFIRMED" }],
      ["amend", { bookingStatus: "CONFIRMED", amendedBookingStatus: "AMENDMENT_RECEIVED" }],
      ["declineAmendment", { bookingStatus: "CONFIRMED", amendedBookingStatus: "AMENDMENT_DECLINED" }],
    ],
  },
  {
    name: "cancellation of a confirmed booking confirmed",
    steps: [
      ["confirm", { bookingStatus: "CONFIRMED" }],
      ["requestCancellation", { bookingStatus: "CONFIRMED", bookingCancellationStatus: "CANCELLATION_RECEIVED" }],
      ["acceptCancellation", { bookingStatus: "CANCELLED", bookingCancellationStatus: "CANCELLATION_CONFIRMED" }],
    ],
  },
  {
    name: "cancellation of a confirmed booking declined",
    steps: [
      ["confirm", { bookingStatus: "CONFIRMED" }],
      ["requestCancellation", { bookingStatus: "CONFIRMED", bookingCancellationStatus: "CANCELLATION_RECEIVED" }],
      ["declineCancellation", { bookingStatus: "CONFIRMED", bookingCancellationStatus: "CANCELLATION_DECLINED" }],
    ],
  },
  { name: "rejected by the carrier", steps: [["reject", { bookingStatus: "REJECTED" }]] },
  { name: "cancelled before confirmation", steps: [["cancel", { bookingStatus: "CANCELLED" }]] },
  {
    name: "carried to completion",
    steps: [
      ["confirm", { bookingStatus: "CONFIRMED" }],
      ["complete", { bookingStatus: "COMPLETED" }],
    ],
  },
];

const CASES = VARIANTS.flatMap((variant) => SCENARIOS.map((scenario) => ({ variant, ...scenario })));

describe("DCSA booking conformance scenarios, the desk acting as the carrier", () => {
  it.each(CASES)("$variant: $name", async ({ variant, steps }) => {
    const reference = await createBooking(app, key, example(variant));
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.dcsa_reference, reference));
    const run: Run = { variant, reference, orderId: order?.id ?? 0 };
    expect(await readBooking(app, key, reference)).toMatchObject({ bookingStatus: "RECEIVED" });
    for (const [step, state] of steps) {
      await STEPS[step](run);
      const booking = await readBooking(app, key, reference);
      const seen = {
        bookingStatus: booking.bookingStatus,
        ...(booking.amendedBookingStatus ? { amendedBookingStatus: booking.amendedBookingStatus } : {}),
        ...(booking.bookingCancellationStatus ? { bookingCancellationStatus: booking.bookingCancellationStatus } : {}),
      };
      expect(seen, `after ${step}`).toEqual(state);
      if (state.bookingStatus === "CONFIRMED") {
        expect(booking).toMatchObject({
          carrierBookingReference: "SO-4471002",
          vessel: { name: "MAERSK ESSEX" },
          carrierExportVoyageNumber: "612W",
          confirmedEquipments: expect.any(Array),
          shipmentCutOffTimes: expect.arrayContaining([expect.objectContaining({ cutOffDateTimeCode: "DCO" })]),
        });
      }
      if (state.bookingStatus === "PENDING_UPDATE") {
        expect(booking.feedbacks).toEqual([
          expect.objectContaining({
            severity: "ERROR",
            message: "SAILING FULL, CHOOSE A LATER DATE",
            property: "expectedDepartureDate",
          }),
        ]);
      }
    }
  });
});
