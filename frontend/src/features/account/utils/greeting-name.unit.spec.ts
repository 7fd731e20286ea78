import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { LANGUAGES, type Language } from '../../../lib/i18n/languages';
import { greetingName } from './greeting-name';

/** The panel's greeting in `language`, from its catalogue, with the name the page passes. */
function greeting(language: Language, user: Parameters<typeof greetingName>[0]): string {
  const account = JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'locales', language, 'account.json'), 'utf8'),
  ) as Record<string, unknown>;
  const i18n = createInstance();
  void i18n.init({ initAsync: false, lng: language, resources: { [language]: { account } } });
  return i18n.t('account:greeting', { name: greetingName(user, language) });
}

describe('the greeting of the client panel', () => {
  const lucia = { firstName: 'Lucía', lastName: 'Ortiz', displayName: 'Lu' };

  it('greets formally by the full name in German, as the mails do', () => {
    expect(greeting('de', lucia)).toMatch(/^Guten Tag, Lucía Ortiz\. /);
    expect(greeting('de', { ...lucia, lastName: '' })).toMatch(/^Guten Tag, Lucía\. /);
  });

  it('greets by the name the client goes by in the other languages', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'de')) {
      expect({ language, text: greeting(language, lucia) }).toEqual({
        language,
        text: expect.stringMatching(/ Lu\. /),
      });
    }
    expect(greeting('es', { ...lucia, displayName: null })).toMatch(/^Hola, Lucía\. /);
  });
});
