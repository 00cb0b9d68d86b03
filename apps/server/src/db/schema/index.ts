export * from "./accounts";
export * from "./config";
export * from "./files";
export * from "./reference";
export * from "./users";
export * from "./contacts";
