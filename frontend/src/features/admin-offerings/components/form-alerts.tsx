import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './offerings.module.css';

export interface FormAlertsProps {
  conflict: boolean;
  formError: string | null;
  /** Reads the latest saved version into the form (discarding the edits made here). */
  onReload: () => void;
  reloading: boolean;
}

/** Why the last save failed, when it was not one field: someone saved meanwhile, or another refusal. */
export function FormAlerts({ conflict, formError, onReload, reloading }: FormAlertsProps) {
  const { t } = useTranslation('adminOfferings');
  if (conflict) {
    return (
      <div role="alert" className={styles.formAlert}>
        <strong>{t('conflict.title')}</strong>
        <p>{t('conflict.message')}</p>
        <div>
          <Button variant="secondary" size="sm" disabled={reloading} onClick={onReload}>
            {reloading ? t('conflict.reloading') : t('conflict.reload')}
          </Button>
        </div>
      </div>
    );
  }
  if (!formError) return null;
  return (
    <div role="alert" className={styles.formAlert}>
      <strong>{t('form.failed')}</strong>
      <p>{formError}</p>
    </div>
  );
}
