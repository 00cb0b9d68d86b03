// DESIGN §4 envelope: success is `{ code: 0, msg: "ok", data }`; lists carry `{ list, total }`.
export function ok<T>(data: T) {
  return { code: 0 as const, msg: "ok", data };
}

export function okList<T>(list: T[], total: number) {
  return ok({ list, total });
}
