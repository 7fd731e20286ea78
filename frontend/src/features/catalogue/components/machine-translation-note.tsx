import { useTranslation } from 'react-i18next';
import type { TranslatedLanguage } from '../../../lib/api/types';
import { useLanguage } from '../../../lib/i18n/localize';
import styles from './machine-translation-note.module.css';

/**
 * "Automatic translation", in the reader's language, under content some text of which is shown as a machine
 * translation nobody has reviewed yet. Nothing in Spanish (the source) or when every text shown is a person's.
 */
export function MachineTranslationNote({
  languages,
  className,
}: {
  /** The item's `machineTranslated`. */
  languages: readonly TranslatedLanguage[];
  className?: string;
}) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  if (language === 'es' || !languages.some((machine) => machine === language)) return null;
  return (
    <p className={[styles.note, className].filter(Boolean).join(' ')}>{t('translation.automaticNote')}</p>
  );
}
