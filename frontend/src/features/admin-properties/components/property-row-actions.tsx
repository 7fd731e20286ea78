import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import type { AdminPropertyRow } from '../../../lib/api/types';
import { PUBLIC_STATUSES } from '../utils/property-status';
import styles from './admin-properties.module.css';

export interface PropertyRowActionsProps {
  property: AdminPropertyRow;
  title: string;
  canDelete: boolean;
  onDelete: (property: AdminPropertyRow) => void;
}

/** View on the public site (only what visitors can see), edit, and delete for owners. */
export function PropertyRowActions({ property, title, canDelete, onDelete }: PropertyRowActionsProps) {
  const { t } = useTranslation('adminProperties');
  const isPublic = PUBLIC_STATUSES.includes(property.status);
  return (
    <div className={styles.rowActions}>
      {isPublic ? (
        <Link
          to={`/property/${encodeURIComponent(property.id)}`}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          aria-label={t('list.actions.viewLabel', { title })}
        >
          {t('list.actions.view')}
        </Link>
      ) : null}
      <Link
        to={`/admin/properties/edit/${encodeURIComponent(property.id)}`}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        aria-label={t('list.actions.editLabel', { title })}
      >
        {t('list.actions.edit')}
      </Link>
      {canDelete ? (
        <Button
          variant="danger"
          size="sm"
          aria-label={t('list.actions.deleteLabel', { title })}
          onClick={() => onDelete(property)}
        >
          {t('list.actions.delete')}
        </Button>
      ) : null}
    </div>
  );
}
