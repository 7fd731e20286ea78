import { localizedErrorMessage, preferredLanguage } from './error-messages';

describe('error messages', () => {
  it('answers in the first of the five languages that Accept-Language names', () => {
    expect(preferredLanguage(undefined)).toBe('es');
    expect(preferredLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLanguage('fr-FR,fr;q=0.9,ru;q=0.5,en;q=0.7')).toBe('en');
    expect(preferredLanguage('mk')).toBe('mk');
    expect(preferredLanguage('fr, it')).toBe('es');
    expect(preferredLanguage('en;q=0, ru')).toBe('ru');
  });

  it('has the spec text for too many attempts, and nothing for unknown codes', () => {
    expect(localizedErrorMessage('too_many_requests', 'es')).toBe('Demasiados intentos. Espera un momento.');
    expect(localizedErrorMessage('too_many_requests', 'ru')).toBe(
      'Слишком много попыток. Подождите немного.',
    );
    expect(localizedErrorMessage('no_such_code', 'es')).toBeUndefined();
  });

  it('says that fields are not valid in each language, beside the per-field details', () => {
    expect(localizedErrorMessage('validation_failed', 'es')).toBe('Algunos campos faltan o no son válidos.');
    expect(localizedErrorMessage('validation_failed', 'de')).toBe('Einige Felder fehlen oder sind ungültig.');
  });
});
