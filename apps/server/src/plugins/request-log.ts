import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

// Fastify logs each request twice at info (incoming, then completed); the one line at
// the end carries both (method, url, status, time), and an error still logs as before.
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
