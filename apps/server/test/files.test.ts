import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { LIMITS } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countries, files, users } from "../src/db/schema";
import { demoPdf } from "../src/db/seed/demo-orders";
import { auth, createTestUser, loginAs, type MultipartPart, multipart, pngImage, setupApp } from "./helpers";

// POST /upload: uploads judged by their bytes, type allow-list and size limit
// before anything is stored; downloads as attachments with nosniff.
const ctx = await setupApp();
const { db } = ctx.db;

let token: string;
let otherToken: string;
let owner: Awaited<ReturnType<typeof createTestUser>>;
beforeAll(async () => {
  owner = await createTestUser(ctx.db);
  const other = await createTestUser(ctx.db);
  token = await loginAs(ctx.app, owner.username);
  otherToken = await loginAs(ctx.app, other.username);
});

const PNG = pngImage(4, 3);
const PDF = demoPdf("A TEST DOCUMENT");
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x3b])]);

function upload(parts: MultipartPart[], bearer: string | null = token, lang: "cn" | "en" = "en") {
  const { payload, headers } = multipart(parts);
  return ctx.app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { ...headers, ...(bearer ? auth(bearer, lang) : { lang }) },
    payload,
  });
}
const logo = (filename: string, data: Buffer, contentType = "image/png"): MultipartPart[] => [
  { name: "purpose", value: "logo" },
  { name: "file", filename, data, contentType },
];
const fileCount = () => db.$count(files);

