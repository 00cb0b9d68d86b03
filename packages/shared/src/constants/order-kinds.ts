// The codes an order's kind and its parties carry, without the schemas that check them: a list
// page that only reads the codes does not load zod (the schemas re-export these).

export const CONTAINER_MODE = { FCL: 1, LCL: 2 } as const;
export type ContainerMode = (typeof CONTAINER_MODE)[keyof typeof CONTAINER_MODE];

/** The party types a contact (and an order's party) carries, by name. */
export const PARTY_TYPE = { SHIPPER: 1, CONSIGNEE: 2, NOTIFY_1: 3, NOTIFY_2: 4 } as const;
export type PartyType = (typeof PARTY_TYPE)[keyof typeof PARTY_TYPE];
