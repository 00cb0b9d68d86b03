import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { CONTACT_IMPORT_HEADERS } from "@haiyun/shared";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, countries } from "../src/db/schema";
import { buildZip, zerosDeflated } from "./fixtures/import/build-zip";
import { auth, createTestUser, loginAs, type MultipartPart, multipart, setupApp } from "./helpers";

// Contacts from .xlsx, .xls and .csv (GBK too), all or nothing,
// row errors with row number, column and a localised message; guards before parsing.
const ctx = await setupApp();
const { db } = ctx.db;

const fixture = (name: string) => readFileSync(new URL(`./fixtures/import/${name}`, import.meta.url));
const EXPECTED: ({ row: number; country: string } & Record<string, string | number>)[] = JSON.parse(
  fixture("contacts.expected.json").toString(),
);
const EN_HEADERS = [...CONTACT_IMPORT_HEADERS.en];
const CN_HEADERS = [...CONTACT_IMPORT_HEADERS.cn];
const NUMBER_AS_TEXT = {
  en: "This cell is a number; it was imported as the digits shown — if it had leading zeros, format the column as text",
  cn: "该单元格是数字格式，已按显示的数字导入；若原值有前导 0 请改为文本格式",
};
const LOST_DIGITS = {
  en: "The spreadsheet program has rounded this number; format the column as text and type it again",
  cn: "数字位数过多已被表格软件改写，请将此列设为文本格式后重新输入",
};
const GOOD = ["1", "ACME CO., LTD", "", "JOHN DOE", "+86 1", "", "ROAD 1", "", "SHANGHAI", "", "CN", "010000", ""];

let countryId: Map<string, number>;
beforeAll(async () => {
  const rows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  countryId = new Map(rows.map((row) => [row.code, row.id]));
});

async function freshUser(roles = ["shipper"]) {
  const user = await createTestUser(ctx.db, roles);
  return { id: user.id, token: await loginAs(ctx.app, user.username) };
}

function post(token: string | null, parts: MultipartPart[], lang: "cn" | "en" = "en") {
  const { payload, headers } = multipart(parts);
  return ctx.app.inject({
    method: "POST",
    url: "/api/customer/contact/import",
    headers: { ...headers, ...(token ? auth(token, lang) : { lang }) },
    payload,
  });
}
const importFile = (token: string, filename: string, data: Buffer, lang: "cn" | "en" = "en") =>
  post(token, [{ name: "file", filename, data }], lang);

const storedFor = (ownerId: number) => db.select().from(contacts).where(eq(contacts.owner_id, ownerId)).orderBy(asc(contacts.id));

function xlsxOf(rows: unknown[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), "Contacts");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", compression: true });
}
const csvOf = (rows: string[][]) =>
  Buffer.from(
    `${rows.map((row) => row.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",")).join("\r\n")}\r\n`,
  );

describe("POST /api/customer/contact/import: good files", () => {
  // the phones of rows 3 and 5 are number cells: imported as their digits, with a warning
  const phoneWarnings = (column: string) => [3, 5].map((row) => ({ row, column, field: "phone", message: NUMBER_AS_TEXT.en }));
  it.each([
    ["contacts.xlsx", phoneWarnings("Phone")],
    ["contacts.xls", phoneWarnings("电话")],
    ["contacts-gbk.csv", []],
  ])("stores every cell of %s exactly as in the source", async (name, warnings) => {
    const { id, token } = await freshUser();
    const res = await importFile(token, name, fixture(name));
    expect(res.json()).toEqual({ code: 0, msg: "ok", data: { imported: EXPECTED.length, warnings } });
    const stored = await storedFor(id);
    expect(stored.map(({ id: _id, owner_id, create_time, update_time, ...values }) => values)).toEqual(
      EXPECTED.map(({ row: _row, country, ...values }) => ({ ...values, country_id: countryId.get(country) })),
    );
  });

  it("matches headers without case, spaces or asterisks, in any order, and ignores extra columns", async () => {
    const { id, token } = await freshUser();
    const headers = [
      "  *company NAME 1 ",
      "remark",
      ...EN_HEADERS.filter((h) => h !== "Company name 1").map((h) => h.toUpperCase()),
    ];
    const row = [
      "acme，trading co.,ltd",
      "call first",
      "consignee",
      "",
      " john doe ",
      "+86 1",
      "a@b.cn",
      "road 1",
      "",
      "shanghai",
      "",
      "United States",
      "010000",
      "",
    ];
    const res = await importFile(token, "mixed.csv", csvOf([headers, row]));
    expect(res.json().data).toEqual({ imported: 1, warnings: [] });
    const [stored] = await storedFor(id);
    // the common text fields are normalised as the form does (full-width comma, lower case)
    expect(stored).toMatchObject({
      type: 2,
      company1: "ACME,TRADING CO.,LTD",
      linkman: "JOHN DOE",
      address1: "ROAD 1",
      city: "SHANGHAI",
      country_id: countryId.get("US"),
      zip_code: "010000",
    });
  });

  it("adds to what the user already has and never touches another user's contacts", async () => {
    const a = await freshUser();
    const b = await freshUser();
    await importFile(a.token, "contacts.xlsx", fixture("contacts.xlsx"));
    await importFile(a.token, "one.csv", csvOf([EN_HEADERS, GOOD]));
    expect(await storedFor(a.id)).toHaveLength(EXPECTED.length + 1);
    expect(await storedFor(b.id)).toHaveLength(0);
  });
});

