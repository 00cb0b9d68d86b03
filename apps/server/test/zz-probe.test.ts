import { it } from "vitest";
import { auth, createTestUser, loginAs, multipart, pngImage, setupApp } from "./helpers";

const ctx = await setupApp();

it("probe", async () => {
  const u = await createTestUser(ctx.db);
  const t = await loginAs(ctx.app, u.username);
  const base = { linkman: "A", phone: "+86123", company1: "C", address1: "X", city: "Y", country_id: 1 };
  const show = async (label: string, res: any) => console.log(label, res.statusCode, res.body.slice(0, 300));
  for (const extra of [{ country_id: true }, { country_id: "45" }, { country_id: [5] }, { country_id: 99999999999 }, { industries: "99999999999" }, { logo: 99999999999 }, { logo: "3" }, {company2: 5}]) {
    await show(JSON.stringify(extra), await ctx.app.inject({ method: "PUT", url: "/api/userinfo", headers: auth(t), payload: { ...base, ...extra } }));
  }
  await show("port big", await ctx.app.inject({ url: "/api/port/99999999999" }));
  await show("file big", await ctx.app.inject({ url: "/api/file/99999999999/abcdefghijklmnop" }));
  await show("docs", await ctx.app.inject({ url: "/api/docs" }));
  const big = Buffer.concat([pngImage(), Buffer.alloc(3 * 1024 * 1024)]);
  const m = multipart([{ name: "purpose", value: "logo" }, { name: "file", filename: "big.png", data: big }]);
  await show("big", await ctx.app.inject({ method: "POST", url: "/api/upload", headers: { ...auth(t), ...m.headers }, payload: m.payload }));
  const two = multipart([{ name: "purpose", value: "logo" }, { name: "file", filename: "a.png", data: pngImage() }, { name: "file", filename: "b.png", data: pngImage() }]);
  await show("two", await ctx.app.inject({ method: "POST", url: "/api/upload", headers: { ...auth(t), ...two.headers }, payload: two.payload }));
  const one = multipart([{ name: "purpose", value: "logo" }, { name: "file", filename: "a.png", data: pngImage() }]);
  await show("one", await ctx.app.inject({ method: "POST", url: "/api/upload", headers: { ...auth(t), ...one.headers }, payload: one.payload }));
  const r = await ctx.app.inject({ url: "/api/country?size=1000", headers: { lang: "cn" } });
  console.log(r.json().data.list.filter((c: any) => ["CN", "US"].includes(c.code)));
  const r2 = await ctx.app.inject({ url: "/api/country?size=1000", headers: { lang: "en" } });
  console.log(r2.json().data.list.filter((c: any) => ["CN", "US"].includes(c.code)), r2.json().data.total);
});
