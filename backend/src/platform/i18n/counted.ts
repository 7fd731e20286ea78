import type { Language } from './languages';

/**
 * The word for a counted thing in each plural category its language uses (CLDR: es one/many/other, ru
 * one/few/many/other, mk one/other…); `other` stands in for a category not given.
 */
export type PluralWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Language, Intl.PluralRules>();

/** The form its language's plural rules choose for `count` (a word, or a whole sentence). */
export function pluralForm(language: Language, count: number, forms: PluralWords): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return forms[rule.select(count)] ?? forms.other;
}

/** A number with the word its language's plural rules choose: "1 dormitorio", "3 спальни", "5 спален". */
export function counted(language: Language, count: number, words: PluralWords): string {
  return `${count} ${pluralForm(language, count, words)}`;
}
