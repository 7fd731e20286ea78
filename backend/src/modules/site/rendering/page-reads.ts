import { Injectable, type ArgumentMetadata, type Type } from '@nestjs/common';
import { QueryBus, type IQuery } from '@nestjs/cqrs';
import { textsForReader } from '../../../platform/i18n/reader-texts';
import { errorResponse } from '../../../platform/http/all-exceptions.filter';
import { namedLanguage } from '../../../platform/http/error-messages';
import { createValidationPipe } from '../../../platform/http/validation';
import {
  ComparePropertiesQuery,
  ComparePropertiesRequestDto,
  GetPropertyQuery,
  GetSimilarPropertiesQuery,
  ListExperiencesQuery,
  ListExperiencesRequestDto,
  ListPropertiesQuery,
  ListPropertiesRequestDto,
  ListServicesQuery,
  ListServicesRequestDto,
  premiumFilter,
  toPropertySearch,
} from '../../catalogue';
import { GetPurchaseCostRatesQuery } from '../../purchase-costs';

type Params = Record<string, string | string[]>;

interface PageRead {
  path: RegExp;
  /** The query the API sends for this address, from the path's parts and its validated parameters. */
  query: (match: RegExpExecArray, params: Params) => IQuery | Promise<IQuery>;
}

/**
 * The API's public reads that server-rendered pages need, answered in-process: the page's loaders call the
 * API through their usual typed client, and this transport hands each call to the query bus as the API does,
 * with the same validation of the parameters, the same query and the same answer or error shape, without a
 * request through the network and the HTTP stack.
 */
@Injectable()
export class PageReads {
  private readonly validation = createValidationPipe();
  private readonly reads: PageRead[] = [
    {
      path: /^\/api\/properties$/,
      query: async (_, params) =>
        new ListPropertiesQuery(toPropertySearch(await this.validated(ListPropertiesRequestDto, params))),
    },
    {
      // Before the property by id, which `compare` would otherwise name.
      path: /^\/api\/properties\/compare$/,
      query: async (_, params) =>
        new ComparePropertiesQuery((await this.validated(ComparePropertiesRequestDto, params)).ids),
    },
    {
      path: /^\/api\/properties\/([^/]+)$/,
      query: ([, id]) => new GetPropertyQuery(decodeURIComponent(id)),
    },
    {
      path: /^\/api\/properties\/([^/]+)\/similar$/,
      query: ([, id]) => new GetSimilarPropertiesQuery(decodeURIComponent(id)),
    },
    {
      path: /^\/api\/services$/,
      query: async (_, params) =>
        new ListServicesQuery(premiumFilter(await this.validated(ListServicesRequestDto, params))),
    },
    {
      path: /^\/api\/experiences$/,
      query: async (_, params) =>
        new ListExperiencesQuery((await this.validated(ListExperiencesRequestDto, params)).type),
    },
    {
      path: /^\/api\/purchase-costs\/rates$/,
      query: () => new GetPurchaseCostRatesQuery(),
    },
  ];

  constructor(private readonly queries: QueryBus) {}

  /** A fetch for the renderer's API client (`transport` of entry-server.tsx). */
  readonly transport = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    try {
      if (request.method !== 'GET')
        throw new Error(`The server renderer only reads: ${request.method} ${url.pathname}`);
      for (const { path, query } of this.reads) {
        const match = path.exec(url.pathname);
        if (!match) continue;
        // As over HTTP (TextsForReader): the texts of the page's language, and Spanish.
        const language = namedLanguage(request.headers.get('accept-language'));
        const body: unknown = await this.queries.execute(await query(match, paramsOf(url.searchParams)));
        return Response.json(language ? textsForReader(body, language) : body);
      }
      throw new Error(`No in-process read for ${url.pathname}`);
    } catch (exception) {
      const { status, body } = errorResponse(exception, { method: request.method, url: url.pathname });
      return Response.json(body, { status });
    }
  };

  private async validated<T>(metatype: Type<T>, params: Params): Promise<T> {
    const metadata: ArgumentMetadata = { type: 'query', metatype };
    return (await this.validation.transform(params, metadata)) as T;
  }
}

/** The query string as Fastify parses it: a repeated name becomes a list. */
function paramsOf(search: URLSearchParams): Params {
  const params: Params = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    params[name] = values.length === 1 ? values[0] : values;
  }
  return params;
}
