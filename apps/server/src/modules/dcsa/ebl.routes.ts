import { AUTHORITY, LARGE_BODY_LIMIT } from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { type Caller, ordersContextOf } from "../orders";
import { DcsaFault } from "./dcsa-errors";
import { eblNotFound, orderByReference } from "./ebl-orders";
import { shippingInstructionsFor } from "./si-resource";
import { parseSiBody } from "./si-schema";
import { createShippingInstructions, updateShippingInstructions } from "./si-write";
import { approveTransportDocument } from "./td-approve";
import { transportDocumentFor } from "./td-resource";

// DCSA eBL 3.0.3 (shipping instructions, transport documents) under /dcsa/ebl/v3, over the portal's
// own instruction and bill: the SI screen's actions write it, operations' publish_bill makes the
// draft, the customer's bill_pass approves it (docs/PRODUCT-RULES.md, "Shipping instructions,
// transport documents and VGM (DCSA)").

type RefParams = { reference: string };

export default async function eblRoutes(app: FastifyInstance) {
  const ctx = ordersContextOf(app);

  /** The key's user as a customer acting on their orders (authority `order`). */
  const callerOf = (request: FastifyRequest): Caller => {
    const user = request.user;
    if (!user?.authorities.includes(AUTHORITY.ORDER)) throw new AppError("AUTH_FORBIDDEN");
    return { id: user.id, lang: request.lang, authorities: user.authorities };
  };

  app.post("/shipping-instructions", { bodyLimit: LARGE_BODY_LIMIT }, async (request, reply) => {
    const caller = callerOf(request);
    const order = await createShippingInstructions(ctx, caller, parseSiBody(request.body));
    return reply.status(202).send({ shippingInstructionsReference: order.dcsa_reference });
  });

  app.put<{ Params: RefParams }>("/shipping-instructions/:reference", { bodyLimit: LARGE_BODY_LIMIT }, async (request, reply) => {
    const caller = callerOf(request);
    const order = await orderByReference(app.db, caller.id, request.params.reference, "shippingInstructionsReference");
    if (!(await shippingInstructionsFor(app.db, order)))
      throw eblNotFound("shippingInstructionsReference", request.params.reference);
    const body = parseSiBody(request.body);
    const named = (request.body as { shippingInstructionsReference?: unknown }).shippingInstructionsReference;
    if (named !== request.params.reference) {
      throw new DcsaFault(400, [
        {
          key: "dcsa.ebl.reference_mismatch",
          property: "shippingInstructionsReference",
          jsonPath: "$.shippingInstructionsReference",
        },
      ]);
    }
    await updateShippingInstructions(ctx, caller, order, body);
    return reply.status(202).send();
  });

  app.get<{ Params: RefParams }>("/shipping-instructions/:reference", async (request) => {
    const caller = callerOf(request);
    const order = await orderByReference(app.db, caller.id, request.params.reference, "shippingInstructionsReference");
    const si = await shippingInstructionsFor(app.db, order, request.lang);
    if (!si) throw eblNotFound("shippingInstructionsReference", request.params.reference);
    return si;
  });

  app.get<{ Params: RefParams }>("/transport-documents/:reference", async (request) => {
    const caller = callerOf(request);
    const order = await orderByReference(app.db, caller.id, request.params.reference, "transportDocumentReference");
    const td = await transportDocumentFor(app.db, order);
    if (!td) throw eblNotFound("transportDocumentReference", request.params.reference);
    return td;
  });

  app.patch<{ Params: RefParams }>("/transport-documents/:reference", async (request, reply) => {
    const caller = callerOf(request);
    await approveTransportDocument(ctx, caller, request.params.reference, request.body);
    return reply.status(202).send();
  });
}
