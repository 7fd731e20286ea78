import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CATALOGUE_URL_PREFIX, CatalogueArtwork } from '../media/catalogue-artwork';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names the entity tag given (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/**
 * The sample catalogue's images (`/media/catalogue/<stem>.<hash>.<ext>`), kept for a year: a new version of an
 * image gets a new name. A name without the hash, or with the hash of an earlier version (recorded by an older
 * seed), is redirected to the current one, so events recorded before keep showing their image. Compression of
 * the SVGs is left to @fastify/compress, so the entity tag is weak: the same for every encoding.
 *
 * The plugin loads before the application sets its error handler, and a plugin keeps the handler it found
 * then: Fastify's own, which answered a refused name (a NUL in it, say) in Fastify's shape. Its errors go to
 * the root instance's handler as it is when the request comes, so they answer in the shared shape.
 */
export async function serveCatalogueArtwork(app: NestFastifyApplication, artwork = CatalogueArtwork.load()) {
  const root = app.getHttpAdapter().getInstance();
  await app.register((instance, _options, done) => {
    instance.setErrorHandler((error, request, reply) => root.errorHandler(error, request, reply));
    instance.get<{ Params: { name: string } }>(`${CATALOGUE_URL_PREFIX}:name`, (request, reply) => {
      const found = artwork.lookup(request.params.name);
      if (found.kind === 'missing') return reply.callNotFound();
      if (found.kind === 'moved') {
        return reply.header('cache-control', 'no-cache').redirect(found.url, 302);
      }
      const etag = `W/"${found.file.hash}"`;
      void reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type(found.file.contentType).send(found.file.body);
    });
    done();
  });
}
