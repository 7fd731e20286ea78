import { describe, expect, it } from '@jest/globals';
import { headTags, pageUrl, renderHeadHtml, serializeJsonLd } from './page-head';
import type { HeadTag, PageHead } from './page-head';
import { absoluteImageUrl, socialImage } from './social-image';

const ORIGIN = 'https://costacantabria.es';

const russianProperty: PageHead = {
  language: 'ru',
  title: 'Вилла у моря · Costa Cantabria Luxury',
  description: 'Вилла с видом на пляж Сардинеро.',
  path: '/property/villa-sardinero',
  origin: ORIGIN,
  image: { url: `${ORIGIN}/media/uploads/x/1600.webp`, width: 1600, height: 1067, alt: 'Фасад' },
  type: 'website',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'RealEstateListing', name: 'Вилла' }],
};

const attrsOf = (tags: HeadTag[], predicate: (attrs: Record<string, string>) => boolean) =>
  tags.flatMap((tag) =>
    (tag.tag === 'meta' || tag.tag === 'link') && predicate(tag.attrs) ? [tag.attrs] : [],
  );
const metaContent = (tags: HeadTag[], key: string) =>
  attrsOf(tags, (attrs) => attrs.property === key || attrs.name === key).map((attrs) => attrs.content);

describe('addresses of a page', () => {
  it('are at the root in Spanish and under the language code otherwise, home pages without trailing slash', () => {
    expect(pageUrl(ORIGIN, 'es', '/')).toBe('https://costacantabria.es/');
    expect(pageUrl(`${ORIGIN}/`, 'en', '/')).toBe('https://costacantabria.es/en');
    expect(pageUrl(ORIGIN, 'es', '/properties')).toBe('https://costacantabria.es/properties');
    expect(pageUrl(ORIGIN, 'mk', '/property/x')).toBe('https://costacantabria.es/mk/property/x');
  });
});

