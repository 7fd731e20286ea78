import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EventStore } from '../../../../platform/event-store/event-store';
import { Clock } from '../../../../platform/time/clock';
import { GetTranslationLanguagesQuery, TranslateTextQuery } from '../../../translation';
import {
  newsItemDecider,
  newsItemStreamId,
  type NewsItemCommand,
  type NewsItemState,
  type NewsLanguage,
} from '../../domain/news-item';
import { ManageNewsItemCommand, type NewsChange } from './manage-news-item.command';
import { EntityManager } from '@mikro-orm/postgresql';
import { replay } from '../../../../platform/domain/decider';

const unavailable = () =>
  new DomainError(
    'conflict',
    'translation_unavailable',
    'The translation service cannot translate this now; please write the translation by hand or try later',
  );

/**
 * Staff's changes to a news item, decided on its stream. A machine translation asks the translation module
 * (its door's TranslateText, with its cache) for the title and the body in Spanish as they are now, then
 * records them as unreviewed.
 */
@CommandHandler(ManageNewsItemCommand)
export class ManageNewsItemHandler implements ICommandHandler<ManageNewsItemCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly queries: QueryBus,
    private readonly store: EventStore,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ newsId, change }: ManageNewsItemCommand): Promise<void> {
    const at = this.clock.now().toISOString();
    const command =
      change.type === 'translate_by_machine'
        ? await this.machineTranslation(newsId, change.language, at)
        : this.commandFor(change, at);
    await this.runner.run({
      streamId: newsItemStreamId(newsId),
      decider: newsItemDecider(newsId),
      command,
      retryOnConflict: true,
    });
  }

  private commandFor(
    change: Exclude<NewsChange, { type: 'translate_by_machine' }>,
    at: string,
  ): NewsItemCommand {
    switch (change.type) {
      case 'write':
        return { type: 'WriteNewsItem', month: change.month, title: change.title, body: change.body, at };
      case 'revise':
        return { type: 'ReviseNewsItem', month: change.month, title: change.title, body: change.body, at };
      case 'translate_by_hand':
        return {
          type: 'TranslateNewsItem',
          language: change.language,
          title: change.title,
          body: change.body,
          provider: null,
          at,
        };
      case 'review':
        return { type: 'ReviewNewsTranslation', language: change.language, at };
      case 'publish':
        return { type: 'PublishNewsItem', at };
      case 'unpublish':
        return { type: 'UnpublishNewsItem', at };
    }
  }

  private async machineTranslation(
    newsId: string,
    language: NewsLanguage,
    at: string,
  ): Promise<NewsItemCommand> {
    const events = await this.store.readStream(this.em.fork(), newsItemStreamId(newsId));
    const state: NewsItemState = replay(newsItemDecider(newsId), events as never);
    if (!state.exists) throw new DomainError('not_found', 'news_item_not_found', `No news item ${newsId}`);
    const languages = await this.queries.execute(new GetTranslationLanguagesQuery());
    if (!languages.includes(language)) throw unavailable();
    try {
      const [title, body] = await Promise.all([
        this.queries.execute(new TranslateTextQuery(state.source.title, language)),
        this.queries.execute(new TranslateTextQuery(state.source.body, language)),
      ]);
      return {
        type: 'TranslateNewsItem',
        language,
        title: title.text,
        body: body.text,
        provider: title.provider,
        at,
      };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw unavailable();
    }
  }
}
