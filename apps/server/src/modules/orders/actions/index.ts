// The actions room: the handlers, the runner that wraps them in a transition, and the one
// route every action shares. Other rooms and modules take from here only what is below.
export { default as actionRoutes } from "./action.routes";
export { documentWriterOf, runAction } from "./action-runner";
export type { ActionBody } from "./types";
