import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from '../../../lib/hooks/use-debounced-search';
import { useInputBeforeHydration } from '../../../lib/hooks/use-input-before-hydration';
import { SEARCH_LIMITS } from '../../../widgets/property-search/search-options';
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
 * elsewhere (back button, a removed chip). Text typed in the server's page before its script ran is
 * searched for once the page hydrates, as if typed then (after the pause, with any filter chosen meanwhile).
 */
export function PropertyTextSearch({ value, onCommit }: PropertyTextSearchProps) {
  const { t } = useTranslation('catalogue');
  const [draft, setDraft] = useDebouncedSearch(value, onCommit, DEBOUNCE_MS);
  const inputRef = useInputBeforeHydration(draft, setDraft);

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
        ref={inputRef}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
