import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ChangeNewsletterConsentCommand } from '../../identity';
import { ManageNewsItemCommand } from '../commands/manage-news/manage-news-item.command';
import { comingMonth } from '../domain/letter-month';
import type { NewsLanguage, NewsText } from '../domain/news-item';

/** The sample news item of the coming letter, in the five languages, as a reviewer approved them. */
const SAMPLE_NEWS: { es: NewsText } & Record<NewsLanguage, NewsText> = {
  es: {
    title: 'Nuestra nueva oficina en Comillas',
    body: 'Desde este mes le recibimos también en Comillas, junto a la plaza del Corro, de lunes a sábado. Será un placer atenderle con un café y enseñarle las propiedades más singulares de la costa occidental.',
  },
  en: {
    title: 'Our new office in Comillas',
    body: 'From this month we also welcome you in Comillas, next to the Plaza del Corro, Monday to Saturday. It will be our pleasure to receive you over coffee and show you the most remarkable properties of the western coast.',
  },
  de: {
    title: 'Unser neues Büro in Comillas',
    body: 'Ab diesem Monat empfangen wir Sie auch in Comillas, an der Plaza del Corro, von Montag bis Samstag. Gern begrüßen wir Sie bei einem Kaffee und zeigen Ihnen die außergewöhnlichsten Immobilien der Westküste.',
  },
  ru: {
    title: 'Наш новый офис в Комильясе',
    body: 'С этого месяца мы принимаем вас и в Комильясе, рядом с площадью Корро, с понедельника по субботу. Будем рады встретить вас за чашкой кофе и показать самые необычные объекты западного побережья.',
  },
  mk: {
    title: 'Нашата нова канцеларија во Комиљас',
    body: 'Од овој месец ве пречекуваме и во Комиљас, до плоштадот Коро, од понеделник до сабота. Со задоволство ќе ве пречекаме на кафе и ќе ви ги покажеме најисклучителните имоти на западниот брег.',
  },
};

const TRANSLATED: NewsLanguage[] = ['en', 'de', 'ru', 'mk'];

/**
 * The newsletter's sample data (idempotent): the demo client receives the letter, and the coming letter has
 * one published news item in five languages, so the back office's preview shows a whole letter.
 */
export async function seedNewsletter(
  commands: CommandBus,
  em: EntityManager,
  clientId: string,
  now: Date,
): Promise<void> {
  await commands.execute(new ChangeNewsletterConsentCommand(clientId, true, 'settings'));
  const month = comingMonth(now);
  const [existing] = await em
    .fork()
    .execute<{ id: string }[]>('select id from newsletter_news where month = ? limit 1', [month]);
  if (existing) return;
  const newsId = randomUUID();
  await commands.execute(new ManageNewsItemCommand(newsId, { type: 'write', month, ...SAMPLE_NEWS.es }));
  for (const language of TRANSLATED) {
    await commands.execute(
      new ManageNewsItemCommand(newsId, { type: 'translate_by_hand', language, ...SAMPLE_NEWS[language] }),
    );
    await commands.execute(new ManageNewsItemCommand(newsId, { type: 'review', language }));
  }
  await commands.execute(new ManageNewsItemCommand(newsId, { type: 'publish' }));
}
