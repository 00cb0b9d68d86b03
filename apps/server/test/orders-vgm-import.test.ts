import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { ORDER_STATUS, VGM_IMPORT_HEADERS } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { createOrder } from "./factories";
import { auth, multipart } from "./helpers";
import { call, confirmBody, fclBooking, type Lang, orderTestApp, type SignedIn, supplyBody } from "./order-fixtures";

// The VGM sheet: a template of the order's containers in the caller's language, and an upload
// read into rows for the instruction form (nothing stored), its problems listed by row and column.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], operator: ["operator"], other: ["shipper"] });
const { owner, operator, other } = people;

const fixture = (name: string) => readFileSync(new URL(`./fixtures/vgm/${name}`, import.meta.url));

/** An order confirmed and its instruction saved: CSQU3054383, MSKU9070323 and CSQU3054070. */
async function orderWithInstruction(): Promise<number> {
  const booked = await call(app, owner.token, "POST", "/api/order/booking", fclBooking(refs));
  const id = booked.json().data.id as number;
  const confirmed = await call(app, operator.token, "PUT", `/api/ops/order/${id}/confirm`, confirmBody(refs.maersk));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const saved = await call(app, owner.token, "PUT", `/api/order/shipment/${id}`, supplyBody(refs));
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

function upload(id: number, name: string, data: Buffer, who: SignedIn = owner, lang: Lang = "en") {
  const form = multipart([{ name: "file", filename: name, data, contentType: "application/octet-stream" }]);
  return app.inject({
    method: "POST",
    url: `/api/order/${id}/vgm/import`,
    headers: { ...auth(who.token, lang), ...form.headers },
    payload: form.payload,
  });
}
const template = (id: number, lang: Lang = "en", who: SignedIn = owner) =>
  app.inject({ method: "GET", url: `/api/order/${id}/vgm/template`, headers: auth(who.token, lang) });

const cellsOf = (buffer: Buffer) => {
  const book = XLSX.read(buffer, { type: "buffer" });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: "" });
};
const shipment = async (id: number) => (await call(app, owner.token, "GET", `/api/order/shipment/${id}`)).json().data.containers;

const GOOD_ROWS = [
  {
    container_no: "CSQU3054383",
    vgm: 12150,
    vgm_declaration: {
      method: "SM2",
      tare_weight: 3900,
      signatory: "LI NA",
      weighed_at: "2026-12-01",
      weighing_party: "CNSHA CFS",
    },
  },
  {
    container_no: "MSKU9070323",
    vgm: 12300.5,
    vgm_declaration: {
      method: "SM1",
      tare_weight: null,
      signatory: "WANG FANG",
      weighed_at: "2026-12-02",
      weighing_party: "HAIYUN SCALES",
    },
  },
];

describe("the VGM template", () => {
  it("lists the order's containers under the headers of the caller's language", async () => {
    const id = await orderWithInstruction();
    const english = await template(id);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers["content-type"]).toContain("spreadsheetml");
    expect(cellsOf(english.rawPayload)).toEqual([
      [...VGM_IMPORT_HEADERS.en],
      ...["CSQU3054383", "MSKU9070323", "CSQU3054070"].map((no) => [no, "", "", "", "", "", ""]),
    ]);
    const chinese = await template(id, "cn");
    expect(cellsOf(chinese.rawPayload)[0]).toEqual([
      "箱号",
      "VGM (kg)",
      "称重方式 (SM1/SM2)",
      "箱皮重 (kg)",
      "签署人",
      "称重日期",
      "称重方",
    ]);
  });

  it("comes back as no rows and no problems when uploaded untouched", async () => {
    const id = await orderWithInstruction();
    const res = await upload(id, "vgm.xlsx", (await template(id)).rawPayload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ rows: [], errors: [] });
  });
});

