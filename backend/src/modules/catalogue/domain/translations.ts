import { createHash } from 'node:crypto';
import { DomainError } from '../../../platform/domain/domain-error';
import { LANGUAGES, type Language, type LocalizedText } from '../../../platform/i18n/languages';

/** The languages a catalogue text is translated into; Spanish is the source. */
export type TranslatedLanguage = Exclude<Language, 'es'>;
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (language): language is TranslatedLanguage => language !== 'es',
);

/** Who wrote a translation: a translation service, a person who checked one, or a person from scratch. */
export const TRANSLATION_ORIGINS = ['machine', 'reviewed', 'hand'] as const;
export type TranslationOrigin = (typeof TRANSLATION_ORIGINS)[number];

/**
 * What a reader of the back office sees per language: the origin while the Spanish source is the one it was
 * written for; `outdated` when the Spanish changed under a text a person wrote or checked; `pending` when no
 * translation exists, or a machine one is waiting to be redone for the new Spanish.
 */
export const TRANSLATION_STATUSES = [...TRANSLATION_ORIGINS, 'outdated', 'pending'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** One language of one text: its origin and the hash of the Spanish it translates. */
export interface TranslationEntry {
  origin: TranslationOrigin;
  sourceHash: string;
}

/** Per text path (`title`, `features.main.2`, `gallery.images.1.alt`), per language. */
export type Translations = Record<string, Partial<Record<TranslatedLanguage, TranslationEntry>>>;

export type TranslationStatuses = Record<string, Record<TranslatedLanguage, TranslationStatus>>;

/** A translation the catalogue still needs: the worker's unit of work. */
export interface PendingTranslation {
  path: string;
  language: TranslatedLanguage;
  sourceText: string;
  sourceHash: string;
}

export function sourceHash(spanish: string): string {
  return createHash('sha256').update(spanish, 'utf8').digest('hex');
}

function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { es?: unknown }).es === 'string'
  );
}

/**
 * Every translatable text of an entity's details by path, in the order of the details: whatever object holds
 * a Spanish `es` string is one. Texts with an empty Spanish source have nothing to translate and are left out.
 */
export function localizedTexts(details: unknown): Map<string, LocalizedText> {
  const texts = new Map<string, LocalizedText>();
  const walk = (value: unknown, path: string[]): void => {
    if (isLocalizedText(value)) {
      if (value.es.trim()) texts.set(path.join('.'), value);
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, String(index)]));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    }
  };
  walk(details, []);
  return texts;
}

const present = (text: string | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * The translations after the details were entered or replaced by a person (a form saved): a language whose
 * text the person left as it was keeps its entry (a machine text stays machine, for the Spanish it was made
 * from); a text the person wrote or changed becomes `hand`, for the current Spanish; an emptied one is gone.
 */
export function reviseTranslations(
  previousDetails: unknown,
  previous: Translations,
  details: unknown,
): Translations {
  const before =
    previousDetails === null ? new Map<string, LocalizedText>() : localizedTexts(previousDetails);
  const next: Translations = {};
  for (const [path, text] of localizedTexts(details)) {
    const entries: Partial<Record<TranslatedLanguage, TranslationEntry>> = {};
    for (const language of TRANSLATED_LANGUAGES) {
      const translated = text[language];
      if (!present(translated)) continue;
      const kept = previous[path]?.[language];
      entries[language] =
        kept && before.get(path)?.[language] === translated
          ? kept
          : { origin: 'hand', sourceHash: sourceHash(text.es) };
    }
    if (Object.keys(entries).length > 0) next[path] = entries;
  }
  return next;
}

export function translationStatusOf(
  text: LocalizedText,
  entry: TranslationEntry | undefined,
  language: TranslatedLanguage,
): TranslationStatus {
  if (!present(text[language]) || !entry) return 'pending';
  if (entry.sourceHash === sourceHash(text.es)) return entry.origin;
  return entry.origin === 'machine' ? 'pending' : 'outdated';
}

export function translationStatuses(details: unknown, translations: Translations): TranslationStatuses {
  const statuses: TranslationStatuses = {};
  for (const [path, text] of localizedTexts(details)) {
    statuses[path] = Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => [
        language,
        translationStatusOf(text, translations[path]?.[language], language),
      ]),
    ) as Record<TranslatedLanguage, TranslationStatus>;
  }
  return statuses;
}

