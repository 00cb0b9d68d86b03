import { z } from "zod";
import { requiredString } from "./common";

// spec §5 "Login": username and password required; the captcha travels only when the server asked.
export const loginSchema = z.strictObject({
  username: requiredString(254),
  password: z.string({ error: "v.required" }).min(1, "v.required").max(200, "v.max_length"),
  captcha_id: z.string().max(100).optional(),
  captcha: z.string().max(20).optional(),
});
export type LoginBody = z.infer<typeof loginSchema>;