describe("importing a VGM sheet", () => {
  it("reads a sheet LibreOffice saved: the good rows, each problem by row and column, nothing stored", async () => {
    const id = await orderWithInstruction();
    const before = await shipment(id);
    const res = await upload(id, "vgm-sheet.xlsx", fixture("vgm-sheet.xlsx"));
    expect(res.statusCode, res.body).toBe(200);
    const { rows, errors } = res.json().data;
    expect(rows).toEqual(GOOD_ROWS);
    expect(errors).toEqual([
      {
        row: 5,
        column: "Container number",
        field: "container_no",
        message: "Wrong check digit: the container number should end in 0",
      },
      { row: 6, column: "VGM (kg)", field: "vgm", message: "Invalid value" },
      { row: 6, column: "Method (SM1/SM2)", field: "method", message: "Must be one of SM1, SM2" },
      { row: 6, column: "Weighing date", field: "weighed_at", message: "Dates must be YYYY-MM-DD" },
    ]);
    expect(await shipment(id)).toEqual(before);
  });

  // the downloaded template with a hidden sheet of codes inserted before it, saved by LibreOffice
  // (fixtures/sheets/make-hidden-codes-fixtures.py): by a user, and with the hidden sheet active
  it.each(["vgm-hidden-codes", "vgm-hidden-codes-active"].flatMap((name) => [`${name}.xlsx`, `${name}.xls`]))(
    "reads the template's sheet of %s, not the hidden sheet of codes before it",
    async (name) => {
      const id = await orderWithInstruction();
      const res = await upload(id, name, fixture(name));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ rows: GOOD_ROWS, errors: [] });
    },
  );

  it("reads the same sheet as CSV, dates typed with slashes included, with messages in Chinese", async () => {
    const id = await orderWithInstruction();
    const res = await upload(id, "vgm-sheet.csv", fixture("vgm-sheet.csv"), owner, "cn");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows).toEqual(GOOD_ROWS);
    expect(res.json().data.errors.map((error: { row: number; message: string }) => [error.row, error.message])).toEqual([
      [5, "箱号校验位错误，应为 0"],
      [6, "格式不正确"],
      [6, "取值应为 SM1, SM2 之一"],
      [6, "日期格式应为 YYYY-MM-DD"],
    ]);
  });

  it("asks for the VGM of a row that gives only part of its declaration", async () => {
    const id = await orderWithInstruction();
    const csv = `${VGM_IMPORT_HEADERS.en.join(",")}\nCSQU3054383,,SM1,,LI NA,,\n`;
    const res = await upload(id, "vgm.csv", Buffer.from(csv));
    expect(res.json().data).toEqual({
      rows: [],
      errors: [{ row: 2, column: "VGM (kg)", field: "vgm", message: "This field is required" }],
    });
  });

  it("names a declaration column by its header in the caller's language, never by its key", async () => {
    const id = await orderWithInstruction();
    for (const lang of ["en", "cn"] as const) {
      const csv = `${VGM_IMPORT_HEADERS[lang].join(",")}\nCSQU3054383,12150,SM1,,李娜,,称重站\n`;
      const res = await upload(id, "vgm.csv", Buffer.from(csv), owner, lang);
      expect(res.statusCode, res.body).toBe(200);
      const messages = res.json().data.errors.map((error: { field: string; message: string }) => [error.field, error.message]);
      expect(messages).toEqual(
        lang === "en"
          ? [
              ["signatory", expect.stringMatching(/^Signatory may only contain uppercase letters/)],
              ["weighing_party", expect.stringMatching(/^Weighing party may only contain uppercase letters/)],
            ]
          : [
              ["signatory", expect.stringMatching(/^签署人只能包含大写字母/)],
              ["weighing_party", expect.stringMatching(/^称重方只能包含大写字母/)],
            ],
      );
    }
  });
});

describe("who may import a VGM sheet, and when", () => {
  it("answers someone else's order as a missing one", async () => {
    const id = await orderWithInstruction();
    const res = await upload(id, "vgm-sheet.xlsx", fixture("vgm-sheet.xlsx"), other);
    expect(res.statusCode).toBe(404);
    expect((await template(id, "en", other)).statusCode).toBe(404);
  });

  it("refuses an order whose instruction the customer no longer edits (409), and one not yet confirmed", async () => {
    for (const status of [ORDER_STATUS.AWAITING_BOOKING, ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.COMPLETED]) {
      const order = await createOrder(db, owner.user.id, { status });
      const res = await upload(order.id, "vgm-sheet.xlsx", fixture("vgm-sheet.xlsx"));
      expect(res.statusCode, `status ${status}`).toBe(409);
      expect(res.json()).toMatchObject({ error_code: "ORDER_INVALID_TRANSITION" });
      expect((await template(order.id)).statusCode).toBe(409);
    }
  });

  it("takes the sheet while a revision may be asked for (awaiting the bill)", async () => {
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BILL });
    const res = await upload(order.id, "vgm-sheet.xlsx", fixture("vgm-sheet.xlsx"));
    expect(res.statusCode, res.body).toBe(200);
    // no container rows: the numbers are judged by ISO 6346 alone
    expect(res.json().data.rows.map((row: { container_no: string }) => row.container_no)).toEqual(["CSQU3054383", "MSKU9070323"]);
  });
});
