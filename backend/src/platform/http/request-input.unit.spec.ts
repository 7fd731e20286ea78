import { LANGUAGES } from '../i18n/languages';
import { localizedErrorMessage } from './error-messages';
import { findInputProblem, isStorableText, MAX_BODY_DEPTH } from './request-input';

const nest = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('request input', () => {
  it('tells storable text from NUL and unpaired surrogates', () => {
    expect(isStorableText('Casa en Comillas, 3 dormitorios')).toBe(true);
    expect(isStorableText('Македонски 😀 Straße')).toBe(true);
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('😀\ud83d')).toBe(false);
    expect(isStorableText('\ude00😀')).toBe(false);
  });

  it('names the first bad text by its JSON path, values and keys alike', () => {
    expect(findInputProblem({ name: 'Lucía', tags: ['a', 'b\u0000'] })).toEqual({
      kind: 'invalid_text',
      field: 'tags[1]',
    });
    expect(findInputProblem({ details: { title: { en: '\ud800' } } })).toEqual({
      kind: 'invalid_text',
      field: 'details.title.en',
    });
    expect(findInputProblem({ details: { ['bad\u0000key']: 1 } })).toEqual({
      kind: 'invalid_text',
      field: 'details',
    });
    expect(findInputProblem({ name: 'Lucía', count: 3, ok: true, none: null })).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
  });

  it(`allows ${MAX_BODY_DEPTH} levels of nesting and refuses deeper, without recursion`, () => {
    expect(findInputProblem(nest(MAX_BODY_DEPTH))).toBeNull();
    expect(findInputProblem(nest(MAX_BODY_DEPTH + 1))).toEqual({ kind: 'too_deep' });
    expect(findInputProblem(nest(100_000))).toEqual({ kind: 'too_deep' });
  });

  it('has texts for its error codes in the five languages', () => {
    for (const code of [
      'invalid_characters',
      'too_deeply_nested',
      'malformed_url',
      'uri_too_long',
      'headers_too_large',
      'request_timeout',
      'malformed_request',
      'payload_too_large',
    ]) {
      const texts = LANGUAGES.map((language) => localizedErrorMessage(code, language));
      expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(LANGUAGES.length);
    }
  });
});
