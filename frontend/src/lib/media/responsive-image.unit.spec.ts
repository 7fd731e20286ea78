import { describe, expect, it } from '@jest/globals';
import { responsiveSrcSet } from './responsive-image';

const id = '0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b';

describe('responsive srcset of uploaded images', () => {
  it('lists every variant of an image uploaded at full width', () => {
    expect(responsiveSrcSet(`/media/uploads/${id}/1600.webp`)).toBe(
      `/media/uploads/${id}/480.webp 480w, /media/uploads/${id}/960.webp 960w, /media/uploads/${id}/1600.webp 1600w`,
    );
  });

  it('lists only the variants up to the largest one that exists', () => {
    expect(responsiveSrcSet(`/media/uploads/${id}/960.webp`)).toBe(
      `/media/uploads/${id}/480.webp 480w, /media/uploads/${id}/960.webp 960w`,
    );
    expect(responsiveSrcSet(`/media/uploads/${id}/480.webp`)).toBe(`/media/uploads/${id}/480.webp 480w`);
  });

  it('gives nothing for an image narrower than the smallest variant (its only file is the src)', () => {
    expect(responsiveSrcSet(`/media/uploads/${id}/300.webp`)).toBeUndefined();
  });

  it('gives nothing for any other image', () => {
    expect(responsiveSrcSet('/media/catalogue/villa-sardinero-exterior.svg')).toBeUndefined();
    expect(responsiveSrcSet('https://example.com/media/uploads/x/1600.webp')).toBeUndefined();
    expect(responsiveSrcSet(`/media/uploads/${id}/1600.jpg`)).toBeUndefined();
    expect(responsiveSrcSet(`/media/uploads/${id}/../1600.webp`)).toBeUndefined();
    expect(responsiveSrcSet('')).toBeUndefined();
  });
});
