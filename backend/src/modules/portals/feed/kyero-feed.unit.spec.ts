import type { PortalListing } from '../../catalogue';
import { exclusionReasons, kyeroDate, kyeroProperty, xmlEscape } from './kyero-feed';

const listing = (change: (details: PortalListing['details']) => void = () => {}): PortalListing => {
  const details = {
    reference: 'CC-1',
    type: 'villa',
    location: 'santander',
    title: { es: 'Villa' },
    subtitle: { es: '' },
    shortDescription: { es: '' },
    fullDescription: { es: 'Villa & mar', en: 'Villa & sea', de: 'Villa', ru: 'Вилла', mk: 'Вила' },
    specifications: { bedrooms: 4, bathrooms: 3, sizeBuiltM2: 320, sizePlotM2: 900 },
    amenities: ['pool', 'sea_view'],
    address: { area: 'El Sardinero', city: 'Santander', coordinates: { lat: 43.47, lng: -3.78 } },
    price: { saleEur: 1_850_000 },
    gallery: {
      images: [
        { url: '/media/uploads/a/1600.webp', alt: { es: '' } },
        { url: 'https://cdn.example/b.jpg', alt: { es: '' } },
      ],
    },
    energyRating: 'B',
  } as unknown as PortalListing['details'];
  change(details);
  return {
    id: 'villa-1',
    status: 'active',
    type: 'villa',
    updatedAt: new Date('2026-11-30T09:08:07.654Z'),
    details,
    publicPoint: { lat: 43.475, lng: -3.775 },
  };
};

describe('the Kyero v3 writer', () => {
  it('escapes the five special characters and drops what XML cannot hold', () => {
    expect(xmlEscape(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(xmlEscape('ok\u0000\u0008\u000b\uFFFE\uD800 ✓ 🏠\tline\n')).toBe('ok ✓ 🏠\tline\n');
  });

  it('writes Kyero’s date form in UTC', () => {
    expect(kyeroDate(new Date('2026-11-30T09:08:07.654Z'))).toBe('2026-11-30 09:08:07');
  });

  it('writes the public point, absolute image addresses and the languages Kyero takes', () => {
    const xml = kyeroProperty(listing(), 'https://costa.example/');
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
    const bare = listing((details) => {
      details.price.saleEur = 0;
      details.gallery.images = [];
      details.fullDescription = { es: 'Solo en español', en: '  ' };
    });
    expect(exclusionReasons({ ...bare, publicPoint: null })).toEqual([
      'no_price',
      'no_image',
      'no_coordinates',
      'no_description',
    ]);
  });
});
