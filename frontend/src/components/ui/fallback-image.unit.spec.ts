import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FallbackImage, PLACEHOLDER_IMAGE, variantSizes } from './fallback-image';

const id = '0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b';
const render = (props: Parameters<typeof FallbackImage>[0]) =>
  renderToStaticMarkup(createElement(FallbackImage, props));

describe('FallbackImage', () => {
  it('offers the smaller variants of an uploaded image, sized by its layout width when lazy', () => {
    const html = render({ src: `/media/uploads/${id}/960.webp`, alt: 'Salón' });
    expect(html).toContain(`src="/media/uploads/${id}/960.webp"`);
    expect(html).toContain(`srcSet="/media/uploads/${id}/480.webp 480w, /media/uploads/${id}/960.webp 960w"`);
    expect(html).toContain('sizes="auto, 100vw"');
  });

  it('keeps the sizes the caller gives, after `auto` when lazy', () => {
    const html = render({ src: `/media/uploads/${id}/1600.webp`, alt: '', sizes: '50vw', loading: 'eager' });
    expect(html).toContain('sizes="50vw"');
    expect(render({ src: `/media/uploads/${id}/1600.webp`, alt: '', sizes: '6.5rem' })).toContain(
      'sizes="auto, 6.5rem"',
    );
    expect(variantSizes('auto, 50vw', 'lazy')).toBe('auto, 50vw');
    expect(variantSizes(undefined, 'eager')).toBe('100vw');
  });

  it('offers the AVIF variants first in a <picture> that lays nothing out, the WebP ones in the <img>', () => {
    const html = render({
      src: `/media/uploads/${id}/1600.avif`,
      alt: 'Salón',
      sizes: '(min-width: 84rem) 78rem, 94vw',
      loading: 'eager',
      fetchPriority: 'high',
    });
    const webp = [480, 960, 1600].map((width) => `/media/uploads/${id}/${width}.webp ${width}w`).join(', ');
    const avif = [480, 960, 1600].map((width) => `/media/uploads/${id}/${width}.avif ${width}w`).join(', ');
    expect(html).toBe(
      '<picture style="display:contents">' +
        `<source type="image/avif" srcSet="${avif}" sizes="(min-width: 84rem) 78rem, 94vw"/>` +
        `<img src="/media/uploads/${id}/1600.webp" srcSet="${webp}" sizes="(min-width: 84rem) 78rem, 94vw" ` +
        'alt="Salón" loading="eager" decoding="async" fetchPriority="high"/>' +
        '</picture>',
    );
  });

  it('gives an image without AVIF variants no <picture>', () => {
    expect(render({ src: `/media/uploads/${id}/1600.webp`, alt: '' })).not.toContain('<picture');
    expect(render({ src: `/media/uploads/${id}/300.webp`, alt: '' })).toBe(
      `<img src="/media/uploads/${id}/300.webp" alt="" loading="lazy" decoding="async"/>`,
    );
  });

  it('adds nothing to other images and shows the placeholder without a source', () => {
    const artwork = render({ src: '/media/catalogue/villa-sardinero-exterior.svg', alt: 'Villa' });
    expect(artwork).not.toContain('srcSet');
    expect(artwork).not.toContain('sizes');
    expect(render({ src: null, alt: '' })).toContain(`src="${PLACEHOLDER_IMAGE}"`);
  });
});
