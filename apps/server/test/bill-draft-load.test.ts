import { DOCUMENT_TYPE } from "@haiyun/shared";
import { describe, expect, it, vi } from "vitest";
import { DRAWS_PER_PROCESS, drawSlots } from "../src/modules/orders/documents/draw-slots";
import { drawPool } from "../src/modules/orders/documents/draw-thread";
import { call, orderTestApp, type SignedIn, submittedOrder } from "./order-fixtures";

// Bill drafts asked for all at once (20 at once took every database connection while
// they were drawn, other requests answered 503 and /api/health waited 22 s). Drawing is bounded
// like exports — one a user, DRAWS_PER_PROCESS in all, a localised 429 past that — and holds no
// connection while it draws: nothing answers 5xx and the health check answers meanwhile. It is
// drawn on a drawing thread (documents/draw-thread.ts), not on the event loop.

const { app, refs, people, signIn } = await orderTestApp({ owner: ["shipper"] });
const { owner } = people;
const operators: SignedIn[] = [];
for (let i = 0; i < 8; i += 1) operators.push(await signIn(["operator"]));
const [operator] = operators as [SignedIn];

const draft = (who: SignedIn, id: number, lang: "cn" | "en" = "en") =>
  call(app, who.token, "POST", `/api/ops/order/${id}/bill-draft`, undefined, { lang });

describe("bill drafts asked for at once", () => {
  it("are refused with a localised 429 and Retry-After while every drawing slot is taken", async () => {
    const id = await submittedOrder(app, refs, { owner, operator });
    const held = Array.from({ length: DRAWS_PER_PROCESS }, (_, i) => drawSlots.take(-1 - i));
    try {
      const en = await draft(operator, id);
      expect(en.statusCode, en.body).toBe(429);
      expect(en.headers["retry-after"]).toBe("5");
      expect(en.json().msg).toBe(
        "Too many documents are being generated: please wait for the current one to finish and try again in 5 seconds",
      );
      const cn = await draft(operator, id, "cn");
      expect(cn.json().msg).toBe("文件生成繁忙：请等当前的文件生成完成后，5 秒后再试");
    } finally {
      for (const release of held) release();
    }
    // one slot of the user's own taken: the same user waits, another is served
    const own = drawSlots.take(operator.user.id);
    try {
      expect((await draft(operator, id)).statusCode).toBe(429);
      expect((await draft(operators[1] as SignedIn, id)).statusCode).toBe(200);
    } finally {
      own();
    }
    expect((await draft(operator, id)).statusCode).toBe(200);
  });

  it("answer 200 or 429, never 5xx, write one draft, and /api/health answers meanwhile", async () => {
    const id = await submittedOrder(app, refs, { owner, operator });
    const asked = operators.flatMap((who) => [draft(who, id), draft(who, id)]);
    const health = app.inject({ method: "GET", url: "/api/health" });
    const answers = await Promise.all(asked);
    expect((await health).statusCode).toBe(200);
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 429),
      statuses.join(" "),
    ).toBe(true);
    const files = new Set(answers.filter((res) => res.statusCode === 200).map((res) => res.json().data.file));
    expect(files.size).toBe(1);
    const listed = (await call(app, owner.token, "GET", `/api/order/document/${id}`)).json().data.list;
    expect(listed.filter((d: { document_type: number }) => d.document_type === DOCUMENT_TYPE.BILL_DRAFT)).toHaveLength(1);
    expect(drawSlots.running).toBe(0);
  });
});

describe("a bill draft whose drawing thread stops", () => {
  it("answers a clean 500, frees its slot, and the next one is drawn on a new thread", async () => {
    const id = await submittedOrder(app, refs, { owner, operator });
    const { started } = drawPool.stats();
    const run = drawPool.run.bind(drawPool);
    const spy = vi.spyOn(drawPool, "run").mockImplementationOnce((job) => {
      const drawing = run(job);
      // the thread drawing it is stopped before it answers
      void drawPool.close();
      return drawing;
    });
    try {
      const failed = await draft(operator, id, "cn");
      expect(failed.statusCode, failed.body).toBe(500);
      expect(failed.json()).toMatchObject({ error_code: "INTERNAL", msg: "服务器错误，请稍后重试" });
    } finally {
      spy.mockRestore();
    }
    expect(drawSlots.running).toBe(0);
    const listed = (await call(app, owner.token, "GET", `/api/order/document/${id}`)).json().data.list;
    expect(listed.filter((d: { document_type: number }) => d.document_type === DOCUMENT_TYPE.BILL_DRAFT)).toEqual([]);
    const drawn = await draft(operator, id);
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawPool.stats().started).toBeGreaterThan(started);
  });
});
