import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { checkTarget, type ResolvedAddress } from "./address-guard";

// One POST of a delivery: the raw CloudEvent, signed with the subscription's secret. The host is
// resolved and checked first and the connection goes to the address checked (a DNS answer that
// changes between the check and the connection cannot redirect it); redirects are not followed.

export const SEND_TIMEOUT_MS = 5000;

/** The signature header's value: sha256=<hex HMAC-SHA256 of the raw body with the secret>. */
export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export interface Outgoing {
  url: string;
  body: string;
  secret: string;
  /** the delivery's CloudEvent id, sent as Webhook-Id */
  eventId: string;
  allowPrivate: boolean;
  timeoutMs?: number;
}

export interface SendOutcome {
  /** the receiver's HTTP status; null when none answered */
  code: number | null;
  /** empty when delivered (2xx) */
  error: string;
}

function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
}

/**
 * POSTs the body once; never throws. One deadline covers the name's resolution and the request:
 * when it passes, the request is aborted, and one not yet opened is never opened (a late send
 * after the attempt was written down as failed would deliver the event twice).
 */
export async function sendWebhook(outgoing: Outgoing): Promise<SendOutcome> {
  const timeoutMs = outgoing.timeoutMs ?? SEND_TIMEOUT_MS;
  const timedOut: SendOutcome = { code: null, error: `no answer within ${timeoutMs / 1000} s` };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  timer.unref();
  const late = new Promise<SendOutcome>((resolve) =>
    deadline.signal.addEventListener("abort", () => resolve(timedOut), { once: true }),
  );
  try {
    return await Promise.race([post(outgoing, deadline.signal, timedOut), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function post(outgoing: Outgoing, signal: AbortSignal, timedOut: SendOutcome): Promise<SendOutcome> {
  const check = await checkTarget(outgoing.url, outgoing.allowPrivate);
  if (signal.aborted) return timedOut;
  if (!check.ok) return { code: null, error: check.detail };
  const { url } = check;
  const target = check.addresses[0] as ResolvedAddress;
  const body = Buffer.from(outgoing.body, "utf8");
  const client = url.protocol === "https:" ? https : http;

  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: pinnedLookup(target),
        signal,
        headers: {
          "content-type": "application/cloudevents+json",
          "content-length": String(body.length),
          "user-agent": "Haiyun-Webhooks/1.0",
          "webhook-id": outgoing.eventId,
          "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
          "webhook-signature": signatureOf(outgoing.secret, outgoing.body),
        },
      },
      (response) => {
        const code = response.statusCode ?? null;
        // the answer's body is not kept: read and dropped
        response.resume();
        response.on("error", () => undefined);
        if (code !== null && code >= 200 && code < 300) finish({ code, error: "" });
        else if (code !== null && code >= 300 && code < 400) finish({ code, error: `HTTP ${code} (redirects are not followed)` });
        else finish({ code, error: `HTTP ${code ?? "?"}` });
      },
    );
    request.on("error", (err) => finish(signal.aborted ? timedOut : { code: null, error: err.message || String(err) }));
    request.end(body);
  });
}
