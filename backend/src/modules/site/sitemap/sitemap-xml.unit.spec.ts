import { JSDOM } from 'jsdom';
import { propertyPath } from '../../../platform/i18n/public-paths';
import { escapeXml, urlSet, xmlUrl } from './sitemap-xml';

const ORIGIN = 'https://www.costacantabria.test';

describe('sitemap XML', () => {
  it('escapes the five characters XML reserves', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes addresses absolute, percent-encoded, then escaped', () => {
    expect(xmlUrl(ORIGIN, '/media/catalogue/villa.svg')).toBe(`${ORIGIN}/media/catalogue/villa.svg`);
    expect(xmlUrl(ORIGIN, 'https://cdn.example.com/a b.jpg?w=1200&q=80')).toBe(
      'https://cdn.example.com/a%20b.jpg?w=1200&amp;q=80',
    );
    expect(xmlUrl(ORIGIN, propertyPath(`a&b<c"d'e`))).toBe(`${ORIGIN}/property/a%26b%3Cc%22d&apos;e`);
  });

  it('stays well-formed XML whatever an id or an image address holds', () => {
    const xml = urlSet(ORIGIN, [
      {
        path: propertyPath(`villa&<"'>`),
        lastmod: new Date('2026-11-20T10:00:00Z'),
        imageUrls: [`https://cdn.example.com/x.jpg?a=1&b="2"&c='3'&d=<4>`, '/media/uploads/ü.webp'],
      },
    ]);
    const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    const locs = [...document.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs[0]).toBe(`${ORIGIN}/property/villa%26%3C%22'%3E`);
    const images = [...document.getElementsByTagName('image:loc')].map((loc) => loc.textContent);
    expect(images.slice(0, 2)).toEqual([
      'https://cdn.example.com/x.jpg?a=1&b=%222%22&c=%273%27&d=%3C4%3E',
      `${ORIGIN}/media/uploads/%C3%BC.webp`,
    ]);
    expect(document.getElementsByTagName('lastmod')[0].textContent).toBe('2026-11-20T10:00:00.000Z');
  });
});
