export * from "./accounts";
export * from "./config";
export * from "./contacts";
export * from "./files";
export * from "./idempotency";
export * from "./orders";
export * from "./reference";
export * from "./users";
