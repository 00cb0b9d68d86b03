import { REQUEST_STATE, type RequestState } from "@haiyun/shared";

// The requests beside the status as the API answers them: a stored value the enum does not know
// (none is written) reads as no request rather than failing the answer's schema.

const STATES = new Set<string>(Object.values(REQUEST_STATE));

export const requestState = (value: string | null): RequestState | null =>
  value !== null && STATES.has(value) ? (value as RequestState) : null;
