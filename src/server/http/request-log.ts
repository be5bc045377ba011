// How the server writes its log. Every write to stdout is a system call the
// server pays for on its one thread; under checkout load the log's writes cost
// as much as several database round trips (docs/decisions/0038-checkout-round-trips.md).
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

// Lines go out in the background: a line logged while an earlier write is
// still under way joins the next write, so a busy server writes many lines at
// once and a quiet one each line at once. Buffered lines are written out when
// the process exits; only a kill -9 can lose the few still waiting.
export function unblockingStdout() {
  return pino.destination({ dest: 1, sync: false });
}

// One line per request instead of Fastify's two ("incoming request" and
// "request completed"): the completed line names the request's method, url
// and address as well. The price: a request that never completes leaves no line.
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
