import { DOCUMENT_TYPE, PARTY_TYPE } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { createDocument } from "./factories";
import {
  call,
  confirmBody,
  eventsOf,
  fclBooking,
  type Lang,
  lclBooking,
  lclSupplyBody,
  NO_SPECIAL_CARGO,
  orderRow,
  orderState,
  orderTestApp,
  party,
  supplyBody,
  supplyRow,
} from "./order-fixtures";

// The shipping instruction's rules on the server: every rule with its exact message in both languages,
// the space rule against the original order, ISO 6346, and a submission that happens once.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"], other: ["shipper"] });
const { owner, operator, other } = people;

/** An order booked (2 × 40HQ, 1 × 20GP unless other spaces are given) and confirmed: status 2. */
async function confirmedOrder(booking: Record<string, unknown> = fclBooking(refs)) {
  const booked = await call(app, owner.token, "POST", "/api/order/booking", booking);
  expect(booked.statusCode, booked.body).toBe(200);
  const id = booked.json().data.id as number;
  const confirmed = await call(app, operator.token, "PUT", `/api/ops/order/${id}/confirm`, confirmBody(refs.maersk));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return id;
}

const putSupply = (id: number, body: unknown, lang: Lang = "en", token = owner.token) =>
  call(app, token, "PUT", `/api/order/shipment/${id}`, body, { lang });
const getSupply = (id: number) => call(app, owner.token, "GET", `/api/order/shipment/${id}`);

/** Sends a bad body in both languages: 400, exactly these errors, and nothing changed. */
async function refuses(id: number, body: unknown, en: { field: string; message: string }[], cn: string[]) {
  const before = await orderState(db, id);
  const english = await putSupply(id, body, "en");
  expect(english.statusCode, english.body).toBe(400);
  expect(english.json().errors).toEqual(en);
  const chinese = await putSupply(id, body, "cn");
  expect(chinese.json().errors.map((error: { message: string }) => error.message)).toEqual(cn);
  expect(await orderState(db, id)).toBe(before);
}

