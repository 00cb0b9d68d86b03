import { AUTHORITY, LARGE_BODY_LIMIT } from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { type Caller, ordersContextOf } from "../orders";
import { DcsaFault } from "./dcsa-errors";
import type { OrderRow } from "./ebl-data.repository";
import { orderByBookingNumber, orderByReference } from "./ebl-orders";
import { ownOrdersWithContainer } from "./vgm-data.repository";
import { declarationsOfOrders } from "./vgm-resource";
import { parseVgmBody } from "./vgm-schema";
import { postVgmDeclarations } from "./vgm-write";

// DCSA VGM 1.0 under /dcsa/vgm/v1: declarations posted onto the portal's container rows (one
// transaction per request) and read by booking, transport document and/or container. A booking
// that is not the caller's reads as one without declarations, as the standard asks (no 404).
// Errors are DCSA's ErrorResponse carrying VGM's feedbackElements too.

type Query = Partial<Record<"carrierBookingReference" | "transportDocumentReference" | "equipmentReference", string>>;

export default async function vgmRoutes(app: FastifyInstance) {
  const ctx = ordersContextOf(app);

  const callerOf = (request: FastifyRequest): Caller => {
    const user = request.user;
    if (!user?.authorities.includes(AUTHORITY.ORDER)) throw new AppError("AUTH_FORBIDDEN");
    return { id: user.id, lang: request.lang, authorities: user.authorities };
  };

  // an error answer also as VGM's PostVGMDeclarationsError / GetVGMDeclarationsError
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string") return payload;
    try {
      const body = JSON.parse(payload) as { errors?: { errorCodeMessage: string; jsonPath?: string }[] };
      const feedbackElements = (body.errors ?? []).map((e) => ({
        severity: "ERROR",
        message: e.errorCodeMessage,
        ...(e.jsonPath ? { propertyPath: e.jsonPath } : {}),
      }));
      return JSON.stringify({ ...body, feedbackElements });
    } catch {
      return payload;
    }
  });

  app.post("/vgm-declarations", { bodyLimit: LARGE_BODY_LIMIT }, async (request) => {
    const caller = callerOf(request);
    const done = await postVgmDeclarations(ctx, caller, parseVgmBody(request.body));
    return { feedbackElements: done.map((message) => ({ severity: "INFO", message })) };
  });

  app.get<{ Querystring: Query }>("/vgm-declarations", async (request) => {
    const caller = callerOf(request);
    const { carrierBookingReference: cbr, transportDocumentReference: tdr, equipmentReference } = request.query;
    const equipment = equipmentReference?.trim().toUpperCase() || undefined;
    if (!cbr && !tdr && !equipment) {
      throw new DcsaFault(400, [{ key: "dcsa.vgm.query", property: "carrierBookingReference" }]);
    }
    const found = async (lookup: () => Promise<OrderRow>) => {
      try {
        return [await lookup()];
      } catch (error) {
        if (error instanceof DcsaFault && error.status === 404) return [];
        throw error;
      }
    };
    let list: OrderRow[];
    if (cbr) list = await found(() => orderByBookingNumber(app.db, caller.id, cbr, "carrierBookingReference"));
    else if (tdr) list = await found(() => orderByReference(app.db, caller.id, tdr, "transportDocumentReference"));
    else list = (await ownOrdersWithContainer(app.db, caller.id, equipment ?? "")).map((r) => r.order);
    if (cbr && tdr) list = list.filter((o) => o.dcsa_reference === tdr);
    return { VGMDeclarations: await declarationsOfOrders(app.db, list, equipment) };
  });
}
