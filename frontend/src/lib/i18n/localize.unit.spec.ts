import { describe, expect, it } from '@jest/globals';
import type { LocalizedText } from '../api/types';
import { fallbackLang, localize } from './localize';

const title: LocalizedText = { es: 'Villa frente al mar', en: 'Seafront villa', de: '  ' };

describe('content in the chosen language, or Spanish marked as Spanish', () => {
  it('shows the translation and needs no lang of its own', () => {
    expect(localize(title, 'en')).toBe('Seafront villa');
    expect(fallbackLang(title, 'en')).toBeUndefined();
  });

  it.each(['de', 'ru', 'mk'] as const)('falls back to Spanish in %s and marks it lang="es"', (language) => {
    expect(localize(title, language)).toBe('Villa frente al mar');
    expect(fallbackLang(title, language)).toBe('es');
  });

  it('needs no mark on the Spanish site or for absent text', () => {
    expect(fallbackLang(title, 'es')).toBeUndefined();
    expect(fallbackLang(null, 'de')).toBeUndefined();
  });
});
