import { sanitizeDisplayName, variantUrl, variantWidthsFor } from './image-rules';

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

  it('serves each variant under /media/uploads/<id>/<width>.webp', () => {
    expect(variantUrl('abc', 960)).toBe('/media/uploads/abc/960.webp');
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
