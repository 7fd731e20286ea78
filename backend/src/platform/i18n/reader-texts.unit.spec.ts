import { textsForReader } from './reader-texts';

describe('textsForReader', () => {
  const card = {
    id: 'villa-1',
    price: 1_250_000,
    title: { es: 'Villa con vistas', en: 'Villa with views', ru: 'Вилла с видом' },
    images: [{ url: '/media/a.webp', alt: { es: 'Fachada', de: 'Fassade' } }],
    features: ['pool'],
    listedAt: new Date('2026-11-01T00:00:00Z'),
    agent: null,
  };

  it('keeps the reader language and Spanish of every localized text, at any depth', () => {
    expect(textsForReader(card, 'ru')).toEqual({
      ...card,
      title: { es: 'Villa con vistas', ru: 'Вилла с видом' },
      images: [{ url: '/media/a.webp', alt: { es: 'Fachada' } }],
    });
  });

  it('keeps Spanish alone for Spanish readers and where a translation is missing', () => {
    expect(textsForReader(card, 'es').title).toEqual({ es: 'Villa con vistas' });
    expect(textsForReader(card, 'mk').title).toEqual({ es: 'Villa con vistas' });
  });

  it('leaves objects that are not localized texts as they are', () => {
    const other = { es: 'x', total: 3 };
    expect(textsForReader({ other, list: [1, 'a'] }, 'en')).toEqual({ other, list: [1, 'a'] });
    expect(textsForReader(card, 'en').listedAt).toBe(card.listedAt);
  });
});