describe("POST /api/customer/contact/import: rows in error", () => {
  it("stores nothing when one row is bad and names its row and column", async () => {
    const { id, token } = await freshUser();
    const en = await importFile(token, "one-bad-row.xlsx", fixture("one-bad-row.xlsx"));
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      code: 1,
      error_code: "IMPORT_ROWS_INVALID",
      msg: "Problems found: 1; nothing was imported",
      errors: [
        {
          row: 3,
          column: "Company name 1",
          field: "company1",
          message:
            "Company name 1 may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
        },
      ],
    });
    const cn = await importFile(token, "one-bad-row.xlsx", fixture("one-bad-row.xlsx"), "cn");
    expect(cn.json().msg).toBe("1 处数据有误，未导入任何记录");
    expect(cn.json().errors).toEqual([
      {
        row: 3,
        column: "Company name 1",
        field: "company1",
        message: "公司名称1只能包含大写字母、数字、点、下划线、逗号、连字符、斜杠、撇号、括号和空格",
      },
    ]);
    expect(await storedFor(id)).toHaveLength(0);
  });

  it("stores nothing when the bad row comes after rows already stored in batches (2,000 a batch)", async () => {
    const { id, token } = await freshUser();
    const good = Array.from({ length: 4_600 }, (_, i) => [...GOOD.slice(0, 3), `JOHN ${i}`, ...GOOD.slice(4)]);
    const bad = [...GOOD];
    bad[10] = "ATLANTIS";
    const refused = await importFile(token, "late-bad-row.xlsx", xlsxOf([EN_HEADERS, ...good, bad, GOOD]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error_code: "IMPORT_ROWS_INVALID", errors: [{ row: 4_602, field: "country" }] });
    expect(await storedFor(id)).toHaveLength(0);

    const fixed = await importFile(token, "late-bad-row.xlsx", xlsxOf([EN_HEADERS, ...good, GOOD]));
    expect(fixed.json().data).toEqual({ imported: 4_601, warnings: [] });
    const stored = await storedFor(id);
    expect(stored).toHaveLength(4_601);
    expect([stored[0].linkman, stored[4_599].linkman, stored[4_600].linkman]).toEqual(["JOHN 0", "JOHN 4599", "JOHN DOE"]);
  });

  it("refuses a formula cell with its own message", async () => {
    const { id, token } = await freshUser();
    for (const [lang, message] of [
      ["en", "Formulas are not allowed"],
      ["cn", "不能使用公式"],
    ] as const) {
      const res = await importFile(token, "formula.xlsx", fixture("formula.xlsx"), lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_code: "IMPORT_ROWS_INVALID",
        errors: [{ row: 3, column: "Contact person", field: "linkman", message }],
      });
    }
    const csv = await importFile(token, "f.csv", csvOf([EN_HEADERS, GOOD.map((c, i) => (i === 11 ? '=TEXT(1,"000000")' : c))]));
    expect(csv.json().errors).toEqual([{ row: 2, column: "Zip code", field: "zip_code", message: "Formulas are not allowed" }]);
    expect(await storedFor(id)).toHaveLength(0);
  });

  it("lists each problem of each row, in column order, with the header as written in the file", async () => {
    const { id, token } = await freshUser();
    const headers = CN_HEADERS.map((h) => (h === "国家/地区" ? " 国家/地区 " : h));
    const rows = [
      headers,
      GOOD.map((c, i) => (i === 0 ? "5" : i === 10 ? "Atlantis" : c)),
      [],
      GOOD.map((c, i) => (i === 1 ? "" : i === 5 ? "not-an-email" : c)),
      GOOD.map((c, i) => (i === 0 ? "" : i === 10 ? "" : c)),
      GOOD.map((c, i) => (i === 10 ? "congo" : c)),
      GOOD,
    ];
    const res = await importFile(token, "errors.csv", csvOf(rows), "cn");
    expect(res.json().msg).toBe("7 处数据有误，未导入任何记录");
    expect(res.json().errors).toEqual([
      { row: 2, column: "类型", field: "type", message: "取值应为 1, 2, 3, 4, 发货人, 收货人, 通知人1, 通知人2 之一" },
      { row: 2, column: "国家/地区", field: "country", message: "未知的国家/地区" },
      { row: 4, column: "公司名称1", field: "company1", message: "此项为必填项" },
      { row: 4, column: "邮箱", field: "email", message: "请输入有效的邮箱地址" },
      { row: 5, column: "类型", field: "type", message: "此项为必填项" },
      { row: 5, column: "国家/地区", field: "country", message: "此项为必填项" },
      // "Congo" names two countries: the code is needed
      { row: 6, column: "国家/地区", field: "country", message: "未知的国家/地区" },
    ]);
    expect(await storedFor(id)).toHaveLength(0);
  });

  it("lists at most 1000 problems but counts them all", async () => {
    const { token } = await freshUser();
    const rows = [EN_HEADERS, ...Array.from({ length: 1200 }, () => GOOD.map((c, i) => (i === 10 ? "XX" : c)))];
    const res = await importFile(token, "many.csv", csvOf(rows));
    expect(res.json().msg).toBe("Problems found: 1200; nothing was imported");
    expect(res.json().errors).toHaveLength(1000);
    expect(res.json().errors[999]).toMatchObject({ row: 1001, field: "country" });
  });
});

