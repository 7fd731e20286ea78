import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { LANGUAGES, type Language } from '../../../lib/i18n/languages';
import { greetingNames } from './greeting-names';

/** The panel's greeting in `language`, from its catalogue, with the names the page passes. */
function greeting(language: Language, user: Parameters<typeof greetingNames>[0]): string {
  const account = JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'locales', language, 'account.json'), 'utf8'),
  ) as Record<string, unknown>;
  const i18n = createInstance();
  void i18n.init({ initAsync: false, lng: language, resources: { [language]: { account } } });
  return i18n.t('account:greeting', greetingNames(user));
}

describe('the greeting of the client panel', () => {
  const lucia = { firstName: 'Lucía', lastName: 'Ortiz', displayName: null };

  it('greets formally by the full name in German, as the mails do', () => {
    expect(greeting('de', lucia)).toMatch(/^Guten Tag, Lucía Ortiz\. /);
    expect(greeting('de', { ...lucia, displayName: 'Lu' })).toMatch(/^Guten Tag, Lucía Ortiz\. /);
  });

  it('greets by the name the client goes by in the other languages', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'de')) {
      expect({ language, text: greeting(language, { ...lucia, displayName: 'Lu' }) }).toEqual({
        language,
        text: expect.stringMatching(/ Lu\. /),
      });
    }
  });

  it('falls back to the name the client goes by without a last name', () => {
    expect(greetingNames({ firstName: 'Lucía', lastName: '', displayName: null })).toEqual({
      name: 'Lucía',
      fullName: 'Lucía',
    });
  });
});
