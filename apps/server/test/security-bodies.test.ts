import { bodyFuzzSuite } from "./body-fuzz";

// Malformed bodies drawn from each write endpoint's own Zod schema (body-fuzz.ts),
// here to the public and account endpoints (sign-in, contact form, password reset, profile,
// sessions). The rest: security-bodies-records (contacts, rates, quotes, and any endpoint no
// other file names), -orders and -desk.
await bodyFuzzSuite("malformed bodies to the public and account endpoints", "account", 8);
