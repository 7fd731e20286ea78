import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorBodyDto } from './error-body.dto';

/** The OpenAPI document the SPA's types are generated from (`npm run gen:api`). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Costa Cantabria Luxury API')
    .setDescription(
      'Catalogue, inquiries and accounts of the agency. Errors: { error: { code, message, details } }.',
    )
    .setVersion('1')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'The access token from /api/auth/login or /api/auth/refresh (15 minutes)',
    })
    .build();
  return SwaggerModule.createDocument(app, config, { extraModels: [ErrorBodyDto] });
}

export function serveOpenApiDocs(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
}
