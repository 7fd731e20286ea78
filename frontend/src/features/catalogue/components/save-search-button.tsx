import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BellIcon } from '../../../components/ui/icons';
import type { PropertyFilters } from '../../../widgets/property-search/property-filters';
import styles from './save-search.module.css';

// The dialog and its form code load when asked for: the page's first visit does without them.
const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/** "Save this search": the page's search, as it is, into the client's saved searches. */
export function SaveSearchButton({ filters }: { filters: PropertyFilters }) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* On a phone the bell alone keeps the button beside the count, so the first listing stays in sight. */}
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-label={t('search.save.button')}
        title={t('search.save.button')}
        className={styles.saveButton}
        onClick={() => setOpen(true)}
      >
        <BellIcon size={16} />
        <span className={styles.label}>{t('search.save.button')}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
