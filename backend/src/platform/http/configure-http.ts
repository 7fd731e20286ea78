import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { CatalogueArtwork } from '../media/catalogue-artwork';
import { observeHttpRequests } from '../metrics/http-metrics';
import { Metrics } from '../metrics/metrics';
import { traceHttpRequests } from '../tracing/trace-http';
import { portalJpegs } from '../media/portal-jpegs';
import { socialImages } from '../media/social-images';
import { IMMUTABLE, serveCatalogueArtwork } from './catalogue-media';
import { answerClientError, answerFrameworkError } from './framework-errors';
import { requestContext } from './request-context';
import { requestInputError } from './request-input';
import { PAGE_RESPONDER, type PageResponder } from './page-responder';
import { serveDerivedJpegs } from './derived-jpeg-media';
import { SpaFallback } from './spa-fallback';
import { createValidationPipe } from './validation';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const BODY_LIMIT_BYTES = 1024 * 1024;
const UPLOADED_VARIANT = /^\/[0-9a-f-]{36}\/\d{1,5}\.(?:webp|avif)$/;

export function createHttpAdapter(config: AppConfig, logger: Logger): FastifyAdapter {
  return new FastifyAdapter({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    // Errors of the router and of Node's HTTP parser answer in the shared error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
}

/**
 * Uploaded image variants (`MEDIA_DIR/uploads/<id>/<width>.webp`, and `.avif` where the image has AVIF ones),
 * with the content type of their extension. A variant never changes once written (a new upload gets a new id),
 * so browsers keep it for a year; only those file shapes are served, anything else is 404.
 */
async function serveUploadedMedia(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const root = path.resolve(config.mediaDir, 'uploads');
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '365d',
    immutable: true,
    allowedPath: (pathName) => UPLOADED_VARIANT.test(pathName),
    setHeaders: (reply) => {
      void reply.header('x-content-type-options', 'nosniff');
    },
  });
}

/** The site module's server renderer where the application has it, the SPA's frame otherwise. */
function pageResponder(app: NestFastifyApplication, spa: SpaFallback): PageResponder {
  try {
    return app.get<PageResponder>(PAGE_RESPONDER, { strict: false });
  } catch {
    return spa;
  }
}

/** Everything every HTTP instance needs: /api prefix, errors, validation, headers, request ids, SPA. */
export async function configureHttp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();

  traceHttpRequests(fastify);
  observeHttpRequests(fastify, app.get(Metrics));
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    const context = {
      requestId: String(request.id),
      actorId: null,
      correlationId: String(request.id),
      causationId: null,
    };
    requestContext.run(context, done);
  });
  // Every route: no NUL or unpaired surrogate in any text, no body nested deeper than the application can walk.
  fastify.addHook('preValidation', (request, _reply, done) => done(requestInputError(request)));

  // The map's style names where its tiles, glyphs and sprites come from: OpenFreeMap serves them all from
  // the style's own origin. MapLibre runs its tile work in web workers.
  const mapOrigins = config.map.styleUrl ? [new URL(config.map.styleUrl).origin] : [];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...mapOrigins],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
    hsts: config.nodeEnv === 'production',
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCookie);
  // Answers are compressed when they are text and worth it (1 KB and more): brotli where the browser takes it,
  // gzip otherwise. Request bodies are never inflated (bodies stay what the body limit measured). The SPA's
  // index.html and its built assets are compressed once, at start and at build time (`preCompressed`).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });

  const artwork = CatalogueArtwork.load();
  await serveCatalogueArtwork(app, artwork);
  await serveUploadedMedia(app, config);
  await serveDerivedJpegs(app, socialImages(config.mediaDir, artwork));
  await serveDerivedJpegs(app, portalJpegs(config.mediaDir, artwork));
  const spa = SpaFallback.load(config.frontendDist);
  if (spa) {
    await app.register(fastifyStatic, {
      root: path.resolve(config.frontendDist),
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's manifest (.vite/) is for the server renderer, not for browsers.
      dotfiles: 'ignore',
      // The build writes a .br and a .gz next to every text file: the best one the browser accepts is sent.
      preCompressed: true,
      // Hashed bundles never change; everything else is revalidated.
      setHeaders: (reply, file) => {
        void reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
        );
      },
    });
  }

  app.setGlobalPrefix('api', {
    exclude: ['robots.txt', 'sitemap.xml', 'sitemap-pages.xml', 'sitemap-properties-:file'],
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(spa ? pageResponder(app, spa) : null));
  app.enableShutdownHooks();
}
