import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useLocalize } from '../../lib/i18n/localize';
import { useComparison } from './compare-api';
import { COMPARE_LIMIT, replaceInCompare, useComparedIds } from './compare-list';
import styles from './compare-button.module.css';

export interface ReplaceDialogProps {
  /** The property the visitor wants to add. */
  propertyId: string;
  title: string;
  onClose: () => void;
}

/** The comparison is full: which of the four gives its place to the new property? */
export default function ReplaceDialog({ propertyId, title, onClose }: ReplaceDialogProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const ids = useComparedIds();
  const comparison = useComparison(ids);
  const titles = new Map(comparison.data?.items.map((item) => [item.id, localize(item.title)]));

  const replace = (replaced: string) => {
    replaceInCompare(replaced, propertyId);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('compare.replace.title')}
      description={t('compare.replace.description', { max: COMPARE_LIMIT, title })}
      closeLabel={t('actions.close')}
    >
      <ul className={styles.choices}>
        {ids.map((id) => (
          <li key={id}>
            <Button variant="secondary" block onClick={() => replace(id)}>
              {t('compare.replace.choice', {
                title: titles.get(id) ?? (comparison.isPending ? t('compare.loading') : id),
              })}
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onClose}>
          {t('compare.replace.keep')}
        </Button>
      </div>
    </Dialog>
  );
}
