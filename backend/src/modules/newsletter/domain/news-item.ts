import type { Decider, DomainEvent } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import type { Language } from '../../../platform/i18n/languages';

/** The languages a news item is translated into: every language of the product but Spanish, its source. */
export type NewsLanguage = Exclude<Language, 'es'>;
export const NEWS_LANGUAGES: readonly NewsLanguage[] = ['en', 'de', 'ru', 'mk'];

/** A news item's words in one language. */
export interface NewsText {
  title: string;
  body: string;
}

/**
 * A piece of the agency's news for the monthly letter, written by staff in Spanish (its source) for a month
 * (YYYY-MM). No personal data: staff write about the agency, and the author is in the metadata.
 */
export type NewsItemWritten = DomainEvent<
  'NewsItemWritten',
  { newsId: string; month: string; title: string; body: string; writtenAt: string }
>;
/** Staff changed the Spanish text or the month. A change of the text makes every translation unreviewed. */
export type NewsItemRevised = DomainEvent<
  'NewsItemRevised',
  { newsId: string; month: string; title: string; body: string; revisedAt: string }
>;
/** A translation: by the machine translation service (`provider`) or written by staff (`provider` null). */
export type NewsItemTranslated = DomainEvent<
  'NewsItemTranslated',
  {
    newsId: string;
    language: NewsLanguage;
    title: string;
    body: string;
    provider: string | null;
    translatedAt: string;
  }
>;
/** A reviewer read the translation into `language` and approved it for the letter. */
export type NewsItemTranslationReviewed = DomainEvent<
  'NewsItemTranslationReviewed',
  { newsId: string; language: NewsLanguage; reviewedAt: string }
>;
export type NewsItemPublished = DomainEvent<'NewsItemPublished', { newsId: string; publishedAt: string }>;
export type NewsItemUnpublished = DomainEvent<
  'NewsItemUnpublished',
  { newsId: string; unpublishedAt: string }
>;

export type NewsItemEvent =
  | NewsItemWritten
  | NewsItemRevised
  | NewsItemTranslated
  | NewsItemTranslationReviewed
  | NewsItemPublished
  | NewsItemUnpublished;

export const newsItemEvents = defineEvents<NewsItemEvent>({
  NewsItemWritten: {},
  NewsItemRevised: {},
  NewsItemTranslated: {},
  NewsItemTranslationReviewed: {},
  NewsItemPublished: {},
  NewsItemUnpublished: {},
});
export const NEWS_ITEM_EVENT_TYPES = newsItemEvents.types;

export const newsItemStreamId = (newsId: string): string => `newsletter-news-${newsId}`;

export type NewsItemCommand =
  | { type: 'WriteNewsItem'; month: string; title: string; body: string; at: string }
  | { type: 'ReviseNewsItem'; month: string; title: string; body: string; at: string }
  | {
      type: 'TranslateNewsItem';
      language: NewsLanguage;
      title: string;
      body: string;
      provider: string | null;
      at: string;
    }
  | { type: 'ReviewNewsTranslation'; language: NewsLanguage; at: string }
  | { type: 'PublishNewsItem'; at: string }
  | { type: 'UnpublishNewsItem'; at: string };

export interface NewsTranslationState extends NewsText {
  provider: string | null;
  reviewed: boolean;
}

export interface NewsItemState {
  exists: boolean;
  month: string;
  source: NewsText;
  translations: Partial<Record<NewsLanguage, NewsTranslationState>>;
  published: boolean;
}

const initialState: NewsItemState = {
  exists: false,
  month: '',
  source: { title: '', body: '' },
  translations: {},
  published: false,
};

const notFound = (newsId: string) =>
  new DomainError('not_found', 'news_item_not_found', `No news item ${newsId}`);

/** The languages a news item still lacks a reviewed translation in. */
export function unreviewedLanguages(state: NewsItemState): NewsLanguage[] {
  return NEWS_LANGUAGES.filter((language) => !state.translations[language]?.reviewed);
}

