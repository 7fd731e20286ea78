import { Controller, Get, HttpCode, Post, Query, Redirect } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiFoundResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Public } from '../../../platform/http/access-policy';
import { RateLimit } from '../../../platform/http/rate-limit';
import { NewsletterLinks } from './newsletter-links';
import {
  InspectNewsletterLinkQuery,
  NewsletterSubscriptionDto,
  NewsletterTokenQueryDto,
  UseNewsletterLinkCommand,
} from './newsletter-subscription';

const LIMIT = { name: 'newsletter-unsubscribe', limit: 30, windowSeconds: 600 };

/**
 * The unsubscribe link of the monthly letter. Mail programs POST to it (RFC 8058 one-click, body
 * `List-Unsubscribe=One-Click`, which needs no reading); a person who opens it is sent to the page on the
 * site in their language, which offers the same and its undo. No sign-in: the signed token is the authority.
 */
@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterUnsubscribeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly links: NewsletterLinks,
  ) {}

  @Get('unsubscribe')
  @Public()
  @Redirect()
  @RateLimit(LIMIT)
  @ApiOperation({
    summary: 'Opens the unsubscribe page of the site in the reader’s language (changes nothing)',
  })
  @ApiFoundResponse({ description: 'To /newsletter/unsubscribe?token=… in the account’s language' })
  async open(@Query() query: NewsletterTokenQueryDto): Promise<{ url: string; statusCode: number }> {
    let language: NewsletterSubscriptionDto['language'] = 'es';
    try {
      language = (await this.queries.execute(new InspectNewsletterLinkQuery(query.token))).language;
    } catch {
      // The page itself says what is wrong with the link, in Spanish when the link names nobody.
    }
    return { url: this.links.page(query.token, language), statusCode: 302 };
  }

  @Get('subscription')
  @Public()
  @RateLimit(LIMIT)
  @ApiOperation({
    summary: 'Whether the account a letter’s link names receives the letter (changes nothing)',
  })
  @ApiOkResponse({ type: NewsletterSubscriptionDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiUnprocessableEntityResponse({ description: 'newsletter_link_invalid' })
  @ApiGoneResponse({ description: 'newsletter_link_expired' })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  inspect(@Query() query: NewsletterTokenQueryDto): Promise<NewsletterSubscriptionDto> {
    return this.queries.execute(new InspectNewsletterLinkQuery(query.token));
  }

  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  @RateLimit(LIMIT)
  @ApiOperation({ summary: 'One-click unsubscribe from the monthly letter (RFC 8058)' })
  @ApiOkResponse({ type: NewsletterSubscriptionDto })
  @ApiUnprocessableEntityResponse({ description: 'newsletter_link_invalid' })
  @ApiGoneResponse({ description: 'newsletter_link_expired' })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  unsubscribe(@Query() query: NewsletterTokenQueryDto): Promise<NewsletterSubscriptionDto> {
    return this.commands.execute(new UseNewsletterLinkCommand(query.token, 'stop'));
  }

  @Post('resubscribe')
  @Public()
  @HttpCode(200)
  @RateLimit(LIMIT)
  @ApiOperation({ summary: 'Undo an unsubscribe from the letter’s page: the letter comes again' })
  @ApiOkResponse({ type: NewsletterSubscriptionDto })
  @ApiUnprocessableEntityResponse({ description: 'newsletter_link_invalid' })
  @ApiGoneResponse({ description: 'newsletter_link_expired' })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  resubscribe(@Query() query: NewsletterTokenQueryDto): Promise<NewsletterSubscriptionDto> {
    return this.commands.execute(new UseNewsletterLinkCommand(query.token, 'restore'));
  }
}
