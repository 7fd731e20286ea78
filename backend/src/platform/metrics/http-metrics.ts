import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics';

/** Requests a page responder answered (a page of the site is no route): their route label is `page`. */
const pageRequests = new WeakSet<FastifyRequest>();

/** Marks a request as answered with a page of the site (the exception filter's 404 path). */
export function countAsPage(request: FastifyRequest): void {
  pageRequests.add(request);
}

/**
 * Times every request by its route's template (Fastify's `routeOptions.url`), never its address: the label's
 * values stay as few as the routes. Pages of the site are `page`, anything else without a route `unmatched`.
 */
export function observeHttpRequests(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? (pageRequests.has(request) ? 'page' : 'unmatched');
    metrics.httpRequestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
