import { useTranslation } from 'react-i18next';
import { Dropdown, dropdownItemClass } from '../../../components/ui/dropdown';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/auth/session';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { nativeLanguageName } from '../../../lib/i18n/autonyms';
import { LANGUAGES } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/localize';
import type { Language } from '../../../lib/i18n/languages';
import styles from './header-controls.module.css';

/**
 * es, en, de, ru, mk, each named in its own language. Choosing one opens the page at its address in that
 * language and remembers the choice; a signed-in client's account e-mails follow it (profile language).
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const current = useLanguage();
  const signedIn = useSession().status === 'authenticated';
  const choose = async (language: Language) => {
    if (signedIn) {
      const { followSiteLanguage } = await import('../follow-site-language');
      await followSiteLanguage(language);
    }
    changeLanguage(language);
  };
  return (
    <Dropdown
      align="end"
      trigger={(props) => (
        <button
          type="button"
          {...props}
          className={styles.control}
          aria-label={t('language.trigger', {
            language: nativeLanguageName(current),
            code: current.toUpperCase(),
          })}
        >
          <GlobeIcon size={18} className={styles.decorative} />
          <span>{current.toUpperCase()}</span>
          <ChevronDownIcon size={14} className={styles.decorative} />
        </button>
      )}
    >
      <ul aria-label={t('language.label')}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              className={`${dropdownItemClass} ${styles.langOption}`}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => void choose(language)}
            >
              <span>{nativeLanguageName(language)}</span>
              {language === current ? (
                <CheckIcon size={16} className={styles.check} />
              ) : (
                <span className={styles.code} aria-hidden="true">
                  {language.toUpperCase()}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
