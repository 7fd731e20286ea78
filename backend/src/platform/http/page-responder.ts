import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What answers an address that is no API route and no file: a page of the site. The platform serves the
 * built SPA's frame (SpaFallback); the site module renders pages on the server and provides itself under
 * `PAGE_RESPONDER`.
 */
export interface PageResponder {
  handles(request: FastifyRequest): boolean;
  send(reply: FastifyReply): void | Promise<void>;
}

export const PAGE_RESPONDER = Symbol('PAGE_RESPONDER');
