import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { applyHead, renderHeadHtml } from './page-head';
import type { PageHead } from './page-head';

const ORIGIN = 'https://costacantabria.es';

const propertyPage: PageHead = {
  language: 'ru',
  title: 'Вилла · Costa Cantabria Luxury',
  description: 'Вилла у моря.',
  path: '/property/villa-x',
  origin: ORIGIN,
  image: { url: `${ORIGIN}/media/uploads/x/1600.webp`, width: 1600, alt: 'Фасад' },
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'RealEstateListing', name: 'Вилла </script>' }],
};

const contactPage: PageHead = {
  language: 'ru',
  title: 'Контакты · Costa Cantabria Luxury',
  description: 'Наши офисы.',
  path: '/contact',
  origin: ORIGIN,
};

const pageTags = () => [...document.head.querySelectorAll('[data-head="page"]')];

describe('the head after a client-side navigation', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta charset="UTF-8"><meta name="viewport" content="width=device-width"><title>Costa</title>' +
      '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/assets/index.css">';
  });

  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.lang = 'es';
  });

  it("gets the page's tags, title and language", () => {
    applyHead(document, propertyPage);
    expect(document.title).toBe('Вилла · Costa Cantabria Luxury');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.documentElement.lang).toBe('ru');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/ru/property/villa-x`,
    );
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(6);
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('ru_RU');
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(propertyPage.jsonLd![0]);
  });

  it('writes the same tags as the server', () => {
    applyHead(document, propertyPage);
    const server = document.createElement('head');
    server.innerHTML = renderHeadHtml(propertyPage);
    const outer = (elements: Element[]) => elements.map((element) => element.outerHTML);
    expect(outer(pageTags())).toEqual(outer([...server.querySelectorAll('[data-head="page"]')]));
  });

  it("replaces the previous page's tags and leaves every other tag", () => {
    const others = [...document.head.children].filter((element) => element.tagName !== 'TITLE');
    applyHead(document, propertyPage);
    applyHead(document, contactPage);

    expect(document.title).toBe('Контакты · Costa Cantabria Luxury');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/ru/contact`,
    );
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    for (const element of others) expect(element.isConnected).toBe(true);
    expect(pageTags().every((element) => !others.includes(element))).toBe(true);
  });

  it('takes over the tags the server wrote', () => {
    document.head.innerHTML = `<meta charset="UTF-8">${renderHeadHtml(propertyPage)}`;
    applyHead(document, contactPage);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      contactPage.title,
    );
  });

  it("leaves out the image preload, which only the server's HTML needs, and drops the server's", () => {
    const preloadImage = { href: '/media/catalogue/villa.svg' };
    document.head.innerHTML = `<meta charset="UTF-8">${renderHeadHtml({ ...propertyPage, preloadImage })}`;
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
    applyHead(document, { ...propertyPage, preloadImage });
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });
});
