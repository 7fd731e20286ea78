import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { moveItem, newHighlight } from '../utils/offering-draft';
import type { HighlightDraft } from '../utils/offering-draft';
import { OFFERING_LIMITS } from '../utils/offering-validation';
import { LocalizedTextField } from './localized-text-field';
import styles from './offerings.module.css';

export interface HighlightsEditorProps {
  value: HighlightDraft[];
  onChange: (value: HighlightDraft[]) => void;
  errorFor: (path: string) => string | null;
}

/** What a service includes: add, remove and reorder the items, each in Spanish with its translations. */
export function HighlightsEditor({ value, onChange, errorFor }: HighlightsEditorProps) {
  const { t } = useTranslation('adminOfferings');
  const full = value.length >= OFFERING_LIMITS.highlights;

  const focusRow = (index: number, action: 'up' | 'down') => {
    // Keep the keyboard on the moved item: its own button, or the other one at the end of the list.
    window.setTimeout(() => {
      const row = document.querySelectorAll<HTMLElement>('[data-highlight-row]')[index];
      const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${action}"]:not(:disabled)`);
      (wanted ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    }, 0);
  };

  return (
    <div className={styles.stack}>
      {value.length === 0 ? <p className={styles.panelLead}>{t('highlights.none')}</p> : null}
      <ol className={styles.highlights}>
        {value.map((highlight, index) => {
          const position = index + 1;
          return (
            <li key={highlight.key} className={styles.highlight} data-highlight-row>
              <LocalizedTextField
                legend={t('highlights.item', { position })}
                path={`highlights.${index}`}
                value={highlight.text}
                errorFor={errorFor}
                onChange={(text) =>
                  onChange(value.map((item) => (item.key === highlight.key ? { ...item, text } : item)))
                }
              />
              <div className={styles.highlightActions}>
                <Button
                  variant="secondary"
                  size="sm"
                  data-move="up"
                  disabled={index === 0}
                  aria-label={t('highlights.moveUp', { position })}
                  onClick={() => {
                    onChange(moveItem(value, index, index - 1));
                    focusRow(index - 1, 'up');
                  }}
                >
                  {t('highlights.up')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  data-move="down"
                  disabled={index === value.length - 1}
                  aria-label={t('highlights.moveDown', { position })}
                  onClick={() => {
                    onChange(moveItem(value, index, index + 1));
                    focusRow(index + 1, 'down');
                  }}
                >
                  {t('highlights.down')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('highlights.removeLabel', { position })}
                  onClick={() => onChange(value.filter((item) => item.key !== highlight.key))}
                >
                  {t('highlights.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" disabled={full} onClick={() => onChange([...value, newHighlight()])}>
          {t('highlights.add')}
        </Button>
        {full ? (
          <p className={styles.panelLead}>{t('highlights.full', { max: OFFERING_LIMITS.highlights })}</p>
        ) : null}
      </div>
    </div>
  );
}
