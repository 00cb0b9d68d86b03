import { bodyFuzzSuite } from "./body-fuzz";

// Malformed bodies drawn from each write endpoint's own Zod schema (body-fuzz.ts),
// here to the address book, the rate sheets, quote estimates, requests for quotation, and every
// write endpoint the other three files do not name.
await bodyFuzzSuite("malformed bodies to the contact, rate and quote endpoints, and any other", "records", 8);
