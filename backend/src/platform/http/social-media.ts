import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config';
import type { CatalogueArtwork } from '../media/catalogue-artwork';
import { SOCIAL_URL_PREFIX, SocialImages, type SocialImageSource } from '../media/social-images';
import { IMMUTABLE, matchesEtag } from './catalogue-media';

/**
 * The link-preview images of listings (`/media/social/catalogue/<stem>.<hash>.jpg`,
 * `/media/social/uploads/<id>.jpg`; see platform/media/social-images.ts), kept for a year. Like the
 * catalogue's artwork, its errors answer through the root instance's handler, in the shared shape.
 */
export async function serveSocialImages(
  app: NestFastifyApplication,
  config: AppConfig,
  artwork: CatalogueArtwork,
): Promise<void> {
  const images = new SocialImages(config.mediaDir, artwork);
  const root = app.getHttpAdapter().getInstance();
  await app.register((instance, _options, done) => {
    instance.setErrorHandler((error, request, reply) => root.errorHandler(error, request, reply));
    for (const source of ['catalogue', 'uploads'] as const satisfies SocialImageSource[]) {
      instance.get<{ Params: { name: string } }>(
        `${SOCIAL_URL_PREFIX}${source}/:name`,
        async (request, reply) => {
          const found = await images.lookup(source, request.params.name);
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
