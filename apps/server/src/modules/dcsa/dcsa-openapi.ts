import type { FastifyInstance } from "fastify";

// The DCSA routes in the served OpenAPI document (/api/docs): each under its standard's tag,
// signed with an API key (not a portal session), and pointing at the standard that defines its
// messages. The bodies are the standard's own schemas, checked by the routes themselves.

export const DCSA_SECURITY_SCHEME = "dcsaApiKey";

const STANDARDS = [
  {
    prefix: "/dcsa/bkg/v2",
    version: "2.0.4",
    tag: "DCSA Booking 2.0.4",
    url: "https://app.swaggerhub.com/apis/dcsaorg/DCSA_BKG/2.0.4",
  },
  {
    prefix: "/dcsa/ebl/v3",
    version: "3.0.3",
    tag: "DCSA eBL 3.0.3",
    url: "https://app.swaggerhub.com/apis/dcsaorg/DCSA_EBL/3.0.3",
  },
  { prefix: "/dcsa/vgm/v1", version: "1.0.0", tag: "DCSA VGM 1.0", url: "https://github.com/dcsaorg/Conformance-Gateway" },
] as const;

/** The version of the standard a DCSA path belongs to (its `API-Version` header), or null outside the three. */
export function dcsaVersionOf(url: string): string | null {
  const path = url.split("?")[0] ?? "";
  return STANDARDS.find((s) => path === s.prefix || path.startsWith(`${s.prefix}/`))?.version ?? null;
}

/** The security scheme the document declares for the DCSA routes. */
export const dcsaSecurityScheme = {
  type: "http",
  scheme: "bearer",
  description: "An API key made in the profile's “API & webhooks” tab (hyk_…); portal session tokens are refused here.",
} as const;

/** Tags every DCSA route with its standard and the API-key security, before swagger reads it. */
export function describeDcsaRoutes(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const standard = STANDARDS.find((s) => route.url.startsWith(s.prefix));
    if (!standard) return;
    const methods = ([] as string[]).concat(route.method).join(", ");
    route.schema = {
      ...route.schema,
      tags: [standard.tag],
      summary: route.schema?.summary ?? `${methods} ${route.url.slice(standard.prefix.length)}`,
      externalDocs: { description: `${standard.tag}: the request and response messages`, url: standard.url },
      security: [{ [DCSA_SECURITY_SCHEME]: [] }],
    };
  });
}
