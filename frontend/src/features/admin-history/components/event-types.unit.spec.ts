import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ALL_EVENT_TYPES } from './event-types';

const ROOT = path.resolve(__dirname, '../../../../..');
const LANGUAGES = ['es', 'en', 'de', 'ru', 'mk'];

/** The event types the back end declares: `DomainEvent<'Type', …>` in every module's domain folder. */
function declaredEventTypes(): string[] {
  const modules = path.join(ROOT, 'backend/src/modules');
  const types = new Set<string>();
  for (const module of readdirSync(modules)) {
    const domain = path.join(modules, module, 'domain');
    let files: string[];
    try {
      files = readdirSync(domain).filter((file) => file.endsWith('.ts') && !file.includes('.spec.'));
    } catch {
      continue;
    }
    for (const file of files) {
      const source = readFileSync(path.join(domain, file), 'utf8');
      for (const match of source.matchAll(/DomainEvent<\s*'([A-Z][A-Za-z]+)'/g)) types.add(match[1]);
    }
  }
  return [...types].sort();
}

describe('the event types of the history', () => {
  it('are exactly the ones the back end records', () => {
    expect([...ALL_EVENT_TYPES].sort()).toEqual(declaredEventTypes());
  });

  it.each(LANGUAGES)('each has a label in %s', (language) => {
    const catalogue = JSON.parse(
      readFileSync(path.join(ROOT, `frontend/src/locales/${language}/adminHistory.json`), 'utf8'),
    ) as { types: Record<string, string> };
    expect(Object.keys(catalogue.types).sort()).toEqual([...ALL_EVENT_TYPES].sort());
    for (const type of ALL_EVENT_TYPES) expect(catalogue.types[type]?.trim()).toBeTruthy();
  });
});
