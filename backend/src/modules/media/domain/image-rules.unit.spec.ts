import { keepsAvif, sanitizeDisplayName, variantUrl, variantWidthsFor } from './image-rules';

describe('variant widths', () => {
  it('makes every width for a wide original', () => {
    expect(variantWidthsFor(4000)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(1600)).toEqual([480, 960, 1600]);
  });

  it('never enlarges: fewer variants for a narrower original', () => {
    expect(variantWidthsFor(1599)).toEqual([480, 960]);
    expect(variantWidthsFor(480)).toEqual([480]);
  });

  it('keeps one variant at its own width when the original is narrower than the smallest', () => {
    expect(variantWidthsFor(300)).toEqual([300]);
  });

  it('serves each variant under /media/uploads/<id>/<width>.webp, its AVIF under .avif', () => {
    expect(variantUrl('abc', 960)).toBe('/media/uploads/abc/960.webp');
    expect(variantUrl('abc', 960, 'avif')).toBe('/media/uploads/abc/960.avif');
  });
});

describe('AVIF variants', () => {
  it('are kept when every one is smaller than the WebP of its width', () => {
    expect(
      keepsAvif([
        { bytes: 24_872, avifBytes: 12_787 },
        { bytes: 70_456, avifBytes: 38_028 },
      ]),
    ).toBe(true);
  });

  it('are all dropped when one is not smaller (a flat or tiny image)', () => {
    expect(
      keepsAvif([
        { bytes: 174, avifBytes: 318 },
        { bytes: 9_000, avifBytes: 4_000 },
      ]),
    ).toBe(false);
    expect(keepsAvif([{ bytes: 300, avifBytes: 300 }])).toBe(false);
    expect(keepsAvif([])).toBe(false);
  });
});

describe('display name', () => {
  it('keeps a plain file name', () => {
    expect(sanitizeDisplayName('Villa Sardinero – salón.jpg')).toBe('Villa Sardinero – salón.jpg');
  });

  it('drops folders, control and markup characters and collapses whitespace', () => {
    expect(sanitizeDisplayName('C:\\fotos\\<casa>\u0000\n  nueva.png')).toBe('casa nueva.png');
    expect(sanitizeDisplayName('/tmp/x/"a\u202Eb".gif')).toBe('ab.gif');
  });

  it('cuts at 120 characters without splitting a character', () => {
    const name = sanitizeDisplayName(`${'ñ'.repeat(130)}.jpg`);
    expect(name).toBe('ñ'.repeat(120));
  });

  it('gives null when nothing readable is left', () => {
    expect(sanitizeDisplayName(undefined)).toBeNull();
    expect(sanitizeDisplayName('   ')).toBeNull();
    expect(sanitizeDisplayName('folder/')).toBeNull();
  });
});
