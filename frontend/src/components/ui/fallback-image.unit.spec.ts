import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FallbackImage, PLACEHOLDER_IMAGE } from './fallback-image';

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

  it('keeps the sizes the caller gives', () => {
    const html = render({ src: `/media/uploads/${id}/1600.webp`, alt: '', sizes: '50vw', loading: 'eager' });
    expect(html).toContain('sizes="50vw"');
  });

  it('adds nothing to other images and shows the placeholder without a source', () => {
    const artwork = render({ src: '/media/catalogue/villa-sardinero-exterior.svg', alt: 'Villa' });
    expect(artwork).not.toContain('srcSet');
    expect(artwork).not.toContain('sizes');
    expect(render({ src: null, alt: '' })).toContain(`src="${PLACEHOLDER_IMAGE}"`);
  });
});
