import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/ui/toast';
import { localizedPath } from '../../lib/i18n/language-paths';
import { useLanguage } from '../../lib/i18n/localize';

/** The client's saved searches: the panel's Searches tab. */
export const SEARCHES_TAB_PATH = '/dashboard?tab=searches';

/** Says a search was saved, with the way to the client's saved searches. */
export function useSavedSearchToast(): (name: string) => void {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const language = useLanguage();
  return (name) =>
    toast.show(t('savedSearches.saved', { name }), 'success', {
      label: t('savedSearches.open'),
      href: localizedPath(language, SEARCHES_TAB_PATH),
      onClick: () => void navigate(SEARCHES_TAB_PATH),
    });
}
