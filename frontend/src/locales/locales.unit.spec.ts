import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';

// Every user-visible text exists in all five languages. Spanish is the source: every other catalogue has
// exactly its keys, no empty text, the same {{placeholders}}, and is a translation, not a copy.
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

    it.each(TARGETS)(
      '%s has exactly the Spanish keys, none empty, with the same placeholders',
      (language) => {
        const target = load(language, namespace);
        expect(Object.keys(target).sort()).toEqual(Object.keys(source).sort());
        expect(Object.entries(target).filter(([, text]) => !text.trim())).toEqual([]);
        const mismatched = Object.keys(source).filter(
          (key) =>
            JSON.stringify(placeholders(source[key])) !== JSON.stringify(placeholders(target[key] ?? '')),
        );
        expect(mismatched).toEqual([]);
      },
    );

    it.each(TARGETS)('%s is a translation, not a copy of the Spanish', (language) => {
      const target = load(language, namespace);
      // Sentences of four words or more: names, e-mails and short labels may rightly be the same.
      const copied = Object.keys(source).filter(
        (key) => source[key].split(/\s+/).length >= 4 && target[key] === source[key],
      );
      expect(copied).toEqual([]);
    });
  });
});
