import { joinTranslation, splitForTranslation } from './split-text';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('splitting a text for translation', () => {
  it('keeps a short text in one piece', () => {
    expect(splitForTranslation('Villa frente al mar. Vistas únicas.', 500)).toEqual({
      lead: '',
      pieces: [{ text: 'Villa frente al mar. Vistas únicas.', separator: '' }],
    });
  });

  it('cuts a long text on sentence boundaries, each piece within the limit, and rejoins it as it was', () => {
    const sentence = (n: number) =>
      `La frase número ${n} describe la terraza con vistas a la bahía de Santander.`;
    const text = Array.from({ length: 20 }, (_, n) => sentence(n + 1)).join(' ');
    expect(bytes(text)).toBeGreaterThan(500);
    const split = splitForTranslation(text, 500);
    expect(split.pieces.length).toBeGreaterThan(1);
    for (const piece of split.pieces) {
      expect(bytes(piece.text)).toBeLessThanOrEqual(500);
      expect(piece.text).toMatch(/\.$/);
    }
    expect(
      joinTranslation(
        split,
        split.pieces.map((piece) => piece.text),
      ),
    ).toBe(text);
  });

  it('never joins across a line break, so paragraphs survive', () => {
    const text = '  Primer párrafo.\n\nSegundo párrafo. Sigue aquí.\n';
    const split = splitForTranslation(text, 500);
    expect(split.lead).toBe('  ');
    expect(split.pieces).toEqual([
      { text: 'Primer párrafo.', separator: '\n\n' },
      { text: 'Segundo párrafo. Sigue aquí.', separator: '\n' },
    ]);
    expect(joinTranslation(split, ['First paragraph.', 'Second paragraph. It goes on.'])).toBe(
      '  First paragraph.\n\nSecond paragraph. It goes on.\n',
    );
  });

  it('cuts a sentence longer than the limit between words, and an endless word between characters', () => {
    const long = `${'palabra '.repeat(100).trim()}.`;
    const split = splitForTranslation(long, 100);
    expect(split.pieces.every((piece) => bytes(piece.text) <= 100)).toBe(true);
    expect(
      joinTranslation(
        split,
        split.pieces.map((p) => p.text),
      ),
    ).toBe(long);
    const word = 'ñ'.repeat(120);
    const cutWord = splitForTranslation(word, 100);
    expect(cutWord.pieces.every((piece) => bytes(piece.text) <= 100)).toBe(true);
    expect(cutWord.pieces.map((p) => p.text).join('')).toBe(word);
  });
});
