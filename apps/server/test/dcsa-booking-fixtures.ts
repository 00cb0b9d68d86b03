import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../src/db/client";
import { users } from "../src/db/schema";
import type { ContainerTypeCode } from "../src/modules/dcsa/booking-codes.repository";
import { dcsa } from "./dcsa-fixtures";
import { dcsaErrors, dcsaExample } from "./dcsa-schema";

// The DCSA booking tests' common steps: every request body checked against the standard before it
// is sent, every answer after (a Booking, a 202's reference, an ErrorResponse).

export const EXAMPLES = {
  regular: "booking-api-2.0.0-regular.json",
  reefer: "booking-api-2.0.0-reefer.json",
  "non-operating reefer": "booking-api-2.0.0-non-operating-reefer.json",
  "dangerous goods": "booking-api-2.0.0-dg.json",
} as const;
export type Variant = keyof typeof EXAMPLES;
export const VARIANTS = Object.keys(EXAMPLES) as Variant[];

/** Container types as the seed has them (ids made up), for the mapping's own tests. */
export const CONTAINER_TYPES: ContainerTypeCode[] = [
  { id: 1, code: "20GP", iso_code: "22G1", status: 1 },
  { id: 2, code: "40HQ", iso_code: "45G1", status: 1 },
  { id: 3, code: "20RF", iso_code: "22R1", status: 1 },
  { id: 4, code: "40RH", iso_code: "45R1", status: 1 },
  { id: 5, code: "40NOR", iso_code: "45R1", status: 1 },
  { id: 6, code: "20TK", iso_code: "22T1", status: 2 },
];

export const example = (variant: Variant) => dcsaExample(EXAMPLES[variant]);

/** The profile a booking without a named shipper takes its shipper from. */
export async function completeProfile(db: Db, userId: number, countryId: number) {
  await db
    .update(users)
    .set({
      company1: "Ningbo Export Co Ltd",
      linkman: "Li Lei",
      phone: "+86 574 8888 0000",
      address1: "88 Zhongshan Road",
      city: "Ningbo",
      country_id: countryId,
    })
    .where(eq(users.id, userId));
}

export function expectValid(component: string, data: unknown) {
  expect(dcsaErrors("BKG", component, data)).toEqual([]);
}

export interface ErrorAnswer {
  statusCode: number;
  statusCodeMessage: string;
  errors: { errorCodeText: string; errorCodeMessage: string; property?: string; jsonPath?: string; value?: string }[];
}

export function expectError(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as ErrorAnswer;
  expect(body.statusCode).toBe(status);
  expectValid("ErrorResponse", body);
  return body;
}

const URL = "/dcsa/bkg/v2/bookings";

/** POST a CreateBooking (checked as one first); the 202's reference. */
export async function createBooking(app: FastifyInstance, key: string, body: unknown): Promise<string> {
  expectValid("CreateBooking", body);
  const res = await dcsa(app, key, "POST", URL, body);
  expect(res.statusCode, res.body).toBe(202);
  expectValid("CreateBookingResponse", res.json());
  return res.json().carrierBookingRequestReference as string;
}

/** GET a Booking (checked as one). */
export async function readBooking(app: FastifyInstance, key: string, reference: string) {
  const res = await dcsa(app, key, "GET", `${URL}/${reference}`);
  expect(res.statusCode, res.body).toBe(200);
  const booking = res.json() as Record<string, unknown>;
  expectValid("Booking", booking);
  return booking;
}

/** PUT an UpdateBooking (checked as one); the answer. */
export async function updateBooking(app: FastifyInstance, key: string, reference: string, body: unknown) {
  expectValid("UpdateBooking", body);
  return dcsa(app, key, "PUT", `${URL}/${reference}`, body);
}

/** PATCH a CancelBookingRequest (checked as one); the answer. */
export async function cancelBooking(app: FastifyInstance, key: string, reference: string, body: unknown) {
  expectValid("CancelBookingRequest", body);
  return dcsa(app, key, "PATCH", `${URL}/${reference}`, body);
}
