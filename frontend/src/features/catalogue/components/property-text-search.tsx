import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_LIMITS } from '../utils/search-options';
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
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setDraft(value);
  }
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  });

  useEffect(() => {
    const text = draft.trim();
    if (text === value) return;
    const timer = window.setTimeout(() => commitRef.current(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

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
