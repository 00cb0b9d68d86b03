import { type BookingAction, type BookingFieldsInput, type BookingFormInput, CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import type { BookingResult } from "@haiyun/shared/schemas/order-view";
import dayjs, { type Dayjs } from "dayjs";
import { FORM_DATE_FORMAT } from "../../../../lib/format";
import {
  BOOKING_HEAD_FIELDS,
  type CargoRow,
  type ContainerRow,
  PARTY_ROLES,
  PARTY_TYPES,
  type Party,
  type PartyRole,
  partyOf,
  type SpaceRow,
} from "../../../orders";
import { dangerousGoodsBody, isEmptySpecial, type SpecialCargoValues, specialCargoBody } from "./special-cargo/special-values";

// The booking form as antd holds it, and the way to and from the wire body
// (bookingFormSchema). The form keeps the parties by role and dates as dayjs; the wire has a
// contacts array with types and YYYY-MM-DD.

export type BookingKind = "fcl" | "lcl";
export type BookingMode = "create" | "edit" | "copy";

/** Shipper and consignee must be selected; the notify parties are optional. */
export const REQUIRED_PARTIES: readonly PartyRole[] = ["shipper", "consignee"];

type Id = number | null;

type IdField = Exclude<(typeof BOOKING_HEAD_FIELDS)[number], "cust_ref_no" | "ready_date" | "remark">;

export type BookingValues = Partial<Record<IdField, Id>> & {
  cust_ref_no?: string;
  ready_date?: Dayjs | null;
  remark?: string;
  /** booked from this quote (no field shows it: the quote panel does) */
  quote_id?: Id;
  contacts?: Partial<Record<PartyRole, Party | null>>;
  spaces?: (SpaceRow & SpecialCargoValues)[];
  containers?: (ContainerRow & SpecialCargoValues)[];
  cargos?: (CargoRow & Pick<SpecialCargoValues, "dangerous_goods">)[];
};

export const LISTS = ["spaces", "containers", "cargos"] as const;
export type ListName = (typeof LISTS)[number];
/** Where each row of the body came from in the form: rows left blank are not sent. */
export type RowIndex = Record<ListName, number[]>;

/** Sends the form (api/save-booking's useSaveBooking): create when no id is given, else update that draft. */
export interface BookingSaver {
  /** resolves with the order the form goes on to (a draft's save answers it; a change keeps its order) */
  save: (input: { id?: number; body: BookingFormInput }) => Promise<Pick<BookingResult, "id" | "order_no">>;
  isSaving: boolean;
  /**
   * Set when the form sends a change of a submitted booking (an update or an amendment request):
   * there is no draft to save, the words are the change's own (translation keys), and `ready`
   * judges what the change needs beside the form (the amendment's reason), showing it where typed.
   */
  change?: { submit: string; confirmTitle: string; confirmContent: string; done: string; ready: () => boolean };
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

export const containerModeOf = (kind: BookingKind) => (kind === "fcl" ? CONTAINER_MODE.FCL : CONTAINER_MODE.LCL);

/** A new form: one space row to fill (FCL) or one cargo row (LCL). */
export function emptyValues(kind: BookingKind): BookingValues {
  return kind === "fcl"
    ? { contacts: {}, spaces: [{}], containers: [], cargos: [] }
    : { contacts: {}, spaces: [], containers: [], cargos: [{}] };
}

const text = (value: string | undefined) => (value ?? "").trim();
const id = (value: Id | undefined) => value ?? null;

function cargoBody(row: CargoRow) {
  return {
    hs_code: text(row.hs_code),
    description: text(row.description),
    package: id(row.package),
    package_uid: id(row.package_uid),
    weight: id(row.weight),
    volume: id(row.volume),
  };
}

function rowsOf<T extends object, B>(rows: T[] | undefined, toBody: (row: T) => B) {
  const body: B[] = [];
  const index: number[] = [];
  (rows ?? []).forEach((row, at) => {
    if (Object.values(row ?? {}).every((value) => isBlank(value) || isEmptySpecial(value))) return;
    body.push(toBody(row));
    index.push(at);
  });
  return { body, index };
}

/** The wire body of POST/PUT /order/booking for these values. */
export function toBody(
  values: BookingValues,
  kind: BookingKind,
  action: BookingAction,
): { body: BookingFormInput; rows: RowIndex } {
  const fcl = kind === "fcl";
  const spaces = rowsOf(fcl ? values.spaces : [], (row) => ({
    container_id: row.container_id ?? undefined,
    count: row.count ?? undefined,
    ...specialCargoBody(row),
  }));
  const containers = rowsOf(fcl ? values.containers : [], (row) => ({
    container_id: row.container_id ?? undefined,
    container_no: text(row.container_no),
    seal_no: text(row.seal_no),
    ...cargoBody(row),
    quantity: id(row.quantity),
    ...specialCargoBody(row),
  }));
  const cargos = rowsOf(fcl ? [] : values.cargos, (row) => ({ ...cargoBody(row), ...dangerousGoodsBody(row.dangerous_goods) }));
  const contacts = PARTY_ROLES.flatMap((role) => {
    const party = values.contacts?.[role];
    if (!party) return [];
    const { country_name: _name, ...details } = party;
    return [{ type: PARTY_TYPES[role], ...details }];
  });
  const body = {
    action,
    container_mode: containerModeOf(kind),
    cust_ref_no: text(values.cust_ref_no),
    ready_date: values.ready_date ? values.ready_date.format(FORM_DATE_FORMAT) : null,
    inco_term_id: id(values.inco_term_id),
    freight_term_id: id(values.freight_term_id),
    ship_mode: id(values.ship_mode),
    from_id: id(values.from_id),
    pol_id: id(values.pol_id),
    pod_id: id(values.pod_id),
    to_id: id(values.to_id),
    carrier_id: id(values.carrier_id),
    // only the id: the server takes the prices from the live quote (none sent: no quote)
    ...(fcl && values.quote_id ? { quote_id: values.quote_id } : {}),
    remark: text(values.remark),
    contacts,
    spaces: spaces.body,
    containers: containers.body,
    cargos: cargos.body,
  } as BookingFormInput;
  return { body, rows: { spaces: spaces.index, containers: containers.index, cargos: cargos.index } };
}

/**
 * The form of an order (GET /order/docking/{id}). A copy is a new booking: a ready date already
 * past is left for the user to choose again (the server sends none then; a stale answer is judged too).
 */
export function fromOrderForm(orderForm: BookingFieldsInput, kind: BookingKind, { isCopy }: { isCopy: boolean }): BookingValues {
  const ready = orderForm.ready_date ? dayjs(orderForm.ready_date) : null;
  const past = ready ? ready.isBefore(dayjs().startOf("day")) : false;
  const contacts: BookingValues["contacts"] = {};
  for (const contact of orderForm.contacts ?? []) {
    const role = PARTY_ROLES.find((r) => PARTY_TYPES[r] === contact.type);
    if (role) contacts[role] = partyOf(contact);
  }
  const head: BookingValues = {};
  for (const field of BOOKING_HEAD_FIELDS) {
    if (field === "ready_date" || field === "cust_ref_no" || field === "remark") continue;
    head[field] = orderForm[field] ?? null;
  }
  const fcl = kind === "fcl";
  return {
    ...head,
    cust_ref_no: orderForm.cust_ref_no ?? "",
    ready_date: ready?.isValid() && !(isCopy && past) ? ready : null,
    remark: orderForm.remark ?? "",
    quote_id: fcl ? (orderForm.quote_id ?? null) : null,
    contacts,
    spaces: fcl ? (orderForm.spaces?.length ? orderForm.spaces.map((space) => ({ ...space })) : [{}]) : [],
    containers: fcl ? (orderForm.containers ?? []).map((row) => ({ ...row })) : [],
    cargos: fcl ? [] : orderForm.cargos?.length ? orderForm.cargos.map((row) => ({ ...row })) : [{}],
  };
}

/** A new FCL booking from a quote: its carrier and route, one of each container type it prices. */
export function fromQuote(quote: {
  id: number;
  carrier_id: number;
  pol_id: number;
  pod_id: number;
  to_id: number;
  spaces: { container_id: number }[];
}): BookingValues {
  return {
    ...emptyValues("fcl"),
    quote_id: quote.id,
    carrier_id: quote.carrier_id,
    pol_id: quote.pol_id,
    pod_id: quote.pod_id,
    to_id: quote.to_id,
    spaces: quote.spaces.length ? quote.spaces.map((space) => ({ container_id: space.container_id, count: 1 })) : [{}],
  };
}

const segmentsOf = (path: string | readonly PropertyKey[]) =>
  (typeof path === "string" ? path.split(".") : path.map(String)).map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Where an issue of the body (a Zod path, or a server `errors[].field` such as `cargos.0.weight`,
 * `contacts.shipper`, `spaces.1.container_id`) shows on the form; null for what no field shows.
 */
export function formPathOf(
  path: string | readonly PropertyKey[],
  body: BookingFormInput,
  rows: RowIndex,
): (string | number)[] | null {
  const [head, second, third] = segmentsOf(path);
  if (head === "contacts") {
    if (typeof second === "string" && (PARTY_ROLES as readonly string[]).includes(second)) return ["contacts", second];
    const type = typeof second === "number" ? body.contacts?.[second]?.type : undefined;
    const role = PARTY_ROLES.find((r) => PARTY_TYPES[r] === type);
    return role ? ["contacts", role] : null;
  }
  if ((LISTS as readonly unknown[]).includes(head)) {
    const list = head as ListName;
    const row = typeof second === "number" ? rows[list][second] : undefined;
    return row !== undefined && typeof third === "string" ? [list, row, third] : [list];
  }
  return (BOOKING_HEAD_FIELDS as readonly unknown[]).includes(head) ? [head as string] : null;
}

/** The value the body holds at a path (to tell a missing value from a wrong one). */
export function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    body,
  );
}

export { isBlank };
