import { useId, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { LANGUAGES } from '../../../lib/i18n/languages';
import type { Language } from '../../../lib/i18n/languages';
import type { TextDraft } from '../../../lib/forms/draft-values';
import type { TranslatedLanguage } from '../../../lib/api/types';
import { useFieldErrorText } from '../utils/use-offering-form';
import styles from './offerings.module.css';
import { TranslationStatusRow } from '../../../widgets/catalogue-translations/translation-status';

const TRANSLATIONS = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'es');

export interface LocalizedTextFieldProps {
  legend: string;
  /** The text's path in the form, which is the API's (`title`, `highlights.2`). */
  name: string;
  multiline?: boolean;
  hint?: string;
}

/**
 * One catalogue text: the Spanish source (required) and a translation per language in a panel that opens
 * on demand, and by itself when a translation has an error to show; each with its status (automatic,
 * reviewed, written by hand, outdated, pending) and "Mark reviewed".
 */
export function LocalizedTextField({ legend, name, multiline = false, hint }: LocalizedTextFieldProps) {
  const { t } = useTranslation('adminOfferings');
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const errorText = useFieldErrorText();
  const value = useWatch({ name }) as TextDraft;
  const panelId = useId();
  const filled = TRANSLATIONS.filter((language) => value[language].trim()).length;
  const [open, setOpen] = useState(filled > 0);
  const translationError = TRANSLATIONS.some((language) => errorText(errors, `${name}.${language}`));
  const expanded = open || translationError;

  const input = (
    language: Language,
    label: string,
    extra: { required?: boolean; optionalLabel?: string; hint?: string },
  ) => {
    const path = `${name}.${language}`;
    const common = { label, lang: language, error: errorText(errors, path), ...extra, ...register(path) };
    return multiline ? (
      <TextAreaField key={language} {...common} rows={language === 'es' ? 5 : 4} />
    ) : (
      <TextField key={language} {...common} />
    );
  };

  return (
    <fieldset className={styles.localized}>
      <legend className={styles.legend}>
        {legend}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </legend>
      {input('es', t('languages.es'), { required: true, hint })}
      <Button
        variant="link"
        size="sm"
        className={styles.translationsToggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setOpen(!expanded)}
      >
        {t('translations.toggle', { legend, filled, total: TRANSLATIONS.length })}
        <ChevronDownIcon size={16} />
      </Button>
      <div
        id={panelId}
        className={[styles.translations, !multiline && styles.short].filter(Boolean).join(' ')}
        hidden={!expanded}
      >
        {TRANSLATIONS.map((language) => (
          <div key={language} className={styles.translation}>
            {input(language, t(`languages.${language}`), { optionalLabel: t('translations.optional') })}
            <TranslationStatusRow path={name} language={language} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
