import { describe, expect, it } from '@jest/globals';
import { imagePreload, responsiveImage, responsiveSrcSet, uploadedVariant } from './responsive-image';

const id = '0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b';
const upload = `/media/uploads/${id}`;

describe('responsive srcset of uploaded images', () => {
  it('lists every variant of an image uploaded at full width', () => {
    expect(responsiveSrcSet(`${upload}/1600.webp`)).toBe(
      `${upload}/480.webp 480w, ${upload}/960.webp 960w, ${upload}/1600.webp 1600w`,
    );
  });

  it('lists only the variants up to the largest one that exists', () => {
    expect(responsiveSrcSet(`${upload}/960.webp`)).toBe(`${upload}/480.webp 480w, ${upload}/960.webp 960w`);
    expect(responsiveSrcSet(`${upload}/480.webp`)).toBe(`${upload}/480.webp 480w`);
  });

  it('gives nothing for an image narrower than the smallest variant (its only file is the src)', () => {
    expect(responsiveSrcSet(`${upload}/300.webp`)).toBeUndefined();
  });

  it('gives nothing for any other image', () => {
    expect(responsiveSrcSet('/media/catalogue/villa-sardinero-exterior.svg')).toBeUndefined();
    expect(responsiveSrcSet('https://example.com/media/uploads/x/1600.webp')).toBeUndefined();
    expect(responsiveSrcSet(`${upload}/1600.jpg`)).toBeUndefined();
    expect(responsiveSrcSet(`${upload}/../1600.webp`)).toBeUndefined();
    expect(responsiveSrcSet('')).toBeUndefined();
  });
});

describe('what the browser is offered of an uploaded image', () => {
  it('is WebP alone for an image recorded by its WebP variant (uploaded before AVIF, or flat)', () => {
    expect(responsiveImage(`${upload}/1600.webp`)).toEqual({
      src: `${upload}/1600.webp`,
      srcSet: `${upload}/480.webp 480w, ${upload}/960.webp 960w, ${upload}/1600.webp 1600w`,
      avifSrcSet: undefined,
    });
  });

  it('is AVIF first, WebP in the <img>, for one recorded by its AVIF variant', () => {
    expect(responsiveImage(`${upload}/1600.avif`)).toEqual({
      src: `${upload}/1600.webp`,
      srcSet: `${upload}/480.webp 480w, ${upload}/960.webp 960w, ${upload}/1600.webp 1600w`,
      avifSrcSet: `${upload}/480.avif 480w, ${upload}/960.avif 960w, ${upload}/1600.avif 1600w`,
    });
    expect(responsiveImage(`${upload}/960.avif`)?.avifSrcSet).toBe(
      `${upload}/480.avif 480w, ${upload}/960.avif 960w`,
    );
  });

  it('is the one file in each format of an image narrower than 480', () => {
    expect(responsiveImage(`${upload}/300.avif`)).toEqual({
      src: `${upload}/300.webp`,
      srcSet: undefined,
      avifSrcSet: `${upload}/300.avif`,
    });
    expect(responsiveImage(`${upload}/300.webp`)).toEqual({
      src: `${upload}/300.webp`,
      srcSet: undefined,
      avifSrcSet: undefined,
    });
  });

  it('is nothing special for any other image', () => {
    expect(responsiveImage('/media/catalogue/villa-sardinero-exterior.svg')).toBeUndefined();
    expect(responsiveImage(`${upload}/1600.avif?x`)).toBeUndefined();
    expect(responsiveImage(`/media/uploads/x/1600.avif`)).toBeUndefined();
  });
});

describe('the variant for a link preview', () => {
  it('is the narrowest WebP at least as wide as asked, whichever format the image is recorded by', () => {
    expect(uploadedVariant(`${upload}/1600.webp`, 1200)).toEqual({ url: `${upload}/1600.webp`, width: 1600 });
    expect(uploadedVariant(`${upload}/1600.avif`, 1200)).toEqual({ url: `${upload}/1600.webp`, width: 1600 });
    expect(uploadedVariant(`${upload}/1600.avif`, 480)).toEqual({ url: `${upload}/480.webp`, width: 480 });
  });

  it('is the largest one there is when none is wide enough', () => {
    expect(uploadedVariant(`${upload}/960.avif`, 1200)).toEqual({ url: `${upload}/960.webp`, width: 960 });
    expect(uploadedVariant(`${upload}/300.webp`, 1200)).toEqual({ url: `${upload}/300.webp`, width: 300 });
  });

  it('is nothing for any other image', () => {
    expect(uploadedVariant('/images/social/costa-cantabria.jpg', 1200)).toBeUndefined();
  });
});

describe('the preload of an image', () => {
  const sizes = '(min-width: 84rem) 78rem, calc(94vw - 1rem)';

  it('offers the AVIF variants, typed, of an image that has them', () => {
    expect(imagePreload(`${upload}/1600.avif`, sizes)).toEqual({
      href: `${upload}/1600.avif`,
      srcSet: `${upload}/480.avif 480w, ${upload}/960.avif 960w, ${upload}/1600.avif 1600w`,
      sizes,
      type: 'image/avif',
    });
  });

  it('offers the WebP variants of one without', () => {
    expect(imagePreload(`${upload}/960.webp`, sizes)).toEqual({
      href: `${upload}/960.webp`,
      srcSet: `${upload}/480.webp 480w, ${upload}/960.webp 960w`,
      sizes,
      type: 'image/webp',
    });
  });

  it('names the one file of an image narrower than 480', () => {
    expect(imagePreload(`${upload}/300.avif`, sizes)).toEqual({
      href: `${upload}/300.avif`,
      type: 'image/avif',
    });
  });

  it('names any other image by its URL', () => {
    expect(imagePreload('/media/catalogue/villa.svg', sizes)).toEqual({ href: '/media/catalogue/villa.svg' });
  });
});
