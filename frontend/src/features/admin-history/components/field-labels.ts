import { useTranslation } from 'react-i18next';
import type catalogue from '../../../locales/es/adminHistory.json';
import { LANGUAGES, type Language } from '../../../lib/i18n/languages';

type FieldKey = keyof (typeof catalogue)['fields'];
type GroupKey = keyof (typeof catalogue)['groups'];

const isLanguage = (segment: string): segment is Language => LANGUAGES.includes(segment as Language);

/** `sizeBuiltM2` -> "Size built m2", `guest_name` -> "Guest name": a field no catalogue names yet. */
export function humanise(segment: string): string {
  const words = segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A changed field's path in words: each group of the path (`price`, `address`, `agent`) and the field
 * itself from the `adminHistory` catalogue (`fields`, `groups`), a humanised name where the catalogue has
 * none, and a text's language last: `price.saleEur` -> "Price · Sale", `title.en` -> "Title (EN)".
 */
export function useFieldLabel(): (path: string) => string {
  const { t, i18n } = useTranslation('adminHistory');
  const group = (name: string) =>
    i18n.exists(`adminHistory:groups.${name}`) ? t(`groups.${name as GroupKey}`) : humanise(name);
  const field = (name: string) =>
    i18n.exists(`adminHistory:fields.${name}`) ? t(`fields.${name as FieldKey}`) : humanise(name);
  return (path) => {
    const segments = path.split('.');
    const language = segments.length > 1 && isLanguage(segments[segments.length - 1]) ? segments.pop() : null;
    const last = segments.pop() ?? path;
    // A field whose name means something else in its group (an agent's `title` is their position).
    const inGroup = `adminHistory:fieldsInGroup.${[...segments, last].join('_')}`;
    const name = i18n.exists(inGroup) ? t(inGroup as never) : field(last);
    const words = [...segments.map(group), name].join(' · ');
    return language ? `${words} (${language.toUpperCase()})` : words;
  };
}
