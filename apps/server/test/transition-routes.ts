import {
  CONTAINER_MODE,
  contractOf,
  DOCUMENT_TYPE,
  ORDER_ACTIONS,
  type OrderAction,
  type OrderSides,
  type RequestState,
  transitionOf,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/client";
import { orderAmendments, type orders, siRevisions } from "../src/db/schema";
import { createDocument } from "./factories";
import { call, confirmBody, fclBooking, type Lang, lclSupplyBody, type Refs, type SignedIn } from "./order-fixtures";

// The transition table's routes for the transition tests: every route of every action on an
// existing order, each with a body that passes and what the order needs besides its status.

const D = DOCUMENT_TYPE;

type OrderInsert = typeof orders.$inferInsert;

/** What an order needs besides its status for an action to pass: its mode, its side requests. */
export type OrderNeeds = Partial<
  Pick<OrderInsert, "container_mode" | "amendment_status" | "cancellation_status" | "revision_status" | "special_cargo_status">
>;

export interface Route {
  name: string;
  actor: "owner" | "ops";
  /** what the order needs besides its status for the action to pass (an LCL order: no space rule) */
  order?: OrderNeeds;
  /** what the action needs written beside the order first (the open request it decides) */
  prepare?: (orderId: number) => Promise<void>;
  send: (orderId: number, lang?: Lang) => ReturnType<typeof call>;
}

/** The app a test file built, and the customer and the operator who act on its orders. */
export interface TransitionTestApp {
  app: FastifyInstance;
  db: Db;
  refs: Refs;
  owner: SignedIn;
  operator: SignedIn;
}

/** Every route of every action on an existing order, from the contract, by action. */
export function transitionRoutes({ app, db, refs, owner, operator }: TransitionTestApp): Record<OrderAction, Route[]> {
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
   * tried on an order of its own by the transition tests.
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

  return Object.fromEntries(
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
}

/** The side requests an order made with `needs` has. */
export function sidesOfNeeds(needs: OrderNeeds = {}): OrderSides {
  return {
    amendment: needs.amendment_status as RequestState | null | undefined,
    cancellation: needs.cancellation_status as RequestState | null | undefined,
    revision: needs.revision_status as RequestState | null | undefined,
    special_cargo: needs.special_cargo_status as RequestState | null | undefined,
  };
}
