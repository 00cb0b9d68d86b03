import { bodyFuzzSuite } from "./body-fuzz";

// Malformed bodies drawn from the operations' and the admin's write endpoints' own
// Zod schemas (body-fuzz.ts).
await bodyFuzzSuite("malformed bodies to the operations' and the admin's endpoints", "desk", 9);
