import { bodyFuzzSuite } from "./body-fuzz";

// Malformed bodies drawn from each order endpoint's own Zod schema (body-fuzz.ts).
await bodyFuzzSuite("malformed bodies to the customers' order endpoints", "orders", 10);
