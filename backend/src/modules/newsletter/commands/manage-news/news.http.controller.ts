import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { Roles } from '../../../../platform/http/access-policy';
import { ApiError } from '../../../../platform/http/api-error';
import { Clock } from '../../../../platform/time/clock';
import { FindVerifiedAccountQuery } from '../../../identity';
import { comingMonth } from '../../domain/letter-month';
import { NEWS_LANGUAGES, type NewsLanguage } from '../../domain/news-item';
import { GetNewsItemQuery, ListNewsQuery } from '../../queries/list-news/list-news.query';
import { NewsItemDto, NewsListDto } from '../../queries/list-news/news-item.dto';
import { LetterPreviewDto, PreviewLetterQuery } from '../../queries/preview-letter/preview-letter';
import { ManageNewsItemCommand, type NewsChange } from './manage-news-item.command';
import {
  NewsItemCreatedDto,
  NewsItemRequestDto,
  NewsTranslationRequestDto,
  PreviewLetterRequestDto,
} from './news-item.request.dto';

function newsIdOf(id: string): string {
  if (!isUUID(id)) throw new ApiError(404, 'news_item_not_found', 'This news item does not exist.');
  return id;
}

function languageOf(language: string): NewsLanguage {
  if (!(NEWS_LANGUAGES as readonly string[]).includes(language)) {
    throw new ApiError(404, 'news_language_not_found', 'News items are translated into en, de, ru and mk.');
  }
  return language as NewsLanguage;
}

/** The back office's newsletter: the agency's news for each month's letter, and the letter's preview. */
@ApiTags('admin: newsletter')
@Controller('admin/newsletter')
@Roles('admin', 'owner')
export class NewsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get('news')
  @ApiOperation({ summary: 'Every news item, newest month first, and the month of the coming letter' })
  @ApiOkResponse({ type: NewsListDto })
  list(): Promise<NewsListDto> {
    return this.queries.execute(new ListNewsQuery());
  }

  @Post('news')
  @ApiOperation({ summary: 'Write a news item in Spanish for a month’s letter (NewsItemWritten)' })
  @ApiCreatedResponse({ type: NewsItemCreatedDto })
  async write(@Body() body: NewsItemRequestDto): Promise<NewsItemCreatedDto> {
    const id = randomUUID();
    await this.commands.execute(new ManageNewsItemCommand(id, { type: 'write', ...body }));
    return { id };
  }

  @Put('news/:newsId')
  @ApiOperation({
    summary: 'Change the Spanish text or the month; a new text sends the translations back to review',
  })
  @ApiOkResponse({ type: NewsItemDto })
  @ApiNotFoundResponse({ description: 'news_item_not_found' })
  revise(@Param('newsId') newsId: string, @Body() body: NewsItemRequestDto): Promise<NewsItemDto> {
    return this.change(newsId, { type: 'revise', ...body });
  }

  @Put('news/:newsId/translations/:language')
  @ApiOperation({
    summary: 'Write or correct a translation by hand (unreviewed until a reviewer approves it)',
  })
  @ApiParam({ name: 'language', enum: NEWS_LANGUAGES })
  @ApiOkResponse({ type: NewsItemDto })
  @ApiNotFoundResponse({ description: 'news_item_not_found, news_language_not_found' })
  translateByHand(
    @Param('newsId') newsId: string,
    @Param('language') language: string,
    @Body() body: NewsTranslationRequestDto,
  ): Promise<NewsItemDto> {
    return this.change(newsId, { type: 'translate_by_hand', language: languageOf(language), ...body });
  }

  @Post('news/:newsId/translations/:language/machine')
  @HttpCode(200)
  @ApiOperation({ summary: 'Translate the Spanish text by the translation service (unreviewed)' })
  @ApiParam({ name: 'language', enum: NEWS_LANGUAGES })
  @ApiOkResponse({ type: NewsItemDto })
  @ApiNotFoundResponse({ description: 'news_item_not_found, news_language_not_found' })
  @ApiConflictResponse({ description: 'translation_unavailable' })
  translateByMachine(
    @Param('newsId') newsId: string,
    @Param('language') language: string,
  ): Promise<NewsItemDto> {
    return this.change(newsId, { type: 'translate_by_machine', language: languageOf(language) });
  }

  @Post('news/:newsId/translations/:language/review')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a translation reviewed (NewsItemTranslationReviewed)' })
  @ApiParam({ name: 'language', enum: NEWS_LANGUAGES })
  @ApiOkResponse({ type: NewsItemDto })
  @ApiNotFoundResponse({ description: 'news_item_not_found, news_language_not_found' })
  @ApiConflictResponse({ description: 'news_translation_missing' })
  review(@Param('newsId') newsId: string, @Param('language') language: string): Promise<NewsItemDto> {
    return this.change(newsId, { type: 'review', language: languageOf(language) });
  }

  @Post('news/:newsId/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Put the item in its month’s letter: every language must be reviewed' })
  @ApiOkResponse({ type: NewsItemDto })
  @ApiNotFoundResponse({ description: 'news_item_not_found' })
  @ApiConflictResponse({ description: 'news_translations_not_reviewed' })
  publish(@Param('newsId') newsId: string): Promise<NewsItemDto> {
    return this.change(newsId, { type: 'publish' });
  }

  @Post('news/:newsId/unpublish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take the item out of its month’s letter' })
  @ApiOkResponse({ type: NewsItemDto })
  @ApiNotFoundResponse({ description: 'news_item_not_found' })
  unpublish(@Param('newsId') newsId: string): Promise<NewsItemDto> {
    return this.change(newsId, { type: 'unpublish' });
  }

  @Get('preview')
  @ApiOperation({
    summary: 'The letter as a client (or a sample reader) would receive it, rendered, and how many would',
  })
  @ApiOkResponse({ type: LetterPreviewDto })
  @ApiNotFoundResponse({ description: 'user_not_found' })
  async preview(@Query() query: PreviewLetterRequestDto): Promise<LetterPreviewDto> {
    let userId = query.userId ?? null;
    if (query.email) {
      userId = await this.queries.execute(new FindVerifiedAccountQuery(query.email));
      if (!userId) throw new ApiError(404, 'user_not_found', 'No verified account has this address.');
    }
    return this.queries.execute(
      new PreviewLetterQuery(query.month ?? comingMonth(this.clock.now()), query.language ?? 'es', userId),
    );
  }

  private async change(newsId: string, change: NewsChange): Promise<NewsItemDto> {
    const id = newsIdOf(newsId);
    await this.commands.execute(new ManageNewsItemCommand(id, change));
    return this.queries.execute(new GetNewsItemQuery(id));
  }
}