// What files a spreadsheet program wrote brought in
describe("POST /api/customer/contact/import: number cells and formatted blank rows", () => {
  type Cell = string | { t: "n"; v: number };
  const number = (v: number): Cell => ({ t: "n", v });
  const withCells = (cells: Record<number, Cell>) => GOOD.map((c, i): Cell => cells[i] ?? c);

  it("imports an .xls of ten rows whose formatted blank rows run down to row 60,000", async () => {
    const { id, token } = await freshUser();
    const rows = Array.from({ length: 10 }, (_, i) => withCells({ 1: `ACME ${i} LTD` }));
    const sheet = XLSX.utils.aoa_to_sheet([EN_HEADERS, ...rows]);
    for (let r = 11; r < 60_000; r++) sheet[XLSX.utils.encode_cell({ r, c: 11 })] = { t: "z", z: "@" };
    sheet["!ref"] = "A1:M60000";
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, "Contacts");
    const file: Buffer = XLSX.write(workbook, { type: "buffer", bookType: "biff8" });
    expect(XLSX.read(file, { type: "buffer", sheetStubs: true }).Sheets.Contacts["!ref"]).toBe("A1:M60000");

    const res = await importFile(token, "padded.xls", file);
    expect(res.json()).toEqual({ code: 0, msg: "ok", data: { imported: 10, warnings: [] } });
    expect((await storedFor(id)).map((row) => row.company1)).toEqual(rows.map((row) => row[1]));
  });

  it("refuses a number the spreadsheet program rounded, naming the cell, in both languages", async () => {
    const { id, token } = await freshUser();
    // an 18-digit company code Excel keeps as 9.131E+17, a 16-digit number it cut to 15 digits
    const file = xlsxOf([EN_HEADERS, GOOD, withCells({ 7: number(6222021234567890), 12: number(Number("913100001234567890")) })]);
    for (const lang of ["en", "cn"] as const) {
      const res = await importFile(token, "rounded.xlsx", file, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_code: "IMPORT_ROWS_INVALID",
        errors: [
          { row: 3, column: "Address 2", field: "address2", message: LOST_DIGITS[lang] },
          { row: 3, column: "Company code", field: "e_code", message: LOST_DIGITS[lang] },
        ],
      });
    }
    expect(await storedFor(id)).toHaveLength(0);
  });

  it.each(["contacts-rounded-code-gbk.csv", "contacts-rounded-code.xlsx"])(
    "refuses the credit code a spreadsheet program turned into 9.13100007109348E+17 in %s (LibreOffice wrote it)",
    async (name) => {
      const { id, token } = await freshUser();
      const file = readFileSync(new URL(`./fixtures/sheets/${name}`, import.meta.url));
      if (name.endsWith(".csv")) expect(file.toString("latin1")).toContain("9.13100007109348E+017");
      for (const lang of ["en", "cn"] as const) {
        const res = await importFile(token, name, file, lang);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          error_code: "IMPORT_ROWS_INVALID",
          errors: [{ row: 3, column: "企业代码", field: "e_code", message: LOST_DIGITS[lang] }],
        });
        expect(res.json().errors).toHaveLength(1);
      }
      expect(await storedFor(id)).toHaveLength(0);
    },
  );

  it("imports number cells in code columns as their digits and warns about each, in both languages", async () => {
    const { id, token } = await freshUser();
    const row = withCells({ 0: number(1), 4: number(13800138000), 11: number(10000), 12: number(12345) });
    for (const lang of ["en", "cn"] as const) {
      const res = await importFile(token, "numbers.xlsx", xlsxOf([EN_HEADERS, row]), lang);
      expect(res.json().data).toEqual({
        imported: 1,
        warnings: [
          { row: 2, column: "Phone", field: "phone", message: NUMBER_AS_TEXT[lang] },
          { row: 2, column: "Zip code", field: "zip_code", message: NUMBER_AS_TEXT[lang] },
          { row: 2, column: "Company code", field: "e_code", message: NUMBER_AS_TEXT[lang] },
        ],
      });
    }
    expect(await storedFor(id)).toMatchObject([
      { type: 1, phone: "13800138000", zip_code: "10000", e_code: "12345" },
      { type: 1, phone: "13800138000", zip_code: "10000", e_code: "12345" },
    ]);
    // a CSV has no number cells: the same text comes in without a warning
    const csv = await importFile(
      token,
      "numbers.csv",
      csvOf([EN_HEADERS, row.map((c) => (typeof c === "string" ? c : String(c.v)))]),
    );
    expect(csv.json().data).toEqual({ imported: 1, warnings: [] });
  });

  it("lists at most 1000 warnings and still imports every row", async () => {
    const { id, token } = await freshUser();
    const res = await importFile(
      token,
      "many.xlsx",
      xlsxOf([EN_HEADERS, ...Array.from({ length: 1200 }, () => withCells({ 11: number(10000) }))]),
    );
    expect(res.json().data.imported).toBe(1200);
    expect(res.json().data.warnings).toHaveLength(1000);
    expect(res.json().data.warnings[999]).toMatchObject({ row: 1001, field: "zip_code" });
    expect(await storedFor(id)).toHaveLength(1200);
  });
});