describe('the head of a Russian property page', () => {
  const tags = headTags(russianProperty);

  it('has its title and description', () => {
    expect(tags[0]).toEqual({ tag: 'title', text: 'Вилла у моря · Costa Cantabria Luxury' });
    expect(metaContent(tags, 'description')).toEqual(['Вилла с видом на пляж Сардинеро.']);
  });

  it('is canonical at its Russian address, with the five languages and x-default (Spanish) as alternates', () => {
    expect(attrsOf(tags, (attrs) => attrs.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: `${ORIGIN}/ru/property/villa-sardinero` },
    ]);
    expect(attrsOf(tags, (attrs) => attrs.rel === 'alternate')).toEqual([
      { rel: 'alternate', hreflang: 'es', href: `${ORIGIN}/property/villa-sardinero` },
      { rel: 'alternate', hreflang: 'en', href: `${ORIGIN}/en/property/villa-sardinero` },
      { rel: 'alternate', hreflang: 'de', href: `${ORIGIN}/de/property/villa-sardinero` },
      { rel: 'alternate', hreflang: 'ru', href: `${ORIGIN}/ru/property/villa-sardinero` },
      { rel: 'alternate', hreflang: 'mk', href: `${ORIGIN}/mk/property/villa-sardinero` },
      { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}/property/villa-sardinero` },
    ]);
    expect(metaContent(tags, 'robots')).toEqual([]);
  });

  it('previews in Russian with a large image', () => {
    expect(metaContent(tags, 'og:locale')).toEqual(['ru_RU']);
    expect(metaContent(tags, 'og:locale:alternate')).toEqual(['es_ES', 'en_GB', 'de_DE', 'mk_MK']);
    expect(metaContent(tags, 'og:url')).toEqual([`${ORIGIN}/ru/property/villa-sardinero`]);
    expect(metaContent(tags, 'og:title')).toEqual([russianProperty.title]);
    expect(metaContent(tags, 'og:description')).toEqual([russianProperty.description]);
    expect(metaContent(tags, 'og:type')).toEqual(['website']);
    expect(metaContent(tags, 'og:site_name')).toEqual(['Costa Cantabria Luxury']);
    expect(metaContent(tags, 'og:image')).toEqual([`${ORIGIN}/media/uploads/x/1600.webp`]);
    expect(metaContent(tags, 'og:image:width')).toEqual(['1600']);
    expect(metaContent(tags, 'og:image:height')).toEqual(['1067']);
    expect(metaContent(tags, 'og:image:alt')).toEqual(['Фасад']);
    expect(metaContent(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(tags, 'twitter:image:alt')).toEqual(['Фасад']);
  });

  it('carries its JSON-LD', () => {
    expect(tags.filter((tag) => tag.tag === 'script')).toEqual([
      { tag: 'script', type: 'application/ld+json', json: russianProperty.jsonLd![0] },
    ]);
  });
});

describe('pages kept out of search engines', () => {
  it('say noindex and name no canonical nor alternates', () => {
    const tags = headTags({
      ...russianProperty,
      path: '/account',
      noindex: true,
      image: undefined,
      jsonLd: [],
    });
    expect(metaContent(tags, 'robots')).toEqual(['noindex']);
    expect(attrsOf(tags, (attrs) => attrs.rel === 'canonical' || attrs.rel === 'alternate')).toEqual([]);
    expect(metaContent(tags, 'twitter:card')).toEqual(['summary']);
    expect(metaContent(tags, 'og:image')).toEqual([]);
  });
});

describe('the head as HTML', () => {
  it('escapes text and attributes', () => {
    const html = renderHeadHtml({ ...russianProperty, title: 'A "villa" <b>&</b> \'sea\'', jsonLd: [] });
    expect(html).toContain('<title>A &quot;villa&quot; &lt;b&gt;&amp;&lt;/b&gt; &#39;sea&#39;</title>');
    expect(html).toContain(
      '<meta property="og:title" content="A &quot;villa&quot; &lt;b&gt;&amp;&lt;/b&gt; &#39;sea&#39;" data-head="page">',
    );
    expect(html).not.toContain('<b>');
  });

  it('keeps a </script> of a JSON-LD text inside its script element, as JSON that parses to the same text', () => {
    const name = 'Villa </script><script>alert(1)</script> <!-- & \u2028';
    const html = renderHeadHtml({ ...russianProperty, jsonLd: [{ '@type': 'Thing', name }] });
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json" data-head="page">(.*?)<\/script>/g),
    ];
    expect(scripts).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(scripts[0][1])).toEqual({ '@type': 'Thing', name });
    expect(serializeJsonLd({ name })).not.toMatch(/[<>&\u2028]/);
  });

  it("marks every tag but the title as the page's, one tag a line", () => {
    const lines = renderHeadHtml(russianProperty).split('\n');
    expect(lines[0]).toBe('<title>Вилла у моря · Costa Cantabria Luxury</title>');
    expect(lines.slice(1).every((line) => line.includes(' data-head="page"'))).toBe(true);
    expect(lines).toHaveLength(headTags(russianProperty).length);
  });
});

describe('images for previews and JSON-LD', () => {
  const upload = '/media/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b';

  it('take the narrowest uploaded variant of at least 1200 px, or the largest there is', () => {
    expect(absoluteImageUrl(ORIGIN, `${upload}/1600.webp`)).toBe(`${ORIGIN}${upload}/1600.webp`);
    expect(absoluteImageUrl(ORIGIN, { url: `${upload}/960.webp` })).toBe(`${ORIGIN}${upload}/960.webp`);
    expect(absoluteImageUrl(ORIGIN, `${upload}/1600.webp`, 480)).toBe(`${ORIGIN}${upload}/480.webp`);
    expect(absoluteImageUrl(ORIGIN, `${upload}/300.webp`)).toBe(`${ORIGIN}${upload}/300.webp`);
  });

  it('leave other images as they are, made absolute', () => {
    expect(absoluteImageUrl(ORIGIN, '/media/catalogue/villa.3f9a0c27d1e4.svg')).toBe(
      `${ORIGIN}/media/catalogue/villa.3f9a0c27d1e4.svg`,
    );
    expect(absoluteImageUrl(ORIGIN, 'https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });

  it("give a catalogue image the server's 1200 x 630 JPEG, with its alt text in the page's language", () => {
    const alt = { es: 'Fachada', en: 'Façade' };
    const uploadId = '0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b';
    expect(socialImage(ORIGIN, { url: `${upload}/1600.avif`, alt }, 'en')).toEqual({
      url: `${ORIGIN}/media/social/uploads/${uploadId}.jpg`,
      alt: 'Façade',
      width: 1200,
      height: 630,
    });
    expect(socialImage(ORIGIN, { url: '/media/catalogue/villa.3f9a0c27d1e4.svg', alt }, 'ru')).toEqual({
      url: `${ORIGIN}/media/social/catalogue/villa.3f9a0c27d1e4.jpg`,
      alt: 'Fachada',
      width: 1200,
      height: 630,
    });
  });

  it("take another site's raster image as it is, and none of its SVG drawings", () => {
    const alt = { es: 'Fachada' };
    expect(socialImage(ORIGIN, { url: 'https://cdn.example.com/a.jpg', alt }, 'es')).toEqual({
      url: 'https://cdn.example.com/a.jpg',
      alt: 'Fachada',
    });
    expect(socialImage(ORIGIN, { url: 'https://cdn.example.com/a.svg', alt }, 'es')).toBeUndefined();
  });
});

describe("the preload of a page's largest image", () => {
  const upload = '/media/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b';
  const preloadImage = {
    href: `${upload}/1600.avif`,
    srcSet: `${upload}/480.avif 480w, ${upload}/960.avif 960w, ${upload}/1600.avif 1600w`,
    sizes: '(min-width: 84rem) 78rem, calc(94vw - 1rem)',
    type: 'image/avif',
  };

  it('comes right after the title and description, at high priority, with the candidates and sizes', () => {
    const tags = headTags({ ...russianProperty, preloadImage });
    expect(tags[2]).toEqual({
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'image',
        href: `${upload}/1600.avif`,
        imagesrcset: preloadImage.srcSet,
        imagesizes: preloadImage.sizes,
        type: 'image/avif',
        fetchpriority: 'high',
      },
    });
    expect(attrsOf(tags, (attrs) => attrs.rel === 'preload')).toHaveLength(1);
  });

  it('is written as one <link> in the HTML, its attributes escaped', () => {
    const html = renderHeadHtml({ ...russianProperty, preloadImage });
    expect(html.split('\n')[2]).toBe(
      `<link rel="preload" as="image" href="${upload}/1600.avif" imagesrcset="${preloadImage.srcSet}" ` +
        `imagesizes="${preloadImage.sizes}" type="image/avif" fetchpriority="high" data-head="page">`,
    );
    const quoted = renderHeadHtml({ ...russianProperty, preloadImage: { href: '/media/a"b.svg' } });
    expect(quoted).toContain('href="/media/a&quot;b.svg"');
  });

  it('names just the file of an image without variants', () => {
    const tags = headTags({ ...russianProperty, preloadImage: { href: '/media/catalogue/villa.svg' } });
    expect(attrsOf(tags, (attrs) => attrs.rel === 'preload')).toEqual([
      { rel: 'preload', as: 'image', href: '/media/catalogue/villa.svg', fetchpriority: 'high' },
    ]);
  });

  it('is absent from pages that declare none', () => {
    expect(renderHeadHtml(russianProperty)).not.toContain('rel="preload"');
  });
});
