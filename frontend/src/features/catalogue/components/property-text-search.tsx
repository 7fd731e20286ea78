import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from '../../../lib/hooks/use-debounced-search';
import { SEARCH_LIMITS } from '../../../lib/property-search/search-options';
import styles from './property-search.module.css';

/** How long typing may pause before the search runs. */
const DEBOUNCE_MS = 400;

export interface PropertyTextSearchProps {
  /** The text of the search in the URL. */
  value: string;
  onCommit: (text: string) => void;
}

/**
 * Free-text search: runs once typing pauses (or on Enter) and follows the URL when it changes from
 * elsewhere (back button, a removed chip).
 */
export function PropertyTextSearch({ value, onCommit }: PropertyTextSearchProps) {
  const { t } = useTranslation('catalogue');
  const [draft, setDraft] = useDebouncedSearch(value, onCommit, DEBOUNCE_MS);

  return (
    <form
      role="search"
      className={styles.textSearch}
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim() !== value) onCommit(draft.trim());
      }}
    >
      <label htmlFor="property-text-search" className="visually-hidden">
        {t('search.text.label')}
      </label>
      <input
        id="property-text-search"
        type="search"
        className={styles.textInput}
        placeholder={t('search.text.placeholder')}
        maxLength={SEARCH_LIMITS.maxText}
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
