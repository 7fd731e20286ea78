import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ruleAt } from '../../../lib/forms/schema-rules';
import { emptyText } from '../../../lib/forms/draft-values';
import { serviceFormSchema } from '../utils/offering-draft';
import type { ServiceDraft } from '../utils/offering-draft';
import { LocalizedTextField } from './localized-text-field';
import styles from './offerings.module.css';

/** As many as the API takes. */
const MAX_HIGHLIGHTS = ruleAt(serviceFormSchema, 'highlights').max ?? Number.POSITIVE_INFINITY;

/** What a service includes: add, remove and reorder the items, each in Spanish with its translations. */
export function HighlightsEditor() {
  const { t } = useTranslation('adminOfferings');
  const { fields, append, remove, move } = useFieldArray<ServiceDraft, 'highlights'>({ name: 'highlights' });
  const full = fields.length >= MAX_HIGHLIGHTS;

  const moveTo = (from: number, to: number, action: 'up' | 'down') => {
    move(from, to);
    // Keep the keyboard on the moved item: its own button, or the other one at the end of the list.
    window.setTimeout(() => {
      const row = document.querySelectorAll<HTMLElement>('[data-highlight-row]')[to];
      const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${action}"]:not(:disabled)`);
      (wanted ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    }, 0);
  };

  return (
    <div className={styles.stack}>
      {fields.length === 0 ? <p className={styles.panelLead}>{t('highlights.none')}</p> : null}
      <ol className={styles.highlights}>
        {fields.map((field, index) => {
          const position = index + 1;
          return (
            <li key={field.id} className={styles.highlight} data-highlight-row>
              <LocalizedTextField legend={t('highlights.item', { position })} name={`highlights.${index}`} />
              <div className={styles.highlightActions}>
                <Button
                  variant="secondary"
                  size="sm"
                  data-move="up"
                  disabled={index === 0}
                  aria-label={t('highlights.moveUp', { position })}
                  onClick={() => moveTo(index, index - 1, 'up')}
                >
                  {t('highlights.up')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  data-move="down"
                  disabled={index === fields.length - 1}
                  aria-label={t('highlights.moveDown', { position })}
                  onClick={() => moveTo(index, index + 1, 'down')}
                >
                  {t('highlights.down')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('highlights.removeLabel', { position })}
                  onClick={() => remove(index)}
                >
                  {t('highlights.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          disabled={full}
          onClick={() => append(emptyText(), { shouldFocus: false })}
        >
          {t('highlights.add')}
        </Button>
        {full ? <p className={styles.panelLead}>{t('highlights.full', { max: MAX_HIGHLIGHTS })}</p> : null}
      </div>
    </div>
  );
}
