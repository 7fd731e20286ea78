import {
  Injectable,
  UseInterceptors,
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { textsForReader } from '../i18n/reader-texts';
import { namedLanguage } from './error-messages';

/** Cuts the localized texts of an answer down to the language `Accept-Language` names, and Spanish. */
@Injectable()
class ReaderTextsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const language = namedLanguage(http.getRequest<FastifyRequest>().headers['accept-language']);
    void http.getResponse<FastifyReply>().header('vary', 'accept-language');
    return next.handle().pipe(map((body: unknown) => (language ? textsForReader(body, language) : body)));
  }
}

/**
 * A public read whose localized texts are for one reader: with an `Accept-Language` naming one of the five
 * languages, each text holds that language and Spanish (the fallback); without, all five.
 */
export function TextsForReader(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseInterceptors(ReaderTextsInterceptor),
    ApiHeader({
      name: 'Accept-Language',
      required: false,
      description:
        'Localized texts in the first of es, en, de, ru, mk it names, with Spanish as the fallback; every language without it',
    }),
  );
}
