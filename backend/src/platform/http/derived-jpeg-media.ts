import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DERIVED_JPEG_SOURCES, type DerivedJpegs } from '../media/derived-jpegs';
import { IMMUTABLE, matchesEtag } from './catalogue-media';

/**
 * Serves one kind of derived JPEG (`<prefix>catalogue/<stem>.<hash>.jpg`, `<prefix>uploads/<id>.jpg`; see
 * platform/media/derived-jpegs.ts), kept for a year: the link previews under `/media/social/`, the portals'
 * photos under `/media/jpeg/`. Any other address there, and a stored image that cannot be decoded, is a 404;
 * like the catalogue's artwork, errors answer through the root instance's handler, in the shared shape.
 */
export async function serveDerivedJpegs(app: NestFastifyApplication, jpegs: DerivedJpegs): Promise<void> {
  const root = app.getHttpAdapter().getInstance();
  await app.register((instance, _options, done) => {
    instance.setErrorHandler((error, request, reply) => root.errorHandler(error, request, reply));
    for (const source of DERIVED_JPEG_SOURCES) {
      instance.get<{ Params: { name: string } }>(
        `${jpegs.kind.urlPrefix}${source}/:name`,
        async (request, reply) => {
          const found = await jpegs.lookup(source, request.params.name);
          if (found.kind === 'unreadable') {
            request.log.warn(
              { url: request.url, reason: found.reason },
              'derived JPEG: source image unreadable',
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
