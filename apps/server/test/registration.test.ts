import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { businesses, countries, files, industries, outbox, ports, routes, users } from "../src/db/schema";
import { demoPdf } from "../src/db/seed/demo-orders";
import { auth, loginAs, type MultipartPart, multipart, pngImage, setupApp, someAddress, TEST_PASSWORD } from "./helpers";

// POST /api/userinfo, multipart, creates a shipper.
const ctx = await setupApp();
const { db } = ctx.db;

const [china] = await db.select().from(countries).where(eq(countries.code, "CN"));
const firstIds = async (table: typeof industries) =>
  (await db.select({ id: table.id }).from(table).orderBy(table.id).limit(2)).map((r) => r.id);

const PNG = pngImage(8, 8);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from("JFIF-like test bytes"),
  Buffer.from([0xff, 0xd9]),
]);
const PDF = demoPdf("A TEST DOCUMENT");

let serial = 0;
function fields(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  serial += 1;
  return {
    username: `shipper${serial}-${Date.now()}@example.com`,
    password: TEST_PASSWORD,
    linkman: "WANG FANG",
    phone: "+8657487001234",
    company1: "NINGBO HARBOUR TRADING CO., LTD.",
    company2: "宁波海港贸易有限公司",
    address1: "NO. 8 JIEFANG SOUTH ROAD",
    address2: "ROOM 1201",
    city: "NINGBO",
    province: "ZHEJIANG",
    country_id: String(china.id),
    zip_code: "315000",
    credit_no: "91330200MA2AAAAA1X",
    profile: "",
    agree: "true",
    ...overrides,
  };
}

type Upload = { name: string; filename: string; data: Buffer; contentType?: string };
function register(form: Record<string, string | undefined>, uploads: Upload[] = [], lang: "cn" | "en" = "en") {
  const parts: MultipartPart[] = Object.entries(form)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({ name, value }));
  const { payload, headers } = multipart([...parts, ...uploads]);
  return ctx.app.inject({
    method: "POST",
    url: "/api/userinfo",
    headers: { ...headers, lang },
    payload,
    remoteAddress: someAddress(),
  });
}

const counts = async () => ({ users: await db.$count(users), files: await db.$count(files), outbox: await db.$count(outbox) });
const userNamed = (username: string) =>
  db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .then((rows) => rows[0]);

describe("a successful registration", () => {
  it("creates a shipper with its logo and licence who can then sign in, and queues a welcome mail", async () => {
    const form = fields({ first_name: "SOMEONE ELSE" });
    const res = await register(form, [
      { name: "logo", filename: "logo.png", data: PNG, contentType: "image/png" },
      { name: "license", filename: "licence.jpeg", data: JPEG, contentType: "image/jpeg" },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: "ok", data: { id: expect.any(Number), username: form.username } });

    const user = await userNamed(form.username as string);
    // first_name equals linkman, whatever the form sent
    expect(user).toMatchObject({ roles: ["shipper"], enabled: true, lang: "en", linkman: "WANG FANG", first_name: "WANG FANG" });
    const stored = await db.select().from(files).where(eq(files.owner_id, user.id));
    expect(stored.map((f) => [f.purpose, f.mime, f.size]).sort()).toEqual([
      ["license", "image/jpeg", JPEG.length],
      ["logo", "image/png", PNG.length],
    ]);

    const mails = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, form.username as string));
    expect(mails).toMatchObject([{ kind: "welcome", lang: "en", subject: "Welcome to Haiyun" }]);
    expect(mails[0].text).toContain("Dear WANG FANG");

    const token = await loginAs(ctx.app, form.username as string);
    const info = (await ctx.app.inject({ method: "GET", url: "/api/userinfo", headers: auth(token) })).json().data;
    expect([...info.authorities].sort()).toEqual(["contact", "order", "quote", "quote_booking", "quote_rfq", "shipper", "user"]);
    expect(info.logo_url).toMatch(/^\/api\/file\/\d+\//);
  });

  it("fills an empty profile with the default text in mode 1, in the registrant's language", async () => {
    const cn = fields({ profile: "   " });
    expect((await register(cn, [], "cn")).statusCode).toBe(200);
    expect((await userNamed(cn.username as string)).profile).toBe("该公司暂未填写简介。");
    const en = fields();
    expect((await register(en)).statusCode).toBe(200);
    expect((await userNamed(en.username as string)).profile).toBe("This company has not written a profile yet.");
    const own = fields({ profile: "We ship furniture." });
    expect((await register(own)).statusCode).toBe(200);
    expect((await userNamed(own.username as string)).profile).toBe("We ship furniture.");
  });

  it("stores the comma lists in mode 2 and leaves an empty profile empty", async () => {
    const lists = {
      industries: (await firstIds(industries)).join(","),
      businesses: (await firstIds(businesses)).join(","),
      routes: (await firstIds(routes)).join(","),
      ports: (await firstIds(ports)).join(","),
    };
    await ctx.app.configService.set({ app_mode: "2" });
    try {
      const form = fields(lists);
      expect((await register(form)).statusCode).toBe(200);
      const token = await loginAs(ctx.app, form.username as string);
      const info = (await ctx.app.inject({ method: "GET", url: "/api/userinfo", headers: auth(token) })).json().data;
      expect(info).toMatchObject({ ...lists, profile: "" });
    } finally {
      await ctx.app.configService.set({ app_mode: "1" });
    }
  });
});

