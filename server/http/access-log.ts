import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per answered request (method, path, status, milliseconds) in place of Fastify's two
 * ("incoming request" and "request completed"): half the synchronous log writes on every request.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