describe("POST /api/upload", () => {
  it("stores a PNG logo and serves the same bytes back as an attachment", async () => {
    const before = await fileCount();
    const res = await upload(logo("company-logo.png", PNG));
    expect(res.statusCode).toBe(200);
    const { file, url } = res.json().data;
    expect(file).toEqual(expect.any(Number));
    expect(url).toMatch(new RegExp(`^/api/file/${file}/[A-Za-z0-9_-]{10,}$`));
    expect(await fileCount()).toBe(before + 1);

    const [row] = await db.select().from(files).where(eq(files.id, file));
    expect(row).toMatchObject({ owner_id: owner.id, purpose: "logo", mime: "image/png", size: PNG.length });

    // the URL is a capability: no bearer token needed (an <img src> cannot send one)
    const download = await ctx.app.inject({ method: "GET", url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(download.headers["content-disposition"]).toContain("company-logo.png");
  });

  // the bytes are copied and hashed chunk by chunk as they stream in (lib/multipart.ts)
  it.each([
    ["its length declared", false],
    ["its length not declared (a chunked body)", true],
  ])("keeps a 2 MB logo byte for byte, with its size and SHA-256, %s", async (_label, chunked) => {
    const data = Buffer.concat([PNG, randomBytes(LIMITS.IMAGE_MAX_BYTES - PNG.length)]);
    const { payload, headers } = multipart(logo("big.png", data));
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { ...headers, ...auth(token) },
      payload: chunked ? Readable.from([payload.subarray(0, 1000), payload.subarray(1000)]) : payload,
    });
    expect(res.statusCode).toBe(200);
    const { file, url } = res.json().data;
    const [row] = await db.select().from(files).where(eq(files.id, file));
    expect(row).toMatchObject({ size: data.length, sha256: createHash("sha256").update(data).digest("hex") });
    const download = await ctx.app.inject({ method: "GET", url });
    expect(download.rawPayload.equals(data)).toBe(true);
  });

  it("answers 404 for a wrong token in the file URL", async () => {
    const { file, url } = (await upload(logo("logo.png", PNG))).json().data;
    const token = url.split("/").pop() as string;
    const wrong = token.replace(/^./, token[0] === "A" ? "B" : "A");
    const res = await ctx.app.inject({ method: "GET", url: `/api/file/${file}/${wrong}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1, error_code: "RECORD_NOT_FOUND" });
    // another file's token does not open this one either
    const other = (await upload(logo("other.png", PNG))).json().data;
    expect((await ctx.app.inject({ method: "GET", url: `/api/file/${file}/${other.url.split("/").pop()}` })).statusCode).toBe(
      404,
    );
  });

  describe("refuses and stores nothing", () => {
    const cases: [string, () => Promise<Awaited<ReturnType<typeof upload>>>, number, Record<string, unknown>][] = [
      [
        "a 3 MB png",
        () => upload(logo("huge.png", Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]))),
        413,
        { error_code: "FILE_TOO_LARGE", msg: "File size cannot exceed 2MB" },
      ],
      ["a PDF renamed .png", () => upload(logo("scan.png", PDF)), 415, { error_code: "FILE_TYPE_NOT_ALLOWED" }],
      ["an empty file", () => upload(logo("empty.png", Buffer.alloc(0))), 400, { error_code: "FILE_EMPTY" }],
      ["a GIF", () => upload(logo("anim.gif", GIF, "image/gif")), 415, { error_code: "FILE_TYPE_NOT_ALLOWED" }],
      ["a PNG named .gif", () => upload(logo("anim.gif", PNG, "image/gif")), 415, { error_code: "FILE_TYPE_NOT_ALLOWED" }],
      ["no file", () => upload([{ name: "purpose", value: "logo" }]), 400, { error_code: "FILE_REQUIRED" }],
      [
        "a file without a purpose",
        () => upload([{ name: "file", filename: "logo.png", data: PNG }]),
        400,
        { error_code: "VALIDATION_FAILED", errors: [{ field: "purpose", message: "This field is required" }] },
      ],
      [
        "an unknown purpose",
        () =>
          upload([
            { name: "purpose", value: "avatar" },
            { name: "file", filename: "logo.png", data: PNG },
          ]),
        400,
        { error_code: "VALIDATION_FAILED", errors: [{ field: "purpose", message: expect.stringContaining("logo") }] },
      ],
      ["a caller without a token", () => upload(logo("logo.png", PNG), null), 401, { error_code: "AUTH_REQUIRED" }],
      [
        "a JSON body",
        () => ctx.app.inject({ method: "POST", url: "/api/upload", headers: auth(token), payload: { purpose: "logo" } }),
        415,
        { error_code: "UNSUPPORTED_MEDIA_TYPE" },
      ],
    ];

    it.each(cases)("%s", async (_label, send, status, body) => {
      const before = await fileCount();
      const res = await send();
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code: 1, ...body });
      expect(await fileCount()).toBe(before);
    });

    it("names the size limit in Chinese too", async () => {
      const res = await upload(logo("huge.png", Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])), token, "cn");
      expect(res.statusCode).toBe(413);
      expect(res.json().msg).toBe("文件大小不能超过2MB");
    });

    // the first file must not be stored when a second one breaks the one-file limit
    it("two files in one request", async () => {
      const before = await fileCount();
      const res = await upload([...logo("a.png", PNG), { name: "file", filename: "b.png", data: PNG }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: "file", message: "May be sent only once" }]);
      expect(await fileCount()).toBe(before);
    });
  });
});

describe("logo on the profile", () => {
  const profile = (logoId: number) => ({
    linkman: "LI MING",
    phone: "+8657487000000",
    company1: "NINGBO TRADING CO., LTD.",
    address1: "NO. 1 ZHONGSHAN ROAD",
    city: "NINGBO",
    country_id: chinaId,
    logo: logoId,
  });
  let chinaId: number;
  beforeAll(async () => {
    [{ id: chinaId }] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, "CN"));
  });

  it("accepts the caller's own uploaded logo and shows its URL", async () => {
    const { file, url } = (await upload(logo("mine.png", PNG))).json().data;
    const res = await ctx.app.inject({ method: "PUT", url: "/api/userinfo", headers: auth(token), payload: profile(file) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ logo: file, logo_url: url });
  });

  it("refuses a file id that belongs to another user and saves nothing", async () => {
    const foreign = (await upload(logo("theirs.png", PNG), otherToken)).json().data.file;
    const [before] = await db.select().from(users).where(eq(users.id, owner.id));
    const res = await ctx.app.inject({ method: "PUT", url: "/api/userinfo", headers: auth(token), payload: profile(foreign) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: "VALIDATION_FAILED", errors: [{ field: "logo" }] });
    const [after] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(after).toEqual(before);
    expect(after.logo).not.toBe(foreign);
  });
});

// ids past PostgreSQL's integer range are refused before any query (not a 500)
it("answers 400 for a file id beyond the integer range", async () => {
  const res = await ctx.app.inject({ method: "GET", url: "/api/file/99999999999/abcdefghijklmnop" });
  expect(res.statusCode).toBe(400);
});
