import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config';
import type { CatalogueArtwork } from '../media/catalogue-artwork';
import { PORTAL_JPEG_SOURCES, PORTAL_JPEG_URL_PREFIX, PortalJpegs } from '../media/portal-jpegs';
import { IMMUTABLE, matchesEtag } from './catalogue-media';

/**
 * The gallery's images as the portals take them (`/media/jpeg/uploads/<id>.jpg`,
 * `/media/jpeg/catalogue/<stem>.<hash>.jpg`; see platform/media/portal-jpegs.ts), kept for a year. Any other
 * address there, and a stored image that cannot be decoded, is a 404; like the catalogue's artwork, errors
 * answer through the root instance's handler, in the shared shape.
 */
export async function servePortalJpegs(
  app: NestFastifyApplication,
  config: AppConfig,
  artwork: CatalogueArtwork,
): Promise<void> {
  const jpegs = new PortalJpegs(config.mediaDir, artwork);
  const root = app.getHttpAdapter().getInstance();
  await app.register((instance, _options, done) => {
    instance.setErrorHandler((error, request, reply) => root.errorHandler(error, request, reply));
    for (const source of PORTAL_JPEG_SOURCES) {
      instance.get<{ Params: { name: string } }>(
        `${PORTAL_JPEG_URL_PREFIX}${source}/:name`,
        async (request, reply) => {
          const found = await jpegs.lookup(source, request.params.name);
          if (found.kind === 'unreadable') {
            request.log.warn(
              { url: request.url, reason: found.reason },
              'portal JPEG: source image unreadable',
            );
            return reply.callNotFound();
          }
          if (found.kind === 'missing') return reply.callNotFound();
          if (found.kind === 'moved') {
            return reply.header('cache-control', 'no-cache').redirect(found.url, 302);
          }
          void reply
            .header('cache-control', IMMUTABLE)
            .header('etag', found.etag)
            .header('x-content-type-options', 'nosniff');
          if (matchesEtag(request.headers['if-none-match'], found.etag)) return reply.status(304).send();
          return reply.type('image/jpeg').send(found.body);
        },
      );
    }
    done();
  });
}
