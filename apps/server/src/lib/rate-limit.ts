import type { FastifyRequest } from "fastify";

/**
 * A route's own rate limit (the plugin is off by default): at most `max` calls a minute from one
 * address. The public account calls opt in (registration, reset codes, the contact form).
 */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: "1 minute" } };
}

/** At most `max` calls a minute from one signed-in user (from one address without a session). */
export function perUserPerMinute(max: number) {
  return { rateLimit: { max, timeWindow: "1 minute", keyGenerator: byUser } };
}

const byUser = (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`;
