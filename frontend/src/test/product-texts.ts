import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Language } from '../lib/i18n/languages';
import type { ProductText } from '../locales/glossary/glossary';

/**
 * Every text of one language the product shows or sends, keyed for a reader: the catalogues
 * (`namespace:path`), the e-mail texts and the API's error messages (`file#path`). Test support: it
 * reads the files.
 */
const LOCALES_DIR = path.join(__dirname, '..', 'locales');
const BACKEND_SRC = path.join(__dirname, '..', '..', '..', 'backend', 'src');
const LANGUAGE_CODES = new Set(['es', 'en', 'de', 'ru', 'mk']);

function flatten(value: unknown, prefix: string, out: ProductText[]): ProductText[] {
  if (typeof value === 'string') out.push({ key: prefix, text: value });
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      flatten(item, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, out);
  }
  return out;
}

export function catalogueTexts(language: Language): ProductText[] {
  const dir = path.join(LOCALES_DIR, language);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), `${file.replace(/\.json$/, '')}:`, []),
    );
}

/** The backend's source files (no specs) that `wanted` picks by their path under backend/src. */
function backendFiles(wanted: (folders: string[], name: string) => boolean, dir = BACKEND_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return backendFiles(wanted, file);
    const folders = path.relative(BACKEND_SRC, dir).split(path.sep);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && wanted(folders, entry.name)
      ? [file]
      : [];
  });
}

/**
 * The backend's text files: the e-mail texts (everything under a `mail/` folder, the `*mail-texts.ts`
 * elsewhere), the error messages the API answers in the reader's language (`*error-messages.ts`) and the
 * words of the property brochure (`brochure-texts.ts`).
 */
const serverTextFiles = () =>
  backendFiles(
    (folders, name) =>
      folders.includes('mail') || /(mail-texts|error-messages|brochure-texts)\.ts$/.test(name),
  );

/** The modules' sample content (`seed/` folders): the catalogue, bookings and accounts a new site shows. */
const seedFiles = () => backendFiles((folders) => folders.includes('seed'));

/** A string or template literal's text, its `${…}` written as `{{…}}` like a catalogue's placeholders. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text +
      node.templateSpans.map((span) => `{{${span.expression.getText()}}}${span.literal.text}`).join('')
    );
  }
  return null;
}

/** The names of the variable and the properties around a node: `TEXTS.de.welcome.body`. */
function pathOf(node: ts.Node): string[] {
  const names: string[] = [];
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isPropertyAssignment(at) || ts.isVariableDeclaration(at)) {
      names.unshift(ts.isStringLiteral(at.name) ? at.name.text : at.name.getText());
    }
  }
  return names;
}

/** The texts of `files` by language: every literal under a property named after a language. */
function readTexts(files: readonly string[]): Map<string, ProductText[]> {
  const texts = new Map<string, ProductText[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const name = path.relative(BACKEND_SRC, file).split(path.sep).join('/');
    const visit = (node: ts.Node): void => {
      const text = literalText(node);
      if (text === null) {
        ts.forEachChild(node, visit);
        return;
      }
      const names = pathOf(node);
      const language = names.find((part) => LANGUAGE_CODES.has(part));
      if (language) {
        const list = texts.get(language) ?? [];
        list.push({ key: `${name}#${names.join('.')}`, text });
        texts.set(language, list);
      }
    };
    visit(source);
  }
  return texts;
}

let serverTextsByLanguage: Map<string, ProductText[]> | undefined;

/**
 * The e-mail texts and API error messages of one language: the `Record<Language, …>` tables and
 * `{ es, en, … }` objects of the backend's text files (read once per test file).
 */
export function serverTexts(language: Language): ProductText[] {
  serverTextsByLanguage ??= readTexts(serverTextFiles());
  return serverTextsByLanguage.get(language) ?? [];
}

let seedTextsByLanguage: Map<string, ProductText[]> | undefined;

/**
 * The sample content of one language (property, service and experience texts, agents' titles, image
 * descriptions): the `{ es, en, … }` objects of the backend's seed files (read once per test file).
 */
export function seedTexts(language: Language): ProductText[] {
  seedTextsByLanguage ??= readTexts(seedFiles());
  return seedTextsByLanguage.get(language) ?? [];
}
