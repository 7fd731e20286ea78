import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocalizedText } from '../../../platform/i18n/languages';
import type { InlineProjection } from '../../../platform/projections/projection';
import { NEWS_ITEM_EVENT_TYPES, type NewsItemEvent, type NewsLanguage } from '../domain/news-item';

/** Per translated language: who translated it (null: staff by hand) and whether a reviewer approved it. */
export type NewsTranslationStates = Partial<
  Record<NewsLanguage, { provider: string | null; reviewed: boolean }>
>;

export interface NewsRow {
  id: string;
  month: string;
  title: LocalizedText;
  body: LocalizedText;
  translations: NewsTranslationStates;
  published: boolean;
  published_at: Date | null;
  written_at: Date;
  updated_at: Date;
  version: number;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * `newsletter_news`: each news item as the back office and the letter read it. The rules that unpublish an
 * item (a new translation, a change of its Spanish text) are the decider's, repeated here from the events.
 */
export const newsProjection: InlineProjection<NewsItemEvent> = {
  name: 'newsletter-news',
  eventTypes: NEWS_ITEM_EVENT_TYPES,
  tables: ['newsletter_news'],
  async apply(em, event) {
    const { data } = event;
    if (event.type === 'NewsItemWritten') {
      await em.execute(
        `insert into newsletter_news (id, month, title, body, translations, published, written_at, updated_at, version)
         values (?, ?, ?, ?, '{}', false, ?, ?, ?)`,
        [
          data.newsId,
          event.data.month,
          json({ es: event.data.title }),
          json({ es: event.data.body }),
          event.data.writtenAt,
          event.data.writtenAt,
          event.streamVersion,
        ],
      );
      return;
    }
    const [row] = await em.execute<NewsRow[]>('select * from newsletter_news where id = ?', [data.newsId]);
    if (!row) return;
    let { month, title, body, translations, published, published_at: publishedAt } = row;
    let at: string;
    switch (event.type) {
      case 'NewsItemRevised': {
        at = event.data.revisedAt;
        const changed = event.data.title !== title.es || event.data.body !== body.es;
        month = event.data.month;
        title = { ...title, es: event.data.title };
        body = { ...body, es: event.data.body };
        if (changed) {
          translations = Object.fromEntries(
            Object.entries(translations).map(([language, state]) => [
              language,
              { ...state, reviewed: false },
            ]),
          );
          published = false;
        }
        break;
      }
      case 'NewsItemTranslated': {
        const { language, provider } = event.data;
        at = event.data.translatedAt;
        title = { ...title, [language]: event.data.title };
        body = { ...body, [language]: event.data.body };
        translations = { ...translations, [language]: { provider, reviewed: false } };
        published = false;
        break;
      }
      case 'NewsItemTranslationReviewed': {
        const { language } = event.data;
        at = event.data.reviewedAt;
        translations = {
          ...translations,
          [language]: { provider: translations[language]?.provider ?? null, reviewed: true },
        };
        break;
      }
      case 'NewsItemPublished':
        at = event.data.publishedAt;
        published = true;
        publishedAt = new Date(at);
        break;
      case 'NewsItemUnpublished':
        at = event.data.unpublishedAt;
        published = false;
        break;
    }
    await em.execute(
      `update newsletter_news set month = ?, title = ?, body = ?, translations = ?, published = ?,
         published_at = ?, updated_at = ?, version = ? where id = ?`,
      [
        month,
        json(title),
        json(body),
        json(translations),
        published,
        publishedAt,
        at,
        event.streamVersion,
        data.newsId,
      ],
    );
  },
};

/** The module's reads of its own table. */
export const newsRows = {
  all(em: EntityManager): Promise<NewsRow[]> {
    return em.execute<NewsRow[]>('select * from newsletter_news order by month desc, written_at desc, id');
  },
  byId(em: EntityManager, id: string): Promise<NewsRow | undefined> {
    return em.execute<NewsRow[]>('select * from newsletter_news where id = ?', [id]).then(([row]) => row);
  },
  /** The published news of a letter, in the order they were published. */
  publishedIn(em: EntityManager, month: string): Promise<NewsRow[]> {
    return em.execute<NewsRow[]>(
      'select * from newsletter_news where month = ? and published order by published_at, id',
      [month],
    );
  },
};
