import {
  blockingProblems,
  bookingFieldsSchema,
  type CheckProblem,
  type CheckProblemView,
  type CheckStage,
  checkBooking,
  checkSupply,
  isSupplyBody,
  type Lang,
  problemMessage,
  supplyFieldsSchema,
} from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { AppError, fieldError, notFound } from "../../../lib/app-error";
import { issuesToFieldErrors } from "../../../lib/validation";
import { ownerScope } from "../core/order-access";
import { findOrder } from "../core/order-row.repository";
import type { OrderRow } from "../core/orders.repository";
import { containerNosElsewhere, portCodeOf } from "./carrier-check.repository";
import { isoCodesOf } from "./container-types.repository";

// The carrier-ready check (packages/shared checks/) with what it needs from the database: the
// container types' ISO codes, the ports' UN/LOCODEs, the owner's boxes on other open orders. A
// submit is refused on its errors (400 CARRIER_CHECK_FAILED, each problem named); POST
// /order/check answers every problem without saving.

type Body = Record<string, unknown>;

const rowsOf = (value: unknown): Body[] =>
  Array.isArray(value) ? value.filter((row): row is Body => typeof row === "object" && row !== null) : [];
const idOf = (value: unknown) => (Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : null);
const typeIdsOf = (rows: Body[]) => rows.flatMap((row) => idOf(row.container_id) ?? []);
const numbersOf = (rows: Body[]) =>
  rows.flatMap((row) =>
    typeof row.container_no === "string" && row.container_no.trim() ? [row.container_no.trim().toUpperCase()] : [],
  );

async function contextOf(
  db: Db,
  stage: CheckStage,
  rows: Body[],
  place: { pod: unknown; to: unknown },
  owner: number,
  orderId: number | null,
) {
  const iso = await isoCodesOf(db, typeIdsOf(rows));
  return {
    stage,
    isoCodeOf: (id: number) => iso.get(id),
    podCode: await portCodeOf(db, idOf(place.pod)),
    deliveryCode: await portCodeOf(db, idOf(place.to)),
    takenContainerNos: await containerNosElsewhere(db, owner, orderId, numbersOf(rows)),
  };
}

/** The problems of a booking body its owner sends for the order `orderId` (null: a new one). */
export async function checkBookingBody(db: Db, body: Body, stage: CheckStage, ownerId: number, orderId: number | null) {
  const rows = [...rowsOf(body.spaces), ...rowsOf(body.containers)];
  const context = await contextOf(db, stage, rows, { pod: body.pod_id, to: body.to_id }, ownerId, orderId);
  return checkBooking(body, context);
}

/** The problems of an instruction body for `order`: its mode and ports are the order's. */
export async function checkSupplyBody(db: Db, body: Body, stage: CheckStage, order: OrderRow) {
  const rows = rowsOf(body.containers);
  const context = await contextOf(db, stage, rows, { pod: order.pod_id, to: order.to_id }, order.owner_id, order.id);
  return checkSupply(body, { ...context, containerMode: order.container_mode });
}

export function problemViews(problems: readonly CheckProblem[], lang: Lang): CheckProblemView[] {
  return problems.map((problem) => ({
    field: problem.field,
    rule: problem.rule,
    severity: problem.severity,
    message: problemMessage(problem, lang),
  }));
}

/** 400 CARRIER_CHECK_FAILED naming every error (and every warning besides, in `problems`); else nothing. */
export function assertCarrierReady(problems: readonly CheckProblem[], lang: Lang): void {
  const blocking = blockingProblems(problems);
  if (blocking.length === 0) return;
  throw new AppError("CARRIER_CHECK_FAILED", {
    params: { count: blocking.length },
    errors: problemViews(blocking, lang).map(({ field, message }) => ({ field, message })),
    extra: { problems: problemViews(problems, lang) },
  });
}

/**
 * The body judged as the save would judge it: a body the form refuses is a 400 naming its fields
 * (with the check's problems of the body as sent, so a full-width or Chinese text gets its fix);
 * else the check of the body as it would be stored.
 */
function parsedOr400<S extends typeof bookingFieldsSchema | typeof supplyFieldsSchema>(
  schema: S,
  body: Body,
  lang: Lang,
  problemsAsSent: () => Promise<CheckProblem[]>,
) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return Promise.resolve(parsed.data as Body);
  const issues = parsed.error.issues as unknown as Parameters<typeof issuesToFieldErrors>[0];
  return problemsAsSent().then((problems) => {
    throw new AppError("VALIDATION_FAILED", {
      errors: issuesToFieldErrors(issues, lang),
      extra: { problems: problemViews(problems, lang) },
    });
  });
}

/** POST /order/check: a booking body, or an instruction body naming its (own) order. */
export async function checkBody(db: Db, input: Body, ownerId: number, lang: Lang): Promise<CheckProblemView[]> {
  const { action, order_id: orderIdRaw, ...body } = input;
  const stage: CheckStage = action === "submit" ? "submit" : "save";
  const orderId = idOf(orderIdRaw);
  const order = orderId === null ? null : await findOrder(db, orderId, ownerScope(ownerId));
  if (orderId !== null && !order) throw notFound();
  if (isSupplyBody(body)) {
    // an instruction is judged against its order (mode, ports, booked types)
    if (!order) throw fieldError("order_id", "v.required", lang);
    const check = (judged: Body) => checkSupplyBody(db, judged, stage, order);
    return problemViews(await check(await parsedOr400(supplyFieldsSchema, body, lang, () => check(body))), lang);
  }
  const check = (judged: Body) => checkBookingBody(db, judged, stage, ownerId, order?.id ?? null);
  return problemViews(await check(await parsedOr400(bookingFieldsSchema, body, lang, () => check(body))), lang);
}
