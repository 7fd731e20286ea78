import { useId } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import type { Language } from '../../../lib/i18n/languages';
import { nativeLanguageName } from '../../../lib/i18n/autonyms';
import { useFieldErrorText } from '../utils/field-error-text';
import { FEATURE_GROUPS } from '../utils/property-draft';
import { featureGroupLabel } from '../utils/property-enums';
import type { PropertyDraft } from '../utils/property-draft';
import { DraftTextArea, DraftTextField, FormSection } from './property-form-context';
import styles from './admin-properties.module.css';
import { TranslationStatusRow } from '../../../widgets/catalogue-translations/translation-status';

/** The languages translated by hand here; Spanish, the source, is written in the sections above. */
export const TRANSLATION_LANGUAGES: readonly Language[] = ['en', 'de', 'ru', 'mk'];

interface TextEntry {
  /** Path of the text (without the language). */
  path: string;
  label: string;
  long: boolean;
}

/** Every text of the property that has translations, in the order of the form. */
function textEntries(draft: PropertyDraft, t: TFunction<'adminProperties'>): TextEntry[] {
  const entries: TextEntry[] = [
    { path: 'title', label: t('form.fields.title'), long: false },
    { path: 'subtitle', label: t('form.fields.subtitle'), long: false },
    { path: 'shortDescription', label: t('form.fields.shortDescription'), long: true },
    { path: 'fullDescription', label: t('form.fields.fullDescription'), long: true },
  ];
  for (const group of FEATURE_GROUPS) {
    draft.features[group].forEach((_, index) =>
      entries.push({
        path: `features.${group}.${index}`,
        label: t('form.featureLine', {
          group: t(`form.featureGroups.${featureGroupLabel(group, draft.type)}`),
          number: index + 1,
        }),
        long: false,
      }),
    );
  }
  draft.address.nearby.forEach((_, index) =>
    entries.push({
      path: `address.nearby.${index}.name`,
      label: t('form.nearbyPlace', { number: index + 1 }),
      long: false,
    }),
  );
  draft.gallery.images.forEach((_, index) =>
    entries.push({
      path: `gallery.images.${index}.alt`,
      label: t('gallery.altOf', { number: index + 1 }),
      long: false,
    }),
  );
  entries.push({ path: 'agent.title', label: t('form.fields.agent.title'), long: false });
  return entries;
}

const PREVIEW_LENGTH = 140;

function preview(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > PREVIEW_LENGTH ? `${trimmed.slice(0, PREVIEW_LENGTH)}…` : trimmed;
}

export interface TranslationsSectionProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/**
 * Translations of every text, one language at a time, each with its status (automatic, reviewed, written by
 * hand, outdated, pending) and "Mark reviewed". They are optional: where one is missing, the site shows the
 * Spanish text until the worker's machine translation arrives (when one is configured).
 */
export function TranslationsSection({ language, onLanguageChange }: TranslationsSectionProps) {
  const { t } = useTranslation('adminProperties');
  const draft = useWatch<PropertyDraft>();
  const { errors } = useFormState<PropertyDraft>();
  const errorText = useFieldErrorText();
  const idBase = useId();
  const entries = textEntries(draft as PropertyDraft, t);
  const text = (path: string) => String(get(draft, path) ?? '');
  const translated = (lang: Language) =>
    entries.filter((entry) => text(`${entry.path}.${lang}`).trim()).length;
  const hasError = (lang: Language) => entries.some((entry) => errorText(errors, `${entry.path}.${lang}`));

  return (
    <FormSection
      id="section-translations"
      title={t('form.sections.translations')}
      description={t('form.leads.translations')}
    >
      <Tabs
        label={t('translations.languages')}
        idBase={idBase}
        value={language}
        onChange={onLanguageChange}
        items={TRANSLATION_LANGUAGES.map((lang) => ({
          value: lang,
          label: t(hasError(lang) ? 'translations.tabWithErrors' : 'translations.tab', {
            language: nativeLanguageName(lang),
            done: translated(lang),
            total: entries.length,
          }),
        }))}
      />
      <TabPanel idBase={idBase} value={language} className={styles.translationPanel}>
        <div className={styles.stack}>
          {entries.map((entry) => {
            const source = text(`${entry.path}.es`);
            const hint = source.trim()
              ? t('translations.source', { text: preview(source) })
              : t('translations.noSource');
            const Field = entry.long ? DraftTextArea : DraftTextField;
            return (
              <div key={entry.path} className={styles.translation}>
                <Field
                  path={`${entry.path}.${language}` as Path<PropertyDraft>}
                  label={entry.label}
                  hint={hint}
                />
                {language === 'es' ? null : <TranslationStatusRow path={entry.path} language={language} />}
              </div>
            );
          })}
        </div>
      </TabPanel>
    </FormSection>
  );
}
