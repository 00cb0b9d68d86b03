// Authorities are strings; a user's list is the union of its roles' lists.
export const AUTHORITY = {
  QUOTE: "quote",
  QUOTE_BOOKING: "quote_booking",
  QUOTE_RFQ: "quote_rfq",
  QUOTE_FORWARDER: "quote_forwarder",
  RATE: "rate",
  ORDER: "order",
  CONTACT: "contact",
  USER: "user",
  SHIPPER: "shipper",
  OPS_ORDER: "ops_order",
  OPS_DOCUMENT: "ops_document",
  ADMIN_USER: "admin_user",
  ADMIN_CONFIG: "admin_config",
  ADMIN_REFERENCE: "admin_reference",
} as const;
export type Authority = (typeof AUTHORITY)[keyof typeof AUTHORITY];

export const ROLE = {
  SHIPPER: "shipper",
  FORWARDER: "forwarder",
  OPERATOR: "operator",
  ADMIN: "admin",
} as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];
export const ROLES = Object.values(ROLE);

const SHIPPER_AUTHORITIES: Authority[] = [
  AUTHORITY.QUOTE,
  AUTHORITY.QUOTE_BOOKING,
  AUTHORITY.QUOTE_RFQ,
  AUTHORITY.ORDER,
  AUTHORITY.CONTACT,
  AUTHORITY.USER,
  AUTHORITY.SHIPPER,
];

export const ROLE_AUTHORITIES: Record<Role, readonly Authority[]> = {
  shipper: SHIPPER_AUTHORITIES,
  forwarder: [...SHIPPER_AUTHORITIES, AUTHORITY.RATE, AUTHORITY.QUOTE_FORWARDER],
  operator: [AUTHORITY.OPS_ORDER, AUTHORITY.OPS_DOCUMENT, AUTHORITY.QUOTE, AUTHORITY.SHIPPER, AUTHORITY.USER],
  admin: Object.values(AUTHORITY),
};

export function authoritiesOf(roles: readonly string[]): Authority[] {
  const set = new Set<Authority>();
  for (const role of roles) {
    for (const authority of ROLE_AUTHORITIES[role as Role] ?? []) set.add(authority);
  }
  return [...set].sort();
}

/** A check tests one authority, or a list requiring all or any of them. */
export function hasAuthority(
  granted: readonly string[] | undefined,
  required: string | readonly string[] | undefined,
  mode: "all" | "any" = "all",
): boolean {
  if (!required || (Array.isArray(required) && required.length === 0)) return true;
  const have = new Set(granted ?? []);
  if (typeof required === "string") return have.has(required);
  return mode === "all" ? required.every((a) => have.has(a)) : required.some((a) => have.has(a));
}
