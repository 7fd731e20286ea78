import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tracing, type TracedRequest } from './tracing';

/** Every HTTP request runs inside its span (a no-op while tracing is off). */
export function traceHttpRequests(fastify: FastifyInstance): void {
  const traced = new WeakMap<FastifyRequest, TracedRequest>();
  fastify.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.traceparent;
    const info: TracedRequest = {
      id: String(request.id),
      method: request.method,
      route: request.routeOptions.url ?? null,
      traceparent: typeof header === 'string' ? header : undefined,
    };
    traced.set(request, info);
    tracing.runRequest(info, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const info = traced.get(request);
    if (info) tracing.endRequest(info, reply.statusCode);
    done();
  });
}
