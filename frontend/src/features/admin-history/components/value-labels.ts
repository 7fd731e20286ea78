import { useTranslation } from 'react-i18next';
import { languageLabel } from '../../../lib/i18n/language-names';
import { useLanguage } from '../../../lib/i18n/localize';
import type { HistoryKind } from '../api/get-entity-history';

/** A value the history may name in words: an enumeration's code, or yes or no. */
export type Code = string | boolean;

/** Fields whose codes another field's words name: a booking's quote keeps the experience's price basis. */
const SAME_CODES: Readonly<Record<string, string>> = { basis: 'priceBasis' };
/** Fields that hold language codes (`en`), named as the rest of the site names languages. */
const LANGUAGE_FIELDS = new Set(['language', 'languages']);
/** Groups whose every field holds the same enumeration: `translationStatus.title.en` is a translation's status. */
const GROUP_CODES = new Set(['translationStatus']);
/** What an enumeration's code looks like; any other string (a name, a message) is shown as it is. */
const CODE = /^[a-z0-9_]+$/i;

/**
 * A changed value in words in the reader's language (`sea_view` -> "Vistas al mar", true -> "Sí"), from
 * the `values` of the `adminHistory` catalogue, keyed by the field's name (the last part of its path) and
 * then the code; where one field name means a different enumeration per entity (a property's `status`, an
 * inquiry's), by the entity's kind in between. A list of codes reads item by item; an unknown code as it is.
 */
export function useValueLabel(kind: HistoryKind): (path: string, value: Code | readonly Code[]) => string {
  const { t, i18n } = useTranslation('adminHistory');
  const language = useLanguage();
  const words = (field: string, code: Code): string => {
    if (typeof code === 'boolean') return code ? t('panel.yes') : t('panel.no');
    if (LANGUAGE_FIELDS.has(field)) return languageLabel(code, language);
    if (!CODE.test(code)) return code;
    const section = SAME_CODES[field] ?? field;
    const key = [`values.${section}.${kind}.${code}`, `values.${section}.${code}`].find((candidate) =>
      i18n.exists(`adminHistory:${candidate}`),
    );
    return key ? t(key as never) : code;
  };
  return (path, value) => {
    const segments = path.split('.');
    const field = GROUP_CODES.has(segments[0]) ? segments[0] : (segments.pop() ?? path);
    return Array.isArray(value)
      ? value.map((code: Code) => words(field, code)).join(', ')
      : words(field, value as Code);
  };
}