describe("POST /api/customer/contact/import: bad files", () => {
  const sixtyThousandRows = xlsxOf([EN_HEADERS, ...Array.from({ length: 60_000 }, () => ["1"])]);
  const gigabyteBomb = zerosDeflated(1024);
  const bad: { name: string; file: () => [string, Buffer]; status: number; code: string; en: string; cn: string }[] = [
    {
      name: "a text file renamed .xlsx",
      file: () => ["text-renamed.xlsx", fixture("text-renamed.xlsx")],
      status: 415,
      code: "IMPORT_FILE_TYPE",
      en: "Only xlsx, xls, csv files can be imported",
      cn: "只支持 xlsx, xls, csv 文件",
    },
    {
      name: "another extension",
      file: () => ["contacts.ods", fixture("contacts.xlsx")],
      status: 415,
      code: "IMPORT_FILE_TYPE",
      en: "Only xlsx, xls, csv files can be imported",
      cn: "只支持 xlsx, xls, csv 文件",
    },
    {
      name: "a 1 MB zip declaring 1 GiB",
      file: () => [
        "bomb.xlsx",
        buildZip([{ name: "xl/worksheets/sheet1.xml", data: gigabyteBomb, deflated: true, declaredSize: 1024 ** 3 }]),
      ],
      status: 413,
      code: "IMPORT_TOO_LARGE",
      en: "The file is too large once unpacked, or holds too many entries",
      cn: "文件解压后过大或条目过多",
    },
    {
      name: "a 1 MB zip that inflates to 1 GiB while declaring 1 KB",
      file: () => [
        "bomb.xlsx",
        buildZip([{ name: "xl/worksheets/sheet1.xml", data: gigabyteBomb, deflated: true, declaredSize: 1024 }]),
      ],
      status: 413,
      code: "IMPORT_TOO_LARGE",
      en: "The file is too large once unpacked, or holds too many entries",
      cn: "文件解压后过大或条目过多",
    },
    {
      name: "a zip of 1001 entries",
      file: () => [
        "many.xlsx",
        buildZip(Array.from({ length: 1001 }, (_, i) => ({ name: `e${i}.xml`, data: Buffer.from("<a/>") }))),
      ],
      status: 413,
      code: "IMPORT_TOO_LARGE",
      en: "The file is too large once unpacked, or holds too many entries",
      cn: "文件解压后过大或条目过多",
    },
    {
      name: "a zip that holds no workbook",
      file: () => ["archive.xlsx", buildZip([{ name: "readme.txt", data: Buffer.from("hello") }])],
      status: 400,
      code: "IMPORT_UNREADABLE",
      en: "The file cannot be read; save it again from the template and retry",
      cn: "无法读取该文件，请使用模板重新保存后再导入",
    },
    {
      name: "a 60,000-row sheet",
      file: () => ["big.xlsx", sixtyThousandRows],
      status: 400,
      code: "IMPORT_TOO_MANY_ROWS",
      en: "A file may hold at most 50000 rows; this one has 60000",
      cn: "每个文件最多 50000 行，该文件有 60000 行",
    },
    {
      name: "the wrong headers",
      file: () => ["wrong-headers.xlsx", fixture("wrong-headers.xlsx")],
      status: 400,
      code: "IMPORT_BAD_HEADERS",
      en: "The headers do not match the template; missing: Company name 1, Zip code",
      cn: "表头与模板不一致，缺少：公司名称1、邮编",
    },
    {
      name: "headers and no rows",
      file: () => ["empty.xlsx", xlsxOf([EN_HEADERS, []])],
      status: 400,
      code: "IMPORT_EMPTY",
      en: "The file holds no data rows",
      cn: "文件中没有数据行",
    },
    {
      name: "an empty file",
      file: () => ["empty.csv", Buffer.alloc(0)],
      status: 400,
      code: "IMPORT_EMPTY",
      en: "The file holds no data rows",
      cn: "文件中没有数据行",
    },
    {
      name: "a file over 10 MB",
      file: () => ["huge.csv", Buffer.alloc(10 * 1024 * 1024 + 1, 0x41)],
      status: 413,
      code: "FILE_TOO_LARGE",
      en: "File size cannot exceed 10MB",
      cn: "文件大小不能超过10MB",
    },
  ];

  it.each(bad)(
    "refuses $name with its own message in both languages and stores nothing",
    async ({ file, status, code, en, cn }) => {
      const { id, token } = await freshUser();
      const [filename, data] = file();
      for (const [lang, msg] of [
        ["en", en],
        ["cn", cn],
      ] as const) {
        const res = await importFile(token, filename, data, lang);
        expect(res.statusCode).toBe(status);
        // a problem with the file part is also named on the field `file`, for the form
        expect(res.json()).toMatchObject({ code: 1, error_code: code, msg });
      }
      expect(await storedFor(id)).toHaveLength(0);
    },
  );

  it("wants exactly one part named file", async () => {
    const { token } = await freshUser();
    expect((await post(token, [])).json()).toMatchObject({ error_code: "FILE_REQUIRED" });
    const extra = await post(token, [
      { name: "note", value: "x" },
      { name: "file", filename: "a.csv", data: csvOf([EN_HEADERS, GOOD]) },
    ]);
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({
      error_code: "VALIDATION_FAILED",
      errors: [{ field: "note", message: "Unknown field" }],
    });
  });

  it("needs a signed-in user with the contact authority", async () => {
    expect((await importFile(null as never, "a.csv", csvOf([EN_HEADERS, GOOD]))).statusCode).toBe(401);
    const operator = await freshUser(["operator"]);
    expect((await importFile(operator.token, "a.csv", csvOf([EN_HEADERS, GOOD]))).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/customer/contact/template", headers: auth(operator.token) })).statusCode,
    ).toBe(403);
  });
});