describe("the supply rules, each with its message in English and Chinese", () => {
  it("asks for the shipper, the consignee and notify 1", async () => {
    const id = await confirmedOrder();
    await refuses(
      id,
      supplyBody(refs, { contacts: [party(refs, PARTY_TYPE.SHIPPER)] }),
      [
        { field: "contacts.consignee", message: "please enter consignee" },
        { field: "contacts.notify1", message: "please enter notify party 1" },
      ],
      ["请输入收货人", "请输入通知人1"],
    );
    await refuses(
      id,
      supplyBody(refs, { contacts: [party(refs, PARTY_TYPE.CONSIGNEE), party(refs, PARTY_TYPE.NOTIFY_1)] }),
      [{ field: "contacts.shipper", message: "please enter shipper" }],
      ["请输入发货人"],
    );
  });

  it("needs marks of at most 1024 characters, a description of at most 4096 and a VGM method", async () => {
    const id = await confirmedOrder();
    await refuses(
      id,
      supplyBody(refs, { marks_no: "M".repeat(1025) }),
      [{ field: "marks_no", message: "At most 1024 characters" }],
      ["最多 1024 个字符"],
    );
    await refuses(
      id,
      supplyBody(refs, { marks_no: "  " }),
      [{ field: "marks_no", message: "This field is required" }],
      ["此项为必填项"],
    );
    await refuses(
      id,
      supplyBody(refs, { description: "D".repeat(4097) }),
      [{ field: "description", message: "At most 4096 characters" }],
      ["最多 4096 个字符"],
    );
    const { vgm_method: _v, ...noMethod } = supplyBody(refs);
    await refuses(id, noMethod, [{ field: "vgm_method", message: "This field is required" }], ["此项为必填项"]);
    await refuses(
      id,
      supplyBody(refs, { marks_no: "唛头" }),
      [
        {
          field: "marks_no",
          message:
            "Marks may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
        },
      ],
      ["唛头只能包含大写字母、数字、点、下划线、逗号、连字符、斜杠、撇号、括号和空格"],
    );
  });

  it("keeps a bill's slash and apostrophe: N/M marks and SHIPPER'S LOAD, STOW AND COUNT", async () => {
    const id = await confirmedOrder();
    const description = "SHIPPER'S LOAD, STOW AND COUNT\nSAID TO CONTAIN 200 CTNS T/SHIRTS";
    // typed on a Chinese IME: the full-width slash and the curly apostrophe become ASCII
    const saved = await putSupply(id, supplyBody(refs, { marks_no: "n／m", description: description.replace("'", "’") }));
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await getSupply(id)).json().data;
    expect(read.marks_no).toBe("N/M");
    expect(read.description).toBe(description);
  });

  it("needs container number, seal number and type on FCL rows", async () => {
    const id = await confirmedOrder();
    const bare = supplyRow(refs, { container_no: "", seal_no: "", container_id: null });
    await refuses(
      id,
      supplyBody(refs, { containers: [bare] }),
      [
        { field: "containers.0.container_no", message: "This field is required" },
        { field: "containers.0.seal_no", message: "This field is required" },
        { field: "containers.0.container_id", message: "This field is required" },
      ],
      ["此项为必填项", "此项为必填项", "此项为必填项"],
    );
  });

  it("needs packages and volume greater than 0 and a package unit", async () => {
    const id = await confirmedOrder();
    await refuses(
      id,
      supplyBody(refs, { containers: [supplyRow(refs, { package: 0, volume: 0, package_uid: null })] }),
      [
        { field: "containers.0.package", message: "must be greater than 0" },
        { field: "containers.0.package_uid", message: "This field is required" },
        { field: "containers.0.volume", message: "must be greater than 0" },
      ],
      ["必须大于0", "此项为必填项", "必须大于0"],
    );
  });

  it("refuses a wrong check digit, naming the right one, and a number twice", async () => {
    const id = await confirmedOrder();
    await refuses(
      id,
      supplyBody(refs, { containers: [supplyRow(refs, { container_no: "CSQU3054384" })] }),
      [{ field: "containers.0.container_no", message: "Wrong check digit: the container number should end in 3" }],
      ["箱号校验位错误，应为 3"],
    );
    await refuses(
      id,
      supplyBody(refs, { containers: [supplyRow(refs), supplyRow(refs, { seal_no: "SL-2" })] }),
      [{ field: "containers.1.container_no", message: "Container number CSQU3054383 appears twice in this order" }],
      ["箱号 CSQU3054383 在本订单中重复"],
    );
  });

  it("refuses a VGM below the cargo weight", async () => {
    const id = await confirmedOrder();
    await refuses(
      id,
      supplyBody(refs, { containers: [supplyRow(refs, { weight: 9000, vgm: 8999.5 })] }),
      [{ field: "containers.0.vgm", message: "The VGM cannot be less than the cargo weight of 9000 KG" }],
      ["VGM 不能小于货重 9000 KG"],
    );
  });

  it("refuses a container type the original order did not book", async () => {
    const id = await confirmedOrder(fclBooking(refs, { spaces: [{ container_id: refs.hq40, count: 2 }] }));
    await refuses(
      id,
      supplyBody(refs, { containers: [supplyRow(refs, { container_id: refs.gp20 })] }),
      [
        {
          field: "containers.0.container_id",
          message: "container type 20ft General Purpose does not exist in the original order",
        },
      ],
      ["箱型 20尺普柜 不在原订单中"],
    );
  });

  it("refuses one more 40HQ than booked", async () => {
    const id = await confirmedOrder();
    const rows = ["CSQU3054383", "MSKU9070323", "CSQU3054070"].map((no, i) =>
      supplyRow(refs, { container_no: no, seal_no: `SL-${i}` }),
    );
    await refuses(
      id,
      supplyBody(refs, { containers: rows }),
      [
        {
          field: "containers.2.container_id",
          message: "container 40ft High Cube quantity exceeds the original order quantity 2",
        },
      ],
      ["箱型 40尺高柜 数量超过原订单数量 2"],
    );
  });

  it("refuses a row id of another order and a manifest that is not the customer's own for this order", async () => {
    const mine = await confirmedOrder();
    const theirs = await confirmedOrder();
    await putSupply(theirs, supplyBody(refs));
    const theirRow = (await getSupply(theirs)).json().data.containers[0].id;
    await refuses(
      mine,
      supplyBody(refs, { containers: [supplyRow(refs, { id: theirRow })] }),
      [{ field: "containers.0.id", message: "Invalid value" }],
      ["格式不正确"],
    );
    const order = await orderRow(db, mine);
    const strangers = await createDocument(db, order, DOCUMENT_TYPE.MANIFEST, { role: "owner", uploadedBy: other.user.id });
    await refuses(
      mine,
      supplyBody(refs, { manifest_file: strangers.id }),
      [{ field: "manifest_file", message: "The selected option does not exist or is no longer offered" }],
      ["所选项不存在或已停用"],
    );
    expect((await getSupply(theirs)).json().data.containers).toHaveLength(3);
  });
});