/** What the worker still has to translate: missing languages and machine texts of an older Spanish. */
export function pendingTranslations(details: unknown, translations: Translations): PendingTranslation[] {
  const pending: PendingTranslation[] = [];
  for (const [path, text] of localizedTexts(details)) {
    for (const language of TRANSLATED_LANGUAGES) {
      if (translationStatusOf(text, translations[path]?.[language], language) === 'pending') {
        pending.push({ path, language, sourceText: text.es, sourceHash: sourceHash(text.es) });
      }
    }
  }
  return pending;
}

/** The languages in which some text shown is a machine translation nobody has reviewed. */
export function machineTranslatedLanguages(
  details: unknown,
  translations: Translations,
): TranslatedLanguage[] {
  const texts = localizedTexts(details);
  return TRANSLATED_LANGUAGES.filter((language) =>
    [...texts].some(
      ([path, text]) => present(text[language]) && translations[path]?.[language]?.origin === 'machine',
    ),
  );
}

/** The details with one language of one text replaced (a copy; the details given stay as they are). */
export function withTranslatedText<Details>(
  details: Details,
  path: string,
  language: TranslatedLanguage,
  text: string,
): Details {
  const set = (value: unknown, keys: string[]): unknown => {
    if (keys.length === 0) return { ...(value as LocalizedText), [language]: text };
    const [key, ...rest] = keys;
    if (Array.isArray(value))
      return value.map((item, index) => (String(index) === key ? set(item, rest) : item));
    const object = value as Record<string, unknown>;
    return { ...object, [key]: set(object[key], rest) };
  };
  return set(details, path.split('.')) as Details;
}

/** A machine translation the worker brings for a text, and the Spanish (by hash) it translated. */
export interface MachineTranslation {
  path: string;
  language: TranslatedLanguage;
  sourceHash: string;
  text: string;
  provider: string;
}

/**
 * Whether a machine translation may be recorded: the text must still have the Spanish it was made from,
 * and its language must still be waiting for one (a person's text is never overwritten; a second delivery
 * of the same job finds it done). A refusal is a `conflict` the worker takes as "nothing left to do".
 */
export function checkMachineTranslation(
  details: unknown,
  translations: Translations,
  translation: MachineTranslation,
): void {
  const source = localizedTexts(details).get(translation.path);
  if (!source || sourceHash(source.es) !== translation.sourceHash) {
    throw new DomainError(
      'conflict',
      'translation_source_changed',
      `The Spanish text of ${translation.path} changed since it was sent for translation`,
    );
  }
  if (!translation.text.trim()) {
    throw new DomainError('invalid', 'translation_empty', 'A translation cannot be empty');
  }
  const status = translationStatusOf(
    source,
    translations[translation.path]?.[translation.language],
    translation.language,
  );
  if (status !== 'pending') {
    throw new DomainError(
      'conflict',
      'translation_not_needed',
      `The ${translation.language} text of ${translation.path} is ${status}: no machine translation replaces it`,
    );
  }
}

/**
 * Whether a person may mark a translation reviewed: it must exist. Returns the hash of the Spanish it is
 * now reviewed for, or null when it is reviewed for this Spanish already (nothing to record).
 */
export function reviewableTranslation(
  details: unknown,
  translations: Translations,
  path: string,
  language: TranslatedLanguage,
): string | null {
  const source = localizedTexts(details).get(path);
  if (!source || !present(source[language])) {
    throw new DomainError(
      'invalid',
      'translation_missing',
      `There is no ${language} text of ${path} to review`,
      {
        field: path,
      },
    );
  }
  return translationStatusOf(source, translations[path]?.[language], language) === 'reviewed'
    ? null
    : sourceHash(source.es);
}

/** The translations after a machine translation or a review was recorded. */
export function withTranslationEntry(
  translations: Translations,
  path: string,
  language: TranslatedLanguage,
  entry: TranslationEntry,
): Translations {
  return { ...translations, [path]: { ...translations[path], [language]: entry } };
}