// The common text pattern: company names, addresses, linkman, city and province, as in the
// contact form; company2 is the company's local name and stays as typed.
describe("the common text pattern", () => {
  it("stores lowercase and full-width text in uppercase ASCII, company2 as typed", async () => {
    const form = fields({
      linkman: "wang fang",
      company1: "ningbo harbour trading co., ltd.",
      company2: "宁波海港贸易有限公司 Ningbo",
      address1: "ｎｏ． 8 jiefang south road",
      address2: "room 1201",
      city: "ningbo",
      province: "zhejiang",
    });
    const res = await register(form);
    expect(res.statusCode).toBe(200);
    expect(await userNamed(form.username as string)).toMatchObject({
      linkman: "WANG FANG",
      first_name: "WANG FANG",
      company1: "NINGBO HARBOUR TRADING CO., LTD.",
      company2: "宁波海港贸易有限公司 Ningbo",
      address1: "NO. 8 JIEFANG SOUTH ROAD",
      address2: "ROOM 1201",
      city: "NINGBO",
      province: "ZHEJIANG",
    });
  });

  it("refuses Chinese characters with the message naming the field, in the caller's language, and stores nothing", async () => {
    const before = await counts();
    const en = await register(fields({ company1: "宁波海港贸易有限公司", city: "宁波" }));
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([
      {
        field: "company1",
        message:
          "Company name 1 may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
      },
      {
        field: "city",
        message:
          "City may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
      },
    ]);
    const cn = await register(fields({ province: "浙江" }), [], "cn");
    expect(cn.statusCode).toBe(400);
    expect(cn.json().errors).toEqual([
      { field: "province", message: "省/州只能包含大写字母、数字、点、下划线、逗号、连字符、斜杠、撇号、括号和空格" },
    ]);
    expect(await counts()).toEqual(before);
  });
});

