import { ORDER_ACTIONS, type OrderAction } from "@haiyun/shared/constants/order-transitions";
import { type ActionContract, ORDER_ACTION_CONTRACT, selectorOf } from "@haiyun/shared/schemas/order-contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, configureApiClient } from "./api-client";
import { callOrderAction, type OrderActionBody, routeOf } from "./order-action-client";
import { type FileOrderAction, takeFileAction } from "./order-documents";

const RESULT = { id: 7, order_no: "HY260301000123", status: 2 };
const KEY = "0b7c3f1e-7a0e-4c55-9d0b-2f1f6c1e9a11";

/** What the server saw: the fetch of each call. */
let fetchMock: ReturnType<typeof vi.fn>;

function answer(data: unknown) {
  return new Response(JSON.stringify({ code: 0, msg: "", data }), { status: 200 });
}

function sent(index = 0) {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit & { headers: Record<string, string> }];
  return {
    url,
    method: init.method,
    body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    key: init.headers["Idempotency-Key"],
  };
}

const contractOf = (action: OrderAction): ActionContract => ORDER_ACTION_CONTRACT[action];

/** A body of the action's fields as the caller gives them (the client adds `id` and `action`). */
const BODY = { reason: "NO SPACE", mbl_no: "MAEU1" } as Record<string, unknown>;
const bodyFor = <A extends OrderAction>(action: A) => (contractOf(action).body ? BODY : undefined) as OrderActionBody<A>;

// Today's addresses of every action on an existing order, pinned: a contract row that moves one is
// a change on the wire and shows here.
const PINNED: Record<OrderAction, string> = {
  save: "PUT /api/order/booking/7",
  submit: "PUT /api/order/booking/7",
  delete: "DELETE /api/order/7",
  cancel: "POST /api/order/7/cancel",
  confirm_booking: "PUT /api/ops/order/7/confirm",
  reject_booking: "PUT /api/ops/order/7/reject",
  supply_save: "PUT /api/order/shipment/7",
  supply_submit: "PUT /api/order/shipment/7",
  publish_bill: "PUT /api/ops/order/7/bill",
  bill_pass: "PUT /api/order/pass",
  bill_fail: "PUT /api/order/fail",
  pay: "PUT /api/order/pay",
  reject_payment: "PUT /api/ops/order/7/payment-reject",
  issue_invoice: "PUT /api/ops/order/7/invoice",
  telex: "PUT /api/order/telex",
  release: "PUT /api/ops/order/7/release",
  amend_si: "PUT /api/ops/order/7/amend-si",
  cancel_by_ops: "PUT /api/ops/order/7/cancel",
  // Entries of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  update_booking: "PUT /api/order/7/booking",
  request_update: "PUT /api/ops/order/7/request-update",
  request_amendment: "POST /api/order/7/amendment",
  accept_amendment: "PUT /api/ops/order/7/amendment",
  decline_amendment: "PUT /api/ops/order/7/amendment",
  update_confirmation: "PUT /api/ops/order/7/confirmation",

  // -- cancellation requests --
  request_cancellation: "POST /api/order/7/cancellation",
  accept_cancellation: "PUT /api/ops/order/7/cancellation",
  decline_cancellation: "PUT /api/ops/order/7/cancellation",

  // -- shipping-instruction revisions --
  revise_si: "POST /api/order/shipment/7/revision",
  accept_revision: "PUT /api/ops/order/7/revision",
  decline_revision: "PUT /api/ops/order/7/revision",
  approve_special_cargo: "PUT /api/ops/order/7/special-cargo",
  refuse_special_cargo: "PUT /api/ops/order/7/special-cargo",
};

beforeEach(() => {
  fetchMock = vi.fn(async () => answer(RESULT));
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch });
});

afterEach(() => {
  configureApiClient({ fetch: undefined });
  vi.restoreAllMocks();
});

