import { specFor } from '../../../platform/testing/given-when-then';
import { newsItemDecider, type NewsItemEvent, type NewsLanguage } from './news-item';

const NEWS = '5d1c1a52-7f0e-4c1b-9a55-2c1f3e4d5a6b';
const AT = '2026-11-28T10:00:00.000Z';
const given = specFor(newsItemDecider(NEWS));

const written: NewsItemEvent = {
  type: 'NewsItemWritten',
  data: {
    newsId: NEWS,
    month: '2026-12',
    title: 'Nueva oficina',
    body: 'Abrimos en Comillas.',
    writtenAt: AT,
  },
};
const translated = (language: NewsLanguage): NewsItemEvent => ({
  type: 'NewsItemTranslated',
  data: {
    newsId: NEWS,
    language,
    title: `T ${language}`,
    body: `B ${language}`,
    provider: 'deepl',
    translatedAt: AT,
  },
});
const reviewed = (language: NewsLanguage): NewsItemEvent => ({
  type: 'NewsItemTranslationReviewed',
  data: { newsId: NEWS, language, reviewedAt: AT },
});
const allReviewed: NewsItemEvent[] = (['en', 'de', 'ru', 'mk'] as const).flatMap((language) => [
  translated(language),
  reviewed(language),
]);

describe('news item decider', () => {
  it('is written once, in Spanish, for a month', () => {
    expect(
      given([]).when({
        type: 'WriteNewsItem',
        month: '2026-12',
        title: 'Nueva oficina',
        body: 'Abrimos en Comillas.',
        at: AT,
      }),
    ).toEqual([written]);
    expect(() =>
      given([written]).when({ type: 'WriteNewsItem', month: '2026-12', title: 'x', body: 'y', at: AT }),
    ).toThrow(expect.objectContaining({ code: 'news_item_exists' }));
    expect(() => given([]).when({ type: 'PublishNewsItem', at: AT })).toThrow(
      expect.objectContaining({ code: 'news_item_not_found' }),
    );
  });

  it('is published only once every language is translated and reviewed', () => {
    expect(() =>
      given([written, translated('en'), reviewed('en')]).when({ type: 'PublishNewsItem', at: AT }),
    ).toThrow(
      expect.objectContaining({
        code: 'news_translations_not_reviewed',
        details: { languages: ['de', 'ru', 'mk'] },
      }),
    );
    expect(given([written, ...allReviewed]).when({ type: 'PublishNewsItem', at: AT })).toEqual([
      { type: 'NewsItemPublished', data: { newsId: NEWS, publishedAt: AT } },
    ]);
  });

  it('reviews only a translation there is, once', () => {
    expect(() => given([written]).when({ type: 'ReviewNewsTranslation', language: 'de', at: AT })).toThrow(
      expect.objectContaining({ code: 'news_translation_missing' }),
    );
    expect(
      given([written, translated('de'), reviewed('de')]).when({
        type: 'ReviewNewsTranslation',
        language: 'de',
        at: AT,
      }),
    ).toEqual([]);
  });

  it('sends a published item back to the reviewers when its Spanish text changes, not when only its month does', () => {
    const published: NewsItemEvent = { type: 'NewsItemPublished', data: { newsId: NEWS, publishedAt: AT } };
    const history = [written, ...allReviewed, published];
    const moved = given(history).when({
      type: 'ReviseNewsItem',
      month: '2027-01',
      title: 'Nueva oficina',
      body: 'Abrimos en Comillas.',
      at: AT,
    });
    expect(given([...history, ...moved]).state()).toMatchObject({ month: '2027-01', published: true });
    const rewritten = given(history).when({
      type: 'ReviseNewsItem',
      month: '2026-12',
      title: 'Nueva sede',
      body: 'Abrimos en Comillas.',
      at: AT,
    });
    const state = given([...history, ...rewritten]).state();
    expect(state.published).toBe(false);
    expect(state.translations.en).toMatchObject({ title: 'T en', reviewed: false });
  });

  it('records nothing when nothing changes', () => {
    expect(
      given([written]).when({
        type: 'ReviseNewsItem',
        month: '2026-12',
        title: 'Nueva oficina',
        body: 'Abrimos en Comillas.',
        at: AT,
      }),
    ).toEqual([]);
    expect(given([written]).when({ type: 'UnpublishNewsItem', at: AT })).toEqual([]);
  });
});
