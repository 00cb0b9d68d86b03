import { isIP } from "node:net";

// The IPv4 addresses an IPv6 address carries inside it. A host reached through one of these forms
// (a translator, a 6to4 or Teredo relay, or a stack that unwraps the mapped forms) may end up at
// the embedded IPv4 address, so the guard must judge that address as well.

/** The 16 bytes of an IPv6 literal (zone id dropped); null when it is not one. */
export function ipv6Bytes(address: string): number[] | null {
  const plain = address.replace(/%.*$/, "");
  if (isIP(plain) !== 6) return null;
  let text = plain;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.flatMap((group) => [group >> 8, group & 255]);
}

const ipv4At = (bytes: number[], start: number, mask = 0) =>
  bytes
    .slice(start, start + 4)
    .map((byte) => byte ^ mask)
    .join(".");

const isZero = (bytes: number[], from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);

/**
 * Every IPv4 address embedded in `address`: IPv4-mapped (::ffff:0:0/96), IPv4-translated
 * (::ffff:0:0:0/96), IPv4-compatible (::/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16, the next 32
 * bits) and Teredo (2001::/32: the server in bits 32–63, the client in the last 32 bits inverted).
 */
export function embeddedIPv4s(address: string): string[] {
  const bytes = ipv6Bytes(address);
  if (!bytes) return [];
  const word = (index: number) => ((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0);
  if (isZero(bytes, 0, 10) && word(10) === 0xffff) return [ipv4At(bytes, 12)];
  if (isZero(bytes, 0, 8) && word(8) === 0xffff && word(10) === 0) return [ipv4At(bytes, 12)];
  if (isZero(bytes, 0, 12)) return [ipv4At(bytes, 12)];
  if (word(0) === 0x64 && word(2) === 0xff9b && isZero(bytes, 4, 12)) return [ipv4At(bytes, 12)];
  if (word(0) === 0x2002) return [ipv4At(bytes, 2)];
  if (word(0) === 0x2001 && word(2) === 0) return [ipv4At(bytes, 4), ipv4At(bytes, 12, 0xff)];
  return [];
}