describe("the order action client (ORDER_ACTION_CONTRACT)", () => {
  it.each(ORDER_ACTIONS.map((action) => [action]))(
    "%s on an existing order: the contract's route, body and key",
    async (action) => {
      const contract = contractOf(action);
      const route = contract.routes.find((candidate) => candidate.orderId !== "none");
      if (!route) return; // an action that only creates (none today) is covered below
      const result = await callOrderAction(action, 7, bodyFor(action), { idempotencyKey: KEY } as never);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const call = sent();
      expect(`${call.method} ${call.url}`).toBe(`${route.method} /api${route.path.replace(":id", "7")}`);
      expect(`${call.method} ${call.url}`).toBe(PINNED[action]);
      if (contract.body === null) {
        expect(call.body).toBeUndefined();
      } else {
        expect(call.body).toEqual({
          ...BODY,
          ...(route.orderId === "body" ? { id: 7 } : {}),
          ...(contract.bodyAction ? { [selectorOf(contract)]: contract.bodyAction } : {}),
        });
      }
      expect(call.key).toBe(route.idempotent ? KEY : undefined);
      expect(result).toEqual(RESULT);
    },
  );

  it.each(
    ORDER_ACTIONS.filter((action) => contractOf(action).routes.some((route) => route.orderId === "none")).map((action) => [
      action,
    ]),
  )("%s without an order: the creating route, with no id", async (action) => {
    const contract = contractOf(action);
    await callOrderAction(action, null, bodyFor(action), { idempotencyKey: KEY } as never);
    const call = sent();
    expect(`${call.method} ${call.url}`).toBe(`${routeOf(action, null).method} /api${routeOf(action, null).path}`);
    expect(call.body).not.toHaveProperty("id");
    expect(call.body?.action).toBe(contract.bodyAction);
    expect(call.key).toBe(routeOf(action, null).idempotent ? KEY : undefined);
  });

  it("creates a booking by POST /order/booking under its key", async () => {
    await callOrderAction("submit", null, { container_mode: 1 } as OrderActionBody<"submit">, { idempotencyKey: KEY });
    expect(sent()).toEqual({
      url: "/api/order/booking",
      method: "POST",
      body: { container_mode: 1, action: "submit" },
      key: KEY,
    });
  });

  it("sends no Idempotency-Key when the caller gives none", async () => {
    await callOrderAction("telex", 7, { filename: 56 });
    expect(sent()).toEqual({ url: "/api/order/telex", method: "PUT", body: { id: 7, filename: 56 }, key: undefined });
  });

  it("answers null for a deleted draft", async () => {
    fetchMock.mockResolvedValueOnce(answer(null));
    await expect(callOrderAction("delete", 7, undefined)).resolves.toBeNull();
  });
});

describe("file actions: the document uploaded first, then named", () => {
  const file = new File(["%PDF-1.7"], "doc.pdf", { type: "application/pdf" });
  const FILE_ACTIONS = ORDER_ACTIONS.filter((action): action is FileOrderAction => "document" in contractOf(action));

  it("covers every action of the contract that names a document", () => {
    expect(FILE_ACTIONS).toEqual(["publish_bill", "pay", "issue_invoice", "telex", "release"]);
  });

  it.each(FILE_ACTIONS.map((action) => [action]))("%s: its upload route, type and field", async (action) => {
    const document = contractOf(action).document;
    if (!document) throw new Error("a file action names its document");
    const upload = vi.spyOn(api, "upload").mockResolvedValue({ file: 55 });
    fetchMock.mockImplementation(async (url: string) => answer(url.endsWith("/document") ? { file: 55 } : RESULT));
    const onProgress = vi.fn();
    await takeFileAction(action, 7, file, { mbl_no: "MAEU1", amount: "1", currency: "USD" } as never, { onProgress });

    const uploadPath = document.upload.path.replace(":id", "7");
    let form: FormData;
    if (upload.mock.calls.length > 0) {
      const [url, body, progress, init] = upload.mock.calls[0] ?? [];
      expect(url).toBe(uploadPath);
      expect(progress).toBe(onProgress);
      expect(init?.headers?.["Idempotency-Key"]).toEqual(expect.any(String));
      form = body as FormData;
      expect(form.get("order_id")).toBe("7");
    } else {
      const call = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
      expect(call[0]).toBe(`/api${uploadPath}`);
      expect(call[1].headers["Idempotency-Key"]).toEqual(expect.any(String));
      form = call[1].body as FormData;
      expect(form.get("remark")).toBe("");
    }
    expect(form.get("document_type")).toBe(String(document.type));
    expect((form.get("file") as File).name).toBe("doc.pdf");

    const step = sent(fetchMock.mock.calls.length - 1);
    expect(`${step.method} ${step.url}`).toBe(PINNED[action]);
    expect(step.body[document.field]).toBe(55);
  });
});
