import { z } from "zod";
import { requiredString } from "./common";
import { timestamp } from "./response";

// Sign-in: username and password required; the captcha travels only when the server asked.
export const loginSchema = z.strictObject({
  username: requiredString(254),
  password: z.string({ error: "v.required" }).min(1, "v.required").max(200, "v.max_length"),
  captcha_id: z.string().max(100).optional(),
  captcha: z.string().max(20).optional(),
});
export type LoginBody = z.infer<typeof loginSchema>;

/** POST /system/login: the bearer token of the new session. */
export const loginResultSchema = z.object({ token: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** GET /system/captcha: the image as an SVG data URL, and the id its answer is checked under. */
export const captchaSchema = z.object({ id: z.string(), image: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;

/** A row of GET /userinfo/sessions: one signed-in device, `current` for the one asking. */
export const sessionViewSchema = z.object({
  id: z.number().int(),
  ip: z.string(),
  user_agent: z.string(),
  create_time: timestamp,
  last_seen_at: timestamp,
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
