import { businessDate, deliveryCutOff } from "@haiyun/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { orderDocuments, orderEvents, orders } from "../schema";

// The demo orders' dates: counted in days from the seed day, and each order's life laid back on
// a timeline that fits its status.

const DAY_MS = 86_400_000;
/** The date `offset` days from today, YYYY-MM-DD. */
export const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
/** That day at `hourUtc` o'clock UTC, as an ISO instant. */
export const at = (offset: number, hourUtc: number) => `${day(offset)}T${String(hourUtc).padStart(2, "0")}:00:00Z`;

/** When an order's life took place, in days from the seed day: booked, its last step, its dates. */
export interface Timeline {
  booked: number;
  lastStep: number;
  ready: number;
  /** ETD and ETA; the cut-offs fall 3, 2 and 1 days before the ETD, the instruction a day before its cut-off */
  sailing?: { etd: number; eta: number };
  siSubmitted?: number;
}

/**
 * The services book and move every demo order today, with dates ahead of today (as a real booking
 * has them). A completed order has sailed long ago, though: each order's dates and the times of its
 * events and documents are laid back on a timeline that fits its status, relative to the seed day.
 * The events keep their order, spread evenly from the booking to the last step.
 */
export async function layOnTimeline(db: Db, orderId: number, plan: Timeline): Promise<void> {
  const now = Date.now();
  const dayAt = (offset: number, hourUtc: number) => new Date(at(offset, hourUtc));
  const booked = dayAt(plan.booked, 2).getTime();
  const last = Math.min(dayAt(plan.lastStep, 8).getTime(), now);
  const [order] = await db
    .select({ create_time: orders.create_time, order_no: orders.order_no, container_mode: orders.container_mode })
    .from(orders)
    .where(eq(orders.id, orderId));
  const events = await db
    .select({ id: orderEvents.id, at: orderEvents.create_time })
    .from(orderEvents)
    .where(eq(orderEvents.order_id, orderId))
    .orderBy(asc(orderEvents.id));
  const documents = await db
    .select({ id: orderDocuments.id, at: orderDocuments.create_time })
    .from(orderDocuments)
    .where(eq(orderDocuments.order_id, orderId));
  const start = order.create_time.getTime();
  const end = Math.max(start + 1, now);
  const laid = (at: Date) => new Date(booked + ((at.getTime() - start) / (end - start)) * (last - booked));
  for (const event of events) {
    await db
      .update(orderEvents)
      .set({ create_time: laid(event.at) })
      .where(eq(orderEvents.id, event.id));
  }
  for (const document of documents) {
    await db
      .update(orderDocuments)
      .set({ create_time: laid(document.at) })
      .where(eq(orderDocuments.id, document.id));
  }
  const sailing = plan.sailing;
  await db
    .update(orders)
    .set({
      create_time: new Date(booked),
      // the number carries its booking day (order-number.ts, the business time zone): the day it was booked
      order_no: `HY${businessDate(booked).slice(2).replaceAll("-", "")}${order.order_no.slice(8)}`,
      update_time: new Date(last),
      ready_date: day(plan.ready),
      ...(sailing
        ? {
            etd: day(sailing.etd),
            eta: day(sailing.eta),
            cut_offs: [
              { code: "DCO", at: dayAt(sailing.etd - 3, 9).toISOString() },
              { code: "VCO", at: dayAt(sailing.etd - 2, 9).toISOString() },
              { code: deliveryCutOff(order.container_mode), at: dayAt(sailing.etd - 1, 2).toISOString() },
            ],
          }
        : {}),
      ...(plan.siSubmitted !== undefined ? { si_submit_time: dayAt(plan.siSubmitted, 6) } : {}),
    })
    .where(eq(orders.id, orderId));
}