describe("the names a bill prints", () => {
  it("come in English besides the reader's language, to the customer and to operations", async () => {
    const id = await confirmedOrder();
    const saved = await putSupply(id, supplyBody(refs, { vgm_method: 1 }));
    expect(saved.statusCode, saved.body).toBe(200);
    const english = (await getSupply(id)).json().data;
    const chinese = (await call(app, owner.token, "GET", `/api/order/shipment/${id}`, undefined, { lang: "cn" })).json().data;
    const opsChinese = (await call(app, operator.token, "GET", `/api/ops/order/${id}`, undefined, { lang: "cn" })).json().data
      .supply;
    for (const record of [english, chinese, opsChinese]) {
      expect(record).toMatchObject({
        from_name_en: english.from_name,
        pol_name_en: english.pol_name,
        pod_name_en: "Rotterdam",
        to_name_en: "Rotterdam",
        freight_term_name_en: english.freight_term_name,
        vgm_method_name_en: english.vgm_method_name,
      });
      expect(record.contacts.map((c: { country_name_en: string }) => c.country_name_en)).toEqual(
        english.contacts.map((c: { country_name: string }) => c.country_name),
      );
      expect(record.containers.map((row: { container_name_en: string; package_unit_name_en: string }) => row)).toEqual(
        english.containers.map((row: { container_name: string; package_unit_name: string }) =>
          expect.objectContaining({ container_name_en: row.container_name, package_unit_name_en: row.package_unit_name }),
        ),
      );
    }
    // the Chinese reader's own names stay Chinese
    expect(chinese.pod_name).not.toBe("Rotterdam");
    expect(chinese.contacts[0].country_name).not.toBe(chinese.contacts[0].country_name_en);
    expect(english.contacts[0].country_name).toBe("China");
  });
});

