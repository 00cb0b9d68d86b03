import { bodyFuzzSuite } from "./body-fuzz";

// Issue 12 item 3: malformed bodies drawn from each order endpoint's own Zod schema (body-fuzz.ts).
await bodyFuzzSuite("malformed bodies to the customers' order endpoints", "orders", 10);
