import { actionRoutes, contractOf, ORDER_ACTIONS } from "@haiyun/shared";
import { describe, expect, it } from "vitest";
import { setupApp } from "./helpers";
import { pathMatches, scanSource, scanWebSources, type WebCall } from "./web-calls";

// The web app and the server agree on every route: each API call the web source spells out, in
// every feature, reaches a route the server registered with that method, and every route of the
// order actions' shared contract (which the web's action client builds its calls from) is
// registered. A renamed or removed route fails here, not in a browser.

const { app } = await setupApp();
const routes = app.routeTable.map(({ method, url }) => ({ method, url }));

const reaches = (call: Pick<WebCall, "method" | "pattern">) =>
  routes.some((route) => route.method === call.method && pathMatches(call.pattern, route.url));
const shown = (call: WebCall) => `${call.method} ${call.path} (${call.at})`;

describe("the web app's API calls", () => {
  const { calls } = scanWebSources();

  it("are found across the features (the scan reads the whole web source)", () => {
    expect(calls.length).toBeGreaterThan(20);
    const areas = new Set(calls.map((call) => /apps\/web\/src\/(features\/[^/]+|[^/]+)/.exec(call.at)?.[1]));
    expect(areas.size).toBeGreaterThan(5);
  });

  it("each reach a route the server registers with that method", () => {
    expect(calls.filter((call) => !reaches(call)).map(shown)).toEqual([]);
  });
});

describe("the order actions' contract", () => {
  it("has every route registered on the server with its method", () => {
    const missing = actionRoutes()
      .map(({ route }) => ({ method: route.method, path: `/api${route.path}` }))
      .filter(({ method, path }) => !routes.some((r) => r.method === method && r.url === path))
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it("has every document upload route registered too", () => {
    const uploads = ORDER_ACTIONS.flatMap((action) => {
      const upload = contractOf(action).document?.upload;
      return upload ? [`${upload.method} /api${upload.path}`] : [];
    });
    expect(uploads.length).toBeGreaterThan(0);
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect([...new Set(uploads)].filter((upload) => !registered.has(upload))).toEqual([]);
  });
});

describe("the scan itself", () => {
  const scan = (text: string) => scanSource("x.ts", text);

  it("reads the client's verbs, templates and buildUrl(), and skips a URL computed elsewhere", () => {
    const found = scan(
      [
        'api.get<Page<Rate>>("/rate", { page }, { signal });',
        `api.post(\`/order/\${id}/cancel\`, { reason });`,
        'api.upload("/attachment", form);',
        'api.download(buildUrl("/rate/export", { ...filters }));',
        "api.put(routeOf(action, id), body);",
        `fetch(\`/api/system/captcha?t=\${Date.now()}\`);`,
      ].join("\n"),
    );
    expect(found.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /api/rate",
      `POST /api/order/\${id}/cancel`,
      "POST /api/attachment",
      "GET /api/rate/export",
      "GET /api/system/captcha",
    ]);
    expect(found.skipped).toEqual(["x.ts:5"]);
  });

  it("fails a call to a path or with a method the server does not have", () => {
    const wrong = scan(
      [
        `api.put(\`/order/\${id}/cancle\`, {});`,
        `api.put(\`/order/\${order.id}/bookings\`, {});`,
        'api.delete("/rate/import");',
        'api.get("/order/booking");',
      ].join("\n"),
    ).calls;
    expect(wrong).toHaveLength(4);
    expect(wrong.filter(reaches)).toEqual([]);
  });

  it("lets an id fill a :param, and a named variable pick a literal segment", () => {
    const right = scan(
      [
        `api.post(\`/order/\${id}/cancel\`, {});`,
        `api.put(\`/order/booking/\${orderId}\`, {});`,
        `api.put(\`/ops/order/\${id}/\${action}\`, { reason });`,
        `api.get(\`/admin/reference/\${kind}\`);`,
        `api.get(\`/\${kind.replace("_", "-")}\`);`,
      ].join("\n"),
    ).calls;
    expect(right).toHaveLength(5);
    expect(right.filter((call) => !reaches(call))).toEqual([]);
  });
});
