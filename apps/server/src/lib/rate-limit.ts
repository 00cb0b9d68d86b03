/**
 * A route's own rate limit (the plugin is off by default): at most `max` calls a minute from one
 * address. The public account calls opt in (registration, reset codes, the contact form).
 */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: "1 minute" } };
}
