import path from 'node:path';
import { LANGUAGES } from '../../../platform/i18n/languages';
import { renderBrandedMail } from '../../../platform/mail/branded-mail';
import {
  DIGEST_CARDS_IN_ALL,
  DIGEST_CARDS_PER_SEARCH,
  digestMail,
  favoriteBackOnMarketMail,
  favoritePriceDropMail,
  type AlertItem,
} from './alert-mails';

const SITE = 'https://costa.example';
const address = {
  recipient: { email: 'elena@example.com', name: 'Elena', fullName: 'Elena Weber', language: 'de' as const },
  publicUrl: SITE,
  unsubscribeToken: 'tok.en',
};
const item = (n: number): AlertItem => ({
  reason: n % 2 ? 'published' : 'price_drop',
  priceEur: 1_000_000 + n,
  previousPriceEur: n % 2 ? null : 1_200_000,
  property: {
    id: `villa-${n}`,
    title: { es: `Villa ${n}` },
    city: 'Santander',
    bedrooms: 4,
    sizeBuiltM2: 300,
    coverImage: null,
  },
});

describe('the digest e-mail', () => {
  it('shows the newest news of each search up to a limit, and links to the whole search for the rest', async () => {
    const searches = Array.from({ length: 5 }, (_, s) => ({
      name: `Suche ${s}`,
      filters: { location: ['santander', 'laredo'], priceMax: 2_000_000 },
      items: Array.from({ length: s === 0 ? 9 : 6 }, (_, n) => item(s * 10 + n)),
    }));
    const { content, headers } = digestMail(address, 'daily', searches);
    const sections = content.sections!;
    expect(sections[0].properties).toHaveLength(DIGEST_CARDS_PER_SEARCH);
    expect(sections[0].properties[0].url).toBe(`${SITE}/de/property/villa-0`);
    expect(sections[0].more).toEqual({
      label: 'Die ganze Suche ansehen (9 Neuheiten)',
      url: `${SITE}/de/properties?location=santander%2Claredo&priceMax=2000000`,
    });
    expect(sections.reduce((sum, section) => sum + section.properties.length, 0)).toBe(DIGEST_CARDS_IN_ALL);
    // The third search shows three of its six; the last two only their link.
    expect(sections.map((section) => section.properties.length)).toEqual([6, 6, 3, 0, 0]);
    expect(sections[4].more?.label).toBe('Die ganze Suche ansehen (6 Neuheiten)');
    expect(headers?.['List-Unsubscribe']).toBe(`<${SITE}/api/alerts/unsubscribe?token=tok.en>`);

    const { html, text } = await renderBrandedMail(content, SITE);
    expect(text).toContain(`Die ganze Suche ansehen (9 Neuheiten): ${SITE}/de/properties?location=`);
    expect(html).toContain(
      'href="https://costa.example/de/properties?location=santander%2Claredo&amp;priceMax=2000000"',
    );
    // Well under the size at which Gmail cuts a message (102 KB).
    expect(Buffer.byteLength(html)).toBeLessThan(102 * 1024);
  });
});

describe('prices in alert e-mails', () => {
  it('read as on the site, in every language', async () => {
    const file = path.resolve(__dirname, '../../../../../frontend/src/lib/format/format');
    const site = (await import(file)) as { formatPrice: (amountEur: number) => string };
    for (const language of LANGUAGES) {
      for (const [previous, now] of [
        [7500, 1170],
        [1_850_000, 45_000],
        [2_000_000.5, 1_850_000.25],
      ]) {
        const drop: AlertItem = { ...item(0), previousPriceEur: previous, priceEur: now };
        const { content } = favoritePriceDropMail(
          { ...address, recipient: { ...address.recipient, language } },
          drop,
        );
        const card = content.sections![0].properties[0];
        expect([card.previousPriceText, card.priceText]).toEqual([
          site.formatPrice(previous),
          site.formatPrice(now),
        ]);
        expect(content.paragraphs.join('\n')).toContain(site.formatPrice(now));
      }
    }
    expect(['1170\u00a0€', '7500\u00a0€', '45.000\u00a0€']).toEqual(
      [1170, 7500, 45_000].map(site.formatPrice),
    );
  });
});

describe('places in alert e-mails', () => {
  it("name the property's town as the reader's language writes it", () => {
    const russian = { ...address, recipient: { ...address.recipient, language: 'ru' as const } };
    const { content } = favoritePriceDropMail(russian, item(0));
    expect(content.sections![0].properties[0].caption).toContain('Сантандер');
    expect(content.sections![0].properties[0].caption).not.toContain('Santander');
  });
});

describe('a property available again', () => {
  it('is badged as such in digests, without an old price, beside new properties and price drops', () => {
    const items = (['published', 'back_on_market', 'price_drop'] as const).map((reason, n) => ({
      ...item(n),
      reason,
      previousPriceEur: reason === 'price_drop' ? 1_200_000 : null,
    }));
    const { content } = digestMail(address, 'weekly', [{ name: 'Suche', filters: {}, items }]);
    const cards = content.sections![0].properties;
    expect(cards.map((card) => card.badge)).toEqual(['Neu', 'Wieder verfügbar', 'Preis gesenkt']);
    expect(cards[1].previousPriceText).toBeUndefined();
  });

  it("tells a follower by the property's title, in every language", () => {
    const subjects = LANGUAGES.map(
      (language) =>
        favoriteBackOnMarketMail(
          { ...address, recipient: { ...address.recipient, language } },
          { ...item(1), reason: 'back_on_market' },
        ).content.subject,
    );
    expect(subjects).toEqual([
      'Villa 1 vuelve a estar disponible',
      'Villa 1 is available again',
      'Villa 1 ist wieder verfügbar',
      'Снова в продаже: Villa 1',
      'Имотот Villa 1 е повторно достапен',
    ]);
  });
});

describe("a property card's brochure", () => {
  it("links to the listing's PDF in the recipient's language, in the HTML and the plain text", async () => {
    const labels = await Promise.all(
      LANGUAGES.map(async (language) => {
        const { content } = favoriteBackOnMarketMail(
          { ...address, recipient: { ...address.recipient, language } },
          { ...item(1), reason: 'back_on_market' },
        );
        const card = content.sections![0].properties[0];
        const url = `${SITE}/api/properties/villa-1/brochure.pdf?lang=${language}`;
        expect(card.extraLink?.url).toBe(url);
        const { html, text } = await renderBrandedMail(content, SITE);
        expect(html).toContain(`href="${url.replace('&', '&amp;')}"`);
        expect(text).toContain(`${card.extraLink?.label}: ${url}`);
        return card.extraLink?.label;
      }),
    );
    expect(labels).toEqual([
      'Folleto de la propiedad (PDF)',
      'Property brochure (PDF)',
      'Exposé (PDF)',
      'Буклет объекта (PDF)',
      'Брошура за имотот (PDF)',
    ]);
    const { content } = digestMail(address, 'daily', [
      { name: 'Suche', filters: {}, items: [item(2), item(3)] },
    ]);
    expect(content.sections![0].properties.map((card) => card.extraLink?.url)).toEqual([
      `${SITE}/api/properties/villa-2/brochure.pdf?lang=de`,
      `${SITE}/api/properties/villa-3/brochure.pdf?lang=de`,
    ]);
  });
});
