import type { PortalListing } from '../../catalogue';
import { exclusionReasons, kyeroDate, kyeroProperty, xmlEscape } from './kyero-feed';

const listing = (change: Partial<PortalListing> = {}): PortalListing => ({
  id: 'villa-1',
  type: 'villa',
  updatedAt: new Date('2026-11-30T09:08:07.654Z'),
  reference: 'CC-1',
  title: { es: 'Villa' },
  description: { es: 'Villa & mar', en: 'Villa & sea', de: 'Villa', ru: 'Вилла', mk: 'Вила' },
  priceEur: 1_850_000,
  bedrooms: 4,
  bathrooms: 3,
  builtM2: 320,
  plotM2: 900,
  amenities: ['pool', 'sea_view'],
  town: 'Santander',
  area: 'El Sardinero',
  energyRating: 'B',
  imageUrls: ['/media/uploads/a/1600.webp', 'https://cdn.example/b.jpg'],
  publicPoint: { lat: 43.475, lng: -3.775 },
  ...change,
});

describe('the Kyero v3 writer', () => {
  it('escapes the five special characters and drops what XML cannot hold', () => {
    expect(xmlEscape(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(xmlEscape('ok\u0000\u0008\u000b\uFFFE\uD800 ✓ 🏠\tline\n')).toBe('ok ✓ 🏠\tline\n');
  });

  it('writes Kyero’s date form in UTC', () => {
    expect(kyeroDate(new Date('2026-11-30T09:08:07.654Z'))).toBe('2026-11-30 09:08:07');
  });

  it('writes the public point, absolute image addresses and the languages Kyero takes', () => {
    const xml = kyeroProperty(listing(), 'https://costa.example');
    expect(xml).toContain(
      '<location><latitude>43.475000</latitude><longitude>-3.775000</longitude></location>',
    );
    expect(xml).toContain('<image id="1"><url>https://costa.example/media/uploads/a/1600.webp</url></image>');
    expect(xml).toContain('<image id="2"><url>https://cdn.example/b.jpg</url></image>');
    expect(xml).toContain(
      '<desc><es>Villa &amp; mar</es><en>Villa &amp; sea</en><de>Villa</de><ru>Вилла</ru></desc>',
    );
    expect(xml).not.toContain('<mk>');
    expect(xml).toContain('<en>https://costa.example/en/property/villa-1</en>');
    expect(xml).toContain('<pool>1</pool>');
    expect(xml).toContain('<surface_area><built>320</built><plot>900</plot></surface_area>');
    expect(xml).toContain(
      '<features><feature>Swimming pool</feature><feature>Sea views</feature></features>',
    );
  });

  it('names every reason a listing cannot be exported', () => {
    expect(exclusionReasons(listing())).toEqual([]);
    const bare = listing({
      priceEur: 0,
      imageUrls: [],
      description: { es: 'Solo en español', en: '  ' },
    });
    expect(exclusionReasons({ ...bare, publicPoint: null })).toEqual([
      'no_price',
      'no_image',
      'no_coordinates',
      'no_description',
    ]);
  });
});
