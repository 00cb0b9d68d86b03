import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { embeddedIPv4s } from "./embedded-ipv4";

// Where a webhook may be sent: http(s) URLs whose every resolved address is public. Loopback,
// private, link-local (the cloud metadata address among them), CGNAT, multicast, unspecified,
// reserved and documentation ranges are refused, and so is an IPv6 address carrying one of them
// (embedded-ipv4.ts), unless the admin allows private addresses (webhook_allow_private, for tests
// and closed networks).

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  // IPv4-compatible and NAT64 forms may reach any IPv4 address: refused as a whole
  ["::", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");
}

/**
 * True when `address` (an IP literal) is a public unicast address: an IPv6 one must also carry no
 * refused IPv4 address inside it (mapped, translated, 6to4, Teredo…), or it could be relayed there.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, "ipv4");
  if (family !== 6) return false;
  if (NOT_PUBLIC.check(address.replace(/%.*$/, ""), "ipv6")) return false;
  return embeddedIPv4s(address).every((embedded) => !NOT_PUBLIC.check(embedded, "ipv4"));
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type TargetCheck =
  | { ok: true; url: URL; addresses: ResolvedAddress[] }
  | { ok: false; reason: "url" | "private" | "unresolved"; detail: string };

/** The URL as a webhook target: an http(s) URL with no credentials. */
export function parseTarget(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

/** Resolves the URL's host and checks every address (all of them, so no answer can slip past). */
export async function checkTarget(raw: string, allowPrivate: boolean): Promise<TargetCheck> {
  const url = parseTarget(raw);
  if (!url) return { ok: false, reason: "url", detail: "not an http(s) URL" };
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) as 4 | 6 }];
  } else {
    try {
      const found = await lookup(host, { all: true, verbatim: true });
      addresses = found.map((entry) => ({ address: entry.address, family: entry.family as 4 | 6 }));
    } catch (err) {
      return { ok: false, reason: "unresolved", detail: `cannot resolve ${host}: ${(err as Error).message}` };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: "unresolved", detail: `cannot resolve ${host}` };
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused && !allowPrivate) return { ok: false, reason: "private", detail: `refused address ${refused.address}` };
  return { ok: true, url, addresses };
}
