import { Injectable, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { ArgumentMetadata } from '@nestjs/common';
import { textsForReader } from '../../../platform/i18n/reader-texts';
import { errorResponse } from '../../../platform/http/all-exceptions.filter';
import { namedLanguage } from '../../../platform/http/error-messages';
import { createValidationPipe } from '../../../platform/http/validation';
import { ComparePropertiesController } from '../../catalogue/queries/compare-properties/compare-properties.http.controller';
import { ComparePropertiesRequestDto } from '../../catalogue/queries/compare-properties/compare-properties.request.dto';
import { GetPropertyController } from '../../catalogue/queries/get-property/get-property.http.controller';
import { GetSimilarPropertiesController } from '../../catalogue/queries/get-similar-properties/get-similar-properties.http.controller';
import { ListExperiencesController } from '../../catalogue/queries/list-experiences/list-experiences.http.controller';
import { ListExperiencesRequestDto } from '../../catalogue/queries/list-experiences/list-experiences.request.dto';
import { ListPropertiesController } from '../../catalogue/queries/list-properties/list-properties.http.controller';
import { ListPropertiesRequestDto } from '../../catalogue/queries/list-properties/list-properties.request.dto';
import { ListServicesController } from '../../catalogue/queries/list-services/list-services.http.controller';
import { ListServicesRequestDto } from '../../catalogue/queries/list-services/list-services.request.dto';
import { GetPurchaseCostRatesController } from '../../purchase-costs/queries/get-purchase-cost-rates/get-purchase-cost-rates.http.controller';

type Query = Record<string, string | string[]>;

interface PageRead {
  path: RegExp;
  read: (match: RegExpExecArray, query: Query) => Promise<unknown>;
}

/**
 * The API's public reads that server-rendered pages need, answered in-process: the page's loaders call the
 * API through their usual typed client, and this transport hands each call to the controller that serves
 * it over HTTP, with the same validation, the same query through the query bus and the same answer or
 * error shape, without a request through the network and the HTTP stack.
 */
@Injectable()
export class PageReads {
  private readonly validation = createValidationPipe();
  private readonly reads: PageRead[];

  constructor(private readonly modules: ModuleRef) {
    this.reads = [
      {
        path: /^\/api\/properties$/,
        read: async (_, query) =>
          this.controller(ListPropertiesController).list(
            await this.validated(ListPropertiesRequestDto, query),
          ),
      },
      {
        // Before the property by id, which `compare` would otherwise name.
        path: /^\/api\/properties\/compare$/,
        read: async (_, query) =>
          this.controller(ComparePropertiesController).compare(
            await this.validated(ComparePropertiesRequestDto, query),
          ),
      },
      {
        path: /^\/api\/properties\/([^/]+)$/,
        read: ([, id]) => this.controller(GetPropertyController).get(decodeURIComponent(id)),
      },
      {
        path: /^\/api\/properties\/([^/]+)\/similar$/,
        read: ([, id]) => this.controller(GetSimilarPropertiesController).list(decodeURIComponent(id)),
      },
      {
        path: /^\/api\/services$/,
        read: async (_, query) =>
          this.controller(ListServicesController).list(await this.validated(ListServicesRequestDto, query)),
      },
      {
        path: /^\/api\/experiences$/,
        read: async (_, query) =>
          this.controller(ListExperiencesController).list(
            await this.validated(ListExperiencesRequestDto, query),
          ),
      },
      {
        path: /^\/api\/purchase-costs\/rates$/,
        read: () => this.controller(GetPurchaseCostRatesController).get(),
      },
    ];
  }

  /** A fetch for the renderer's API client (`transport` of entry-server.tsx). */
  readonly transport = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    try {
      if (request.method !== 'GET')
        throw new Error(`The server renderer only reads: ${request.method} ${url.pathname}`);
      for (const { path, read } of this.reads) {
        const match = path.exec(url.pathname);
        if (!match) continue;
        // As over HTTP (TextsForReader): the texts of the page's language, and Spanish.
        const language = namedLanguage(request.headers.get('accept-language'));
        const body = await read(match, queryOf(url.searchParams));
        return Response.json(language ? textsForReader(body, language) : body);
      }
      throw new Error(`No in-process read for ${url.pathname}`);
    } catch (exception) {
      const { status, body } = errorResponse(exception, { method: request.method, url: url.pathname });
      return Response.json(body, { status });
    }
  };

  private controller<T>(type: Type<T>): T {
    return this.modules.get(type, { strict: false });
  }

  private async validated<T>(metatype: Type<T>, query: Query): Promise<T> {
    const metadata: ArgumentMetadata = { type: 'query', metatype };
    return (await this.validation.transform(query, metadata)) as T;
  }
}

/** The query string as Fastify parses it: a repeated name becomes a list. */
function queryOf(params: URLSearchParams): Query {
  const query: Query = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? values[0] : values;
  }
  return query;
}