describe("an e-mail already registered", () => {
  it("is refused with 409 on username whatever its case, and nothing is stored", async () => {
    const form = fields({ username: `Taken-${Date.now()}@Example.com` });
    expect((await register(form)).statusCode).toBe(200);
    const before = await counts();

    const again = await register({ ...form, username: (form.username as string).toLowerCase() }, [
      { name: "logo", filename: "logo.png", data: PNG },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 1,
      error_code: "USER_EMAIL_TAKEN",
      msg: "This e-mail is already registered",
      errors: [{ field: "username", message: "This e-mail is already registered" }],
    });
    const cn = await register({ ...form, username: (form.username as string).toUpperCase() }, [], "cn");
    expect(cn.statusCode).toBe(409);
    expect(cn.json()).toMatchObject({ msg: "该邮箱已注册", errors: [{ field: "username", message: "该邮箱已注册" }] });
    expect(await counts()).toEqual(before);
  });

  it("lets exactly one of two simultaneous registrations of one e-mail through", async () => {
    const form = fields();
    const before = await counts();
    const results = await Promise.all([register(form), register({ ...form, username: (form.username as string).toUpperCase() })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await counts()).toEqual({ ...before, users: before.users + 1, outbox: before.outbox + 1 });
  });
});

describe("refuses bad input with its own message and stores nothing", () => {
  const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
  const cases: [string, () => ReturnType<typeof register>, number, Record<string, unknown>][] = [
    [
      "a 3 MB logo",
      () => register(fields(), [{ name: "logo", filename: "logo.png", data: big }]),
      413,
      {
        error_code: "FILE_TOO_LARGE",
        errors: [{ field: "logo", message: "File size cannot exceed 2MB" }],
      },
    ],
    [
      "a PDF renamed .jpg (after a good logo)",
      () =>
        register(fields(), [
          { name: "logo", filename: "logo.png", data: PNG },
          { name: "license", filename: "licence.jpg", data: PDF, contentType: "image/jpeg" },
        ]),
      415,
      { error_code: "FILE_TYPE_NOT_ALLOWED", errors: [{ field: "license", message: "Only jpg, jpeg, png files are allowed" }] },
    ],
    [
      "a 0-byte logo",
      () => register(fields(), [{ name: "logo", filename: "logo.png", data: Buffer.alloc(0) }]),
      400,
      {
        error_code: "FILE_EMPTY",
        errors: [{ field: "logo", message: "The file is empty" }],
      },
    ],
    [
      "an e-mail with spaces",
      () => register(fields({ username: "wang fang@example.com" })),
      400,
      {
        errors: [{ field: "username", message: "Please enter a valid email address" }],
      },
    ],
    [
      "an e-mail without a domain",
      () => register(fields({ username: "wangfang@" })),
      400,
      {
        errors: [{ field: "username", message: "Please enter a valid email address" }],
      },
    ],
    [
      "a 5-character password",
      () => register(fields({ password: "Qz7#k" })),
      400,
      {
        errors: [{ field: "password", message: "At least 8 characters" }],
      },
    ],
    [
      "a common password",
      () => register(fields({ password: "password1" })),
      400,
      {
        errors: [{ field: "password", message: "This password is too common, please choose another" }],
      },
    ],
    [
      "an unknown field",
      () => register(fields({ roles: "admin" })),
      400,
      { errors: [{ field: "roles", message: "Unknown field" }] },
    ],
    [
      "an unknown file",
      () => register(fields(), [{ name: "avatar", filename: "me.png", data: PNG }]),
      400,
      {
        errors: [{ field: "avatar", message: "Unknown field" }],
      },
    ],
    [
      "a country that does not exist",
      () => register(fields({ country_id: "999999" })),
      400,
      {
        errors: [{ field: "country_id", message: "Invalid value" }],
      },
    ],
    [
      "a phone with letters",
      () => register(fields({ phone: "0574-CALLME" })),
      400,
      {
        errors: [{ field: "phone", message: "Phone may only contain digits and plus" }],
      },
    ],
    [
      "terms not accepted",
      () => register(fields({ agree: "false" })),
      400,
      {
        errors: [{ field: "agree", message: "Please read and agree to the Terms of Use and Privacy Policy" }],
      },
    ],
    [
      "terms missing",
      () => register(fields({ agree: undefined })),
      400,
      {
        errors: [{ field: "agree", message: "Please read and agree to the Terms of Use and Privacy Policy" }],
      },
    ],
  ];

  it.each(cases)("%s", async (_label, send, status, body) => {
    const before = await counts();
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: 1, ...body });
    expect(await counts()).toEqual(before);
  });

  it("names every missing required field", async () => {
    const before = await counts();
    const res = await register({ agree: "true" });
    expect(res.statusCode).toBe(400);
    const named = new Set(res.json().errors.map((e: { field: string }) => e.field));
    expect([...named].sort()).toEqual(["address1", "city", "company1", "country_id", "linkman", "password", "phone", "username"]);
    expect(res.json().errors).toContainEqual({ field: "linkman", message: "This field is required" });
    expect(await counts()).toEqual(before);
  });

  it("says it in Chinese for a cn caller", async () => {
    const before = await counts();
    const common = await register(fields({ password: "password1" }), [], "cn");
    expect(common.json()).toMatchObject({
      msg: "请检查必填项或格式",
      errors: [{ field: "password", message: "密码过于常见，请换一个" }],
    });
    const terms = await register(fields({ agree: "yes" }), [], "cn");
    expect(terms.json()).toMatchObject({ errors: [{ field: "agree", message: "请阅读并同意使用条款和隐私政策" }] });
    const big = await register(
      fields(),
      [{ name: "logo", filename: "a.png", data: Buffer.concat([PNG, Buffer.alloc(3 << 20)]) }],
      "cn",
    );
    expect(big.json()).toMatchObject({ error_code: "FILE_TOO_LARGE", msg: "文件大小不能超过2MB" });
    expect(await counts()).toEqual(before);
  });

  it("answers a JSON body with 415", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/userinfo",
      headers: { lang: "en" },
      payload: fields(),
      remoteAddress: someAddress(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 1, error_code: "UNSUPPORTED_MEDIA_TYPE" });
  });
});
