import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';

// Every user-visible text exists in all five languages. Spanish is the source: every other catalogue has
// exactly its keys, no empty text, the same {{placeholders}}, and is a translation, not a copy.
// A counted text is an i18next plural (`key_one`, `key_other`…): each language has exactly the forms its
// plural rules select (Intl.PluralRules: es one/many/other, ru one/few/many/other, mk one/other…).
const LOCALES_DIR = __dirname;
const SOURCE = 'es';
const TARGETS = ['en', 'de', 'ru', 'mk'];

type Catalogue = Record<string, string>;

function flatten(value: unknown, prefix = ''): Catalogue {
  if (typeof value === 'string') return { [prefix]: value };
  if (Array.isArray(value))
    return value.reduce((all, item, i) => ({ ...all, ...flatten(item, `${prefix}.${i}`) }), {});
  if (value && typeof value === 'object') {
    return Object.entries(value).reduce(
      (all, [key, item]) => ({ ...all, ...flatten(item, prefix ? `${prefix}.${key}` : key) }),
      {},
    );
  }
  return { [prefix]: String(value) };
}

function load(language: string, namespace: string): Catalogue {
  return flatten(JSON.parse(readFileSync(path.join(LOCALES_DIR, language, namespace), 'utf8')));
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural keys grouped by base key (a key with an `_other` form), each with the forms the catalogue holds. */
function pluralForms(catalogue: Catalogue): Record<string, string[]> {
  const forms: Record<string, string[]> = {};
  for (const key of Object.keys(catalogue)) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = key.replace(PLURAL_SUFFIX, '');
    if (match && `${base}_other` in catalogue) (forms[base] ??= []).push(match[1]);
  }
  for (const base of Object.keys(forms)) forms[base].sort();
  return forms;
}

/** The key without its plural suffix (`search.showResults_one` -> `search.showResults`); others as they are. */
function baseKey(key: string, catalogue: Catalogue): string {
  const base = key.replace(PLURAL_SUFFIX, '');
  return base !== key && `${base}_other` in catalogue ? base : key;
}

/** The forms i18next looks up in this language (it picks them with Intl.PluralRules). */
const requiredForms = (language: string) =>
  [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

/** The Spanish text a target key translates: the same key, or the Spanish `_other` form of a plural. */
function sourceText(source: Catalogue, key: string, target: Catalogue): string | undefined {
  if (key in source) return source[key];
  const base = baseKey(key, target);
  return base === key ? undefined : source[`${base}_other`];
}

const namespaces = readdirSync(path.join(LOCALES_DIR, SOURCE)).filter((file) => file.endsWith('.json'));

describe('locale catalogues', () => {
  it('has a catalogue per namespace in every language and no stray files', () => {
    expect(namespaces.length).toBeGreaterThan(5);
    for (const language of TARGETS) {
      expect(
        readdirSync(path.join(LOCALES_DIR, language))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...namespaces].sort());
    }
  });

  describe.each(namespaces)('%s', (namespace) => {
    const source = load(SOURCE, namespace);

    it('has no empty Spanish text', () => {
      expect(Object.entries(source).filter(([, text]) => !text.trim())).toEqual([]);
    });

    it.each([SOURCE, ...TARGETS])('%s has exactly the plural forms its language needs', (language) => {
      const forms = pluralForms(load(language, namespace));
      const expected = Object.fromEntries(
        Object.keys(pluralForms(source)).map((base) => [base, requiredForms(language)]),
      );
      expect(forms).toEqual(expected);
    });

    it.each(TARGETS)(
      '%s has exactly the Spanish keys, none empty, with the same placeholders',
      (language) => {
        const target = load(language, namespace);
        const keys = (catalogue: Catalogue) =>
          [...new Set(Object.keys(catalogue).map((key) => baseKey(key, catalogue)))].sort();
        expect(keys(target)).toEqual(keys(source));
        expect(Object.entries(target).filter(([, text]) => !text.trim())).toEqual([]);
        const mismatched = Object.keys(target).filter(
          (key) =>
            JSON.stringify(placeholders(sourceText(source, key, target) ?? '')) !==
            JSON.stringify(placeholders(target[key])),
        );
        expect(mismatched).toEqual([]);
      },
    );

    it.each(TARGETS)('%s is a translation, not a copy of the Spanish', (language) => {
      const target = load(language, namespace);
      // Sentences of four words or more: names, e-mails and short labels may rightly be the same.
      const copied = Object.keys(target).filter((key) => {
        const spanish = sourceText(source, key, target);
        return spanish !== undefined && spanish.split(/\s+/).length >= 4 && target[key] === spanish;
      });
      expect(copied).toEqual([]);
    });
  });
});
