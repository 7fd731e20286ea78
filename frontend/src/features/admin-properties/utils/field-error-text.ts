import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format/format';
import type { Language } from '../../../lib/i18n/languages';
import { PROPERTY_LIMITS, ruleFor } from './property-rules';

/** The limit a too-long text broke, from the end of its path. */
function maxLength(path: string): number {
  return /(shortDescription|fullDescription)\.[a-z]{2}$/.test(path)
    ? PROPERTY_LIMITS.longText
    : /^(address\.(area|city|province)|agent\.name)$/.test(path)
      ? PROPERTY_LIMITS.name
      : PROPERTY_LIMITS.shortText;
}

/** The text of a field's error code in the person's language, with the field's limits. */
export function fieldErrorText(t: TFunction, language: Language, path: string, code: string): string {
  const rule = ruleFor(path);
  return t(`adminProperties:validation.${code}`, {
    min: formatNumber(rule?.min ?? 0, language, 2),
    max: formatNumber(rule?.max ?? 0, language, 2),
    maxLength: formatNumber(maxLength(path), language),
    defaultValue: t('adminProperties:validation.invalid'),
  });
}
