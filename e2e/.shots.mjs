import { chromium } from "@playwright/test";
const base = "http://localhost:3300";
async function token(username) {
  const res = await fetch(`${base}/api/system/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password: "Haiyun-demo-2026" }) });
  return (await res.json()).data.token;
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const shots = JSON.parse(process.argv[2]);
for (const [name, user, lang, width, path, waitText, action] of shots) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const tk = await token(user);
  await page.goto(base + "/login");
  await page.evaluate(([t, l]) => { localStorage.setItem("token", t); localStorage.setItem("language", l); }, [tk, lang]);
  await page.goto(base + path);
  try { await page.getByText(waitText).first().waitFor({ timeout: 15000 }); } catch (e) { console.log("no text", name, waitText); }
  if (action) { try { await page.getByRole("button", { name: new RegExp(action) }).first().click(); await page.waitForTimeout(800); } catch (e) { console.log("no action", name); } }
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(name, "scrolls sideways:", wide);
  await page.close();
}
await browser.close();
