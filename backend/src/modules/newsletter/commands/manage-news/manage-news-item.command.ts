import { Command } from '@nestjs/cqrs';
import type { NewsLanguage } from '../../domain/news-item';

/** What staff do to a news item of the letter. */
export type NewsChange =
  | { type: 'write'; month: string; title: string; body: string }
  | { type: 'revise'; month: string; title: string; body: string }
  | { type: 'translate_by_hand'; language: NewsLanguage; title: string; body: string }
  | { type: 'translate_by_machine'; language: NewsLanguage }
  | { type: 'review'; language: NewsLanguage }
  | { type: 'publish' }
  | { type: 'unpublish' };

export class ManageNewsItemCommand extends Command<void> {
  constructor(
    readonly newsId: string,
    readonly change: NewsChange,
  ) {
    super();
  }
}