/**
 * A news item of the letter. Staff write it in Spanish; each other language is translated (by the machine or
 * by hand) and reviewed; it is published once every language is reviewed, so a letter never carries words
 * nobody read. Repeating a command that changes nothing records nothing.
 */
export function newsItemDecider(newsId: string): Decider<NewsItemCommand, NewsItemState, NewsItemEvent> {
  return {
    initialState,
    decide(command, state) {
      if (command.type === 'WriteNewsItem') {
        if (state.exists) throw new DomainError('conflict', 'news_item_exists', `${newsId} exists`);
        const { month, title, body, at } = command;
        return [{ type: 'NewsItemWritten', data: { newsId, month, title, body, writtenAt: at } }];
      }
      if (!state.exists) throw notFound(newsId);
      switch (command.type) {
        case 'ReviseNewsItem': {
          const { month, title, body, at } = command;
          if (month === state.month && title === state.source.title && body === state.source.body) return [];
          return [{ type: 'NewsItemRevised', data: { newsId, month, title, body, revisedAt: at } }];
        }
        case 'TranslateNewsItem': {
          const { language, title, body, provider, at } = command;
          const current = state.translations[language];
          if (current && current.title === title && current.body === body) return [];
          return [
            {
              type: 'NewsItemTranslated',
              data: { newsId, language, title, body, provider, translatedAt: at },
            },
          ];
        }
        case 'ReviewNewsTranslation': {
          const current = state.translations[command.language];
          if (!current) {
            throw new DomainError(
              'conflict',
              'news_translation_missing',
              `${newsId} has no ${command.language} translation to review`,
            );
          }
          if (current.reviewed) return [];
          return [
            {
              type: 'NewsItemTranslationReviewed',
              data: { newsId, language: command.language, reviewedAt: command.at },
            },
          ];
        }
        case 'PublishNewsItem': {
          const missing = unreviewedLanguages(state);
          if (missing.length > 0) {
            throw new DomainError(
              'conflict',
              'news_translations_not_reviewed',
              `${newsId} is not reviewed in ${missing.join(', ')}`,
              { languages: missing },
            );
          }
          if (state.published) return [];
          return [{ type: 'NewsItemPublished', data: { newsId, publishedAt: command.at } }];
        }
        case 'UnpublishNewsItem':
          if (!state.published) return [];
          return [{ type: 'NewsItemUnpublished', data: { newsId, unpublishedAt: command.at } }];
      }
    },
    evolve(state, event) {
      switch (event.type) {
        case 'NewsItemWritten':
          return {
            ...initialState,
            exists: true,
            month: event.data.month,
            source: { title: event.data.title, body: event.data.body },
          };
        case 'NewsItemRevised': {
          const { month, title, body } = event.data;
          const textChanged = title !== state.source.title || body !== state.source.body;
          const translations = textChanged
            ? Object.fromEntries(
                Object.entries(state.translations).map(([language, text]) => [
                  language,
                  { ...text, reviewed: false },
                ]),
              )
            : state.translations;
          // A published item whose text changed goes back to the reviewers: it leaves the letter until then.
          return {
            ...state,
            month,
            source: { title, body },
            translations,
            published: state.published && !textChanged,
          };
        }
        case 'NewsItemTranslated': {
          const { language, title, body, provider } = event.data;
          return {
            ...state,
            translations: { ...state.translations, [language]: { title, body, provider, reviewed: false } },
            published: false,
          };
        }
        case 'NewsItemTranslationReviewed': {
          const current = state.translations[event.data.language] as NewsTranslationState;
          return {
            ...state,
            translations: { ...state.translations, [event.data.language]: { ...current, reviewed: true } },
          };
        }
        case 'NewsItemPublished':
          return { ...state, published: true };
        case 'NewsItemUnpublished':
          return { ...state, published: false };
      }
    },
  };
}
