import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A webhook receiver for the tests: an HTTP server on 127.0.0.1 that keeps every request it gets
// (headers and raw body) and checks each signature as a subscriber would. It answers `status`
// (a 3xx with a Location), can be stopped and started again on the same port, or hang: keep what it
// got unanswered until released.

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** the Webhook-Signature header matched the body under the secret given */
  verified: boolean;
}

/** What a subscriber checks: the header is sha256=<hex HMAC-SHA256(secret, raw body)>. */
export function verifySignature(secret: string, body: string, header: string | string[] | undefined): boolean {
  if (typeof header !== "string" || !header.startsWith("sha256=")) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(body).digest("hex"), "utf8");
  const given = Buffer.from(header.slice("sha256=".length), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export class WebhookReceiver {
  readonly received: Received[] = [];
  /** the answer's status; a 3xx is sent with Location: /elsewhere */
  status = 200;
  secret = "";
  /** while true, a request is kept (received) but not answered until release() */
  hold = false;
  private readonly held: http.ServerResponse[] = [];
  private server: http.Server | null = null;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  async start(): Promise<this> {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const verified = verifySignature(this.secret, body, request.headers["webhook-signature"]);
        this.received.push({ path: request.url ?? "", headers: request.headers, body, verified });
        if (this.hold) {
          this.held.push(response);
          return;
        }
        const headers = this.status >= 300 && this.status < 400 ? { location: "/elsewhere" } : {};
        response.writeHead(this.status, headers).end("ok");
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Answers the requests held so far with `status`; how many. */
  release(status = 200): number {
    const held = this.held.splice(0);
    for (const response of held) response.writeHead(status).end("ok");
    return held.length;
  }

  /** Down: connections to its port are refused until start() again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The CloudEvents received, parsed. */
  events(): Record<string, unknown>[] {
    return this.received.map((r) => JSON.parse(r.body) as Record<string, unknown>);
  }
}
