import { LISTING_CARD_TEXTS } from './listing-mail-card';

describe('the alert e-mail card caption', () => {
  it.each([
    ['es', ['1 dormitorio', '2 dormitorios', '5 dormitorios', '21 dormitorios']],
    ['en', ['1 bedroom', '2 bedrooms', '5 bedrooms', '21 bedrooms']],
    ['de', ['1 Schlafzimmer', '2 Schlafzimmer', '5 Schlafzimmer', '21 Schlafzimmer']],
    ['ru', ['1 спальня', '2 спальни', '5 спален', '21 спальня']],
    ['mk', ['1 спална', '2 спални', '5 спални', '21 спална']],
  ] as const)('counts bedrooms in the plural forms of %s', (language, expected) => {
    const caption = LISTING_CARD_TEXTS[language].caption;
    expect([1, 2, 5, 21].map((bedrooms) => caption('Santander', bedrooms, 300).split(' · ')[1])).toEqual(
      expected,
    );
  });
});
