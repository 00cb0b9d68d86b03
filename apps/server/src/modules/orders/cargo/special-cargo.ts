import { type BookingForm, isOutOfGauge, isReeferType, REQUEST_STATE, type RequestState } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { findOrderChildren, type OrderChildRows, type OrderRow } from "../core/orders.repository";
import { isoCodesOf } from "./container-types.repository";

// What a booking carries beyond dry general cargo, kept on the order at each write (the desk's
// marks and filter), and operations' approval of dangerous goods and out-of-gauge cargo: asked when
// the booking is submitted or changed, kept while what needs approving stays as approved.

type Row = Pick<BookingForm["spaces"][number], "dangerous_goods" | "reefer" | "oog"> & { container_id?: number | null };

function rowsOf(form: Pick<BookingForm, "spaces" | "containers">): Row[] {
  return [...form.spaces, ...form.containers];
}

/** The flags of a booking: dangerous goods on any row, a reefer type or settings, any dimension out of gauge. */
export async function cargoFlagsOfForm(db: Db, form: BookingForm) {
  const rows = rowsOf(form);
  const iso = await isoCodesOf(
    db,
    rows.flatMap((row) => (row.container_id ? [row.container_id] : [])),
  );
  return {
    has_dg: [...rows, ...form.cargos].some((row) => (row.dangerous_goods?.length ?? 0) > 0),
    has_reefer: rows.some((row) => Boolean(row.reefer) || isReeferType(iso.get(row.container_id ?? 0))),
    has_oog: rows.some((row) => isOutOfGauge(row.oog)),
  };
}

/** What operations approve: the dangerous goods and out-of-gauge dimensions, row by row. */
function approvalSubject(rows: readonly Row[], cargos: readonly { dangerous_goods?: unknown[] }[]): string {
  return JSON.stringify({
    rows: rows.map((row) => [row.container_id ?? null, row.dangerous_goods ?? [], isOutOfGauge(row.oog) ? row.oog : null]),
    cargos: cargos.map((cargo) => cargo.dangerous_goods ?? []),
  });
}

/** The stored children as the approval compares them. */
export function storedApprovalSubject(children: OrderChildRows): string {
  return approvalSubject(
    [...children.spaces.map(({ space }) => space), ...children.containers.map(({ container }) => container)],
    children.cargos.map(({ cargo }) => cargo),
  );
}

/**
 * The approval state after a submitted booking is written: none needed (null); kept as it stands
 * when what needs approving is unchanged; else asked again.
 */
export function approvalAfterWrite(
  order: Pick<OrderRow, "special_cargo_status"> | null,
  before: string | null,
  form: BookingForm,
  flags: { has_dg: boolean; has_oog: boolean },
): RequestState | null {
  if (!flags.has_dg && !flags.has_oog) return null;
  const unchanged = before !== null && before === approvalSubject(rowsOf(form), form.cargos);
  const standing = order?.special_cargo_status as RequestState | null | undefined;
  if (unchanged && standing) return standing;
  return REQUEST_STATE.REQUESTED;
}

/**
 * The order's special-cargo columns for `form` about to be written onto `order` (null: new):
 * a draft keeps no approval; a submitted booking asks for one as approvalAfterWrite says; an
 * amendment operations accept is approved with it.
 */
export async function specialCargoColumns(
  tx: Db,
  order: OrderRow | null,
  form: BookingForm,
  stage: "draft" | "submitted" | "approved",
) {
  const flags = await cargoFlagsOfForm(tx, form);
  if (stage === "draft") return { ...flags, special_cargo_status: null };
  if (stage === "approved") {
    return { ...flags, special_cargo_status: flags.has_dg || flags.has_oog ? REQUEST_STATE.ACCEPTED : null };
  }
  const before = order ? storedApprovalSubject(await findOrderChildren(tx, order.id)) : null;
  return { ...flags, special_cargo_status: approvalAfterWrite(order, before, form, flags) };
}