describe("GET /api/customer/contact/template", () => {
  async function template(token: string, lang: "cn" | "en", query = "") {
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/customer/contact/template${query}`,
      headers: auth(token, lang),
    });
    expect(res.statusCode).toBe(200);
    return res;
  }
  const rowsOf = (data: Buffer) =>
    XLSX.utils.sheet_to_json<string[]>(
      XLSX.read(data, { type: "buffer" }).Sheets[XLSX.read(data, { type: "buffer" }).SheetNames[0]],
      { header: 1, raw: false },
    );

  it("answers an .xlsx with the headers in the caller's language, as an attachment", async () => {
    const { token } = await freshUser();
    const cn = await template(token, "cn");
    expect(cn.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(cn.headers["content-disposition"]).toBe(
      `attachment; filename="contacts-template.xlsx"; filename*=UTF-8''${encodeURIComponent("联系人导入模板.xlsx")}`,
    );
    expect(cn.headers["x-content-type-options"]).toBe("nosniff");
    expect(rowsOf(cn.rawPayload)[0]).toEqual(CN_HEADERS);
    // ?lang= wins over the header
    const en = await template(token, "cn", "?lang=en");
    expect(en.headers["content-disposition"]).toContain("filename*=UTF-8''contacts-import-template.xlsx");
    expect(rowsOf(en.rawPayload)[0]).toEqual(EN_HEADERS);
    const bad = await ctx.app.inject({ method: "GET", url: "/api/customer/contact/template?lang=fr", headers: auth(token) });
    expect(bad.statusCode).toBe(400);
  });

  it.each(["cn", "en"] as const)("takes its own template back once filled in (%s)", async (lang) => {
    const { id, token } = await freshUser();
    const filled = XLSX.read((await template(token, lang)).rawPayload, { type: "buffer", cellStyles: true, cellNF: true });
    const sheet = filled.Sheets[filled.SheetNames[0]];
    const added = [
      "4",
      "OCEAN LINE LTD",
      "",
      "LI LEI",
      "13800138000",
      "",
      "NO. 1 ROAD",
      "",
      "NINGBO",
      "ZHEJIANG",
      "CN",
      "315000",
      "",
    ];
    XLSX.utils.sheet_add_aoa(sheet, [added.map((v) => ({ t: "s", v, z: "@" }))], { origin: -1 });
    const res = await importFile(token, "filled.xlsx", XLSX.write(filled, { type: "buffer", bookType: "xlsx" }), lang);
    expect(res.json().data).toEqual({ imported: 2, warnings: [] });
    const stored = await storedFor(id);
    expect(stored[0]).toMatchObject({
      type: 1,
      company1: "SHANGHAI HAIYUN TRADING CO., LTD",
      country_id: countryId.get("CN"),
      zip_code: "010000",
      e_code: "0012345",
    });
    expect(stored[0].company2).toBe(lang === "cn" ? "上海海运贸易有限公司" : "");
    expect(stored[1]).toMatchObject({
      type: 4,
      company1: "OCEAN LINE LTD",
      phone: "13800138000",
      city: "NINGBO",
      zip_code: "315000",
    });
  });
});
