import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

// Crisp is the one customer-service overlay the portal loads (shared SUPPORTED_SERVICE_PLATFORMS).
const CRISP = ["https://client.crisp.chat", "https://*.crisp.chat", "wss://client.relay.crisp.chat"];

// The policy helmet 8 wrote from our options, in its order: its defaults (default-src … style-src)
// with ours over them, then the directives it has no default for; upgrade-insecure-requests off.
const CSP_DIRECTIVES: [string, string[]][] = [
  ["default-src", ["'self'"]],
  ["base-uri", ["'self'"]],
  ["font-src", ["'self'", "data:", ...CRISP]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'self'"]],
  ["img-src", ["'self'", "data:", "blob:", ...CRISP]],
  ["object-src", ["'none'"]],
  ["script-src", ["'self'", ...CRISP]],
  ["script-src-attr", ["'none'"]],
  // antd writes its CSS-in-JS styles at run time
  ["style-src", ["'self'", "'unsafe-inline'", ...CRISP]],
  ["connect-src", ["'self'", ...CRISP]],
  // blob: the bill draft a customer approves shows in a frame from the bytes fetched with their token
  ["frame-src", ["'self'", "blob:", ...CRISP]],
];

/**
 * The content security policy; `scripts` adds sources to script-src (the web page's own inline
 * script, named by its hash: plugins/web-static).
 */
export function contentSecurityPolicy(scripts: string[] = []): string {
  return CSP_DIRECTIVES.map(
    ([name, values]) => `${name} ${(name === "script-src" ? [...values, ...scripts] : values).join(" ")}`,
  ).join(";");
}

/** The headers every answer carries: helmet's set, without cross-origin-embedder-policy. */
export function securityHeaders(options: { hsts: boolean }): [string, string][] {
  return [
    ["content-security-policy", contentSecurityPolicy()],
    ["cross-origin-opener-policy", "same-origin"],
    ["cross-origin-resource-policy", "same-origin"],
    ["origin-agent-cluster", "?1"],
    ["referrer-policy", "no-referrer"],
    // HSTS over plain HTTP means nothing and pins a mistake: only when the portal is reached by https
    ...(options.hsts ? [["strict-transport-security", "max-age=15552000; includeSubDomains"] as [string, string]] : []),
    ["x-content-type-options", "nosniff"],
    ["x-dns-prefetch-control", "off"],
    ["x-download-options", "noopen"],
    ["x-frame-options", "SAMEORIGIN"],
    ["x-permitted-cross-domain-policies", "none"],
    ["x-xss-protection", "0"],
  ];
}

// @fastify/helmet built a new helmet middleware, CSP string included, on every request.
// The values never change, so they are computed once and written as helmet wrote them (on the
// raw response, at the start of the request): a route's own header (the Swagger UI's CSP) still wins.
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, opts: { hsts: boolean }) {
    const headers = securityHeaders(opts);
    app.addHook("onRequest", (_request, reply, done) => {
      const res = reply.raw;
      for (const [name, value] of headers) res.setHeader(name, value);
      done();
    });
  },
  { name: "security-headers" },
);
