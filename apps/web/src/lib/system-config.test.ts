import { CONFIG_DEFAULTS } from "@haiyun/shared/constants/config";
import { afterEach, describe, expect, it, vi } from "vitest";

/** lib/system-config as a page loads it: it reads the page's embedded configuration once, at import. */
async function loadWithPage(html: string) {
  document.head.innerHTML = html;
  vi.resetModules();
  return import("./system-config");
}

describe("the configuration embedded in the page", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("is the configuration query's data from the start, over the defaults", async () => {
    const pairs = [
      { name: "app_title", value: "</script> 海运 & Co" },
      { name: "app_color", value: "#123456" },
    ];
    const json = JSON.stringify(pairs).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    const { systemConfigQuery } = await loadWithPage(`<script type="application/json" id="site-config">${json}</script>`);
    const query = systemConfigQuery();
    expect(query.initialData).toEqual({ ...CONFIG_DEFAULTS, app_title: "</script> 海运 & Co", app_color: "#123456" });
    expect(query.initialDataUpdatedAt).toBeGreaterThan(0);
  });

  it("is absent when the page has none or an unreadable one: the query asks the server", async () => {
    expect((await loadWithPage("")).systemConfigQuery().initialData).toBeUndefined();
    const broken = await loadWithPage('<script type="application/json" id="site-config">{not json</script>');
    expect(broken.systemConfigQuery().initialData).toBeUndefined();
    const notList = await loadWithPage('<script type="application/json" id="site-config">{"app_title":"x"}</script>');
    expect(notList.systemConfigQuery().initialData).toBeUndefined();
  });
});