describe("saving and submitting", () => {
  it("keeps every field of a saved draft, normalised, and the order at status 2", async () => {
    const id = await confirmedOrder();
    const order = await orderRow(db, id);
    const manifest = await createDocument(db, order, DOCUMENT_TYPE.MANIFEST, {
      role: "owner",
      uploadedBy: owner.user.id,
      name: "manifest.xlsx",
    });
    const body = supplyBody(refs, {
      marks_no: "po 4471\nmade in china",
      contacts: [
        party(refs, PARTY_TYPE.SHIPPER),
        party(refs, PARTY_TYPE.CONSIGNEE),
        party(refs, PARTY_TYPE.NOTIFY_1),
        party(refs, PARTY_TYPE.NOTIFY_2, { company1: "notify two ltd." }),
      ],
      manifest_file: manifest.id,
      vgm_method: 2,
    });
    const saved = await putSupply(id, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ id, order_no: order.order_no, status: 2 });
    const record = (await getSupply(id)).json().data;
    expect(record).toMatchObject({
      status: 2,
      marks_no: "PO 4471\nMADE IN CHINA",
      description: "WOODEN FURNITURE, 120 CARTONS",
      vgm_method: 2,
      vgm_method_name: "Method 2: sum of cargo, packing and tare",
      manifest_file: manifest.id,
      manifest_file_name: "manifest.xlsx",
      manifest_file_url: `/api/attachment/download/${manifest.id}`,
      vessel: "MAERSK ESSEX",
      pol_name: expect.any(String),
      carrier_name: expect.any(String),
      container_mode_name: "FCL",
      submit_time: null,
      bill_document: null,
    });
    expect(record.contacts.map((c: { type: number; company1: string }) => [c.type, c.company1])).toEqual([
      [1, "NINGBO EVERBRIGHT TRADING CO., LTD."],
      [2, "ROTTERDAM IMPORTS B.V."],
      [3, "ROTTERDAM IMPORTS B.V."],
      [4, "NOTIFY TWO LTD."],
    ]);
    expect(record.containers.map(({ id: _id, ...row }: { id: number }) => row)).toEqual(
      body.containers.map((row) => ({
        ...row,
        container_name: row.container_id === refs.hq40 ? "40ft High Cube" : "20ft General Purpose",
        package_unit_name: expect.any(String),
        container_name_en: row.container_id === refs.hq40 ? "40ft High Cube" : "20ft General Purpose",
        package_unit_name_en: expect.any(String),
        vgm_declaration: null,
        ...NO_SPECIAL_CARGO,
      })),
    );
    // booked as 40HQ, 20GP: read in the usual container order
    expect(record.spaces.map((s: { container_id: number; count: number }) => [s.container_id, s.count])).toEqual([
      [refs.gp20, 1],
      [refs.hq40, 2],
    ]);
  });

  it("keeps a row by its id, adds rows without one, removes the rows left out", async () => {
    const id = await confirmedOrder();
    await putSupply(id, supplyBody(refs));
    const [first, second] = (await getSupply(id)).json().data.containers;
    const edited = supplyBody(refs, {
      containers: [{ ...supplyRow(refs), id: first.id, seal_no: "NEW-SEAL" }, supplyRow(refs, { container_no: "MSKU9070323" })],
    });
    expect((await putSupply(id, edited)).statusCode).toBe(200);
    const rows = (await getSupply(id)).json().data.containers;
    expect(rows.map((row: { id: number; seal_no: string }) => [row.id === first.id, row.seal_no])).toEqual([
      [true, "NEW-SEAL"],
      [false, "SL-778812"],
    ]);
    expect(rows.some((row: { id: number }) => row.id === second.id)).toBe(false);
  });

  it("takes LCL rows without container type or number", async () => {
    const id = await confirmedOrder(lclBooking(refs));
    const res = await putSupply(id, lclSupplyBody(refs, { action: "submit" }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(3);
    const record = (await getSupply(id)).json().data;
    expect(record.containers).toMatchObject([{ container_id: null, container_name: "", package: 20 }]);
    // the booking's copy stays a valid LCL form
    expect((await call(app, owner.token, "GET", `/api/order/docking/${id}`)).json().data.containers).toEqual([]);
  });

  it("submits once: a second submit, and a save after it, are refused", async () => {
    const id = await confirmedOrder();
    const order = await orderRow(db, id);
    const manifest = await createDocument(db, order, DOCUMENT_TYPE.MANIFEST, { role: "owner", uploadedBy: owner.user.id });
    const submit = supplyBody(refs, { action: "submit", manifest_file: manifest.id });
    const first = await putSupply(id, submit);
    expect(first.json().data.status).toBe(3);
    expect((await getSupply(id)).json().data.submit_time).toEqual(expect.any(String));
    const before = await orderState(db, id);
    const again = await putSupply(id, submit, "cn");
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe("订单当前状态（待出提单）不允许此操作");
    expect((await putSupply(id, { ...submit, action: "save" })).statusCode).toBe(409);
    expect(await orderState(db, id)).toBe(before);
    // the manifest was used by the submission: it stays
    const deleted = await call(app, owner.token, "DELETE", `/api/attachment/${manifest.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error_code).toBe("ATTACHMENT_CONSUMED");
  });

  it("lets two tabs submitting at once make one submission", async () => {
    const id = await confirmedOrder();
    const submit = supplyBody(refs, { action: "submit" });
    const answers = await Promise.all([putSupply(id, submit), putSupply(id, submit)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const submissions = (await eventsOf(db, id)).filter((event) => event.action === "supply_submit");
    expect(submissions).toHaveLength(1);
    expect((await orderRow(db, id)).status).toBe(3);
  });

  it("replays a submit sent again with its Idempotency-Key", async () => {
    const id = await confirmedOrder();
    const headers = { "idempotency-key": `si-${id}` };
    const submit = supplyBody(refs, { action: "submit" });
    const first = await call(app, owner.token, "PUT", `/api/order/shipment/${id}`, submit, { headers });
    const again = await call(app, owner.token, "PUT", `/api/order/shipment/${id}`, submit, { headers });
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
  });
});
