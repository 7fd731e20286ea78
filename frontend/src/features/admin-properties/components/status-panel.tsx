import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { PropertyStatus } from '../../../lib/api/types';
import { STATUS_TRANSITIONS } from '../utils/property-status';
import { PropertyStatusBadge } from './property-status-badge';
import styles from './admin-properties.module.css';

export interface StatusPanelProps {
  status: PropertyStatus;
  busy: boolean;
  error: string | null;
  onChange: (status: PropertyStatus) => void;
}

/** The current status and the changes the lifecycle allows from it; selling, which is final, is confirmed. */
export function StatusPanel({ status, busy, error, onChange }: StatusPanelProps) {
  const { t } = useTranslation(['adminProperties', 'common']);
  const [confirmSold, setConfirmSold] = useState(false);
  const next = STATUS_TRANSITIONS[status];

  return (
    <section className={styles.statusPanel} aria-labelledby="property-status-title">
      <div className={styles.statusCurrent}>
        <h2 id="property-status-title" className={styles.statusTitle}>
          {t('adminProperties:status.title')}
        </h2>
        <PropertyStatusBadge status={status} />
      </div>
      <p className={styles.muted}>{t(`adminProperties:status.explain.${status}`)}</p>
      {next.length ? (
        <div
          className={styles.statusActions}
          role="group"
          aria-label={t('adminProperties:status.changeLabel')}
        >
          {next.map((target) => (
            <Button
              key={target}
              size="sm"
              variant={target === 'active' ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => (target === 'sold' ? setConfirmSold(true) : onChange(target))}
            >
              {t(`adminProperties:status.actions.${target}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmSold}
        title={t('adminProperties:status.confirmSold.title')}
        confirmLabel={t('adminProperties:status.confirmSold.confirm')}
        cancelLabel={t('adminProperties:status.confirmSold.cancel')}
        closeLabel={t('common:actions.close')}
        onConfirm={() => {
          setConfirmSold(false);
          onChange('sold');
        }}
        onCancel={() => setConfirmSold(false)}
      >
        <p>{t('adminProperties:status.confirmSold.body')}</p>
      </ConfirmDialog>
    </section>
  );
}
